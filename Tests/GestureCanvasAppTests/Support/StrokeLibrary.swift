import GestureKit
import GestureKitTesting
import RealModule

/// Draws for the stroke sets, from GestureKitTesting's seeded generator, so the sets are the same
/// every run.
extension SeededRandom {
    mutating func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }

    /// Roughly normal noise (sum of uniforms), standard deviation `sigma`.
    mutating func noise(_ sigma: Double) -> Double {
        (0..<4).reduce(0) { sum, _ in sum + uniform(-1...1) } * sigma * 0.866
    }
}

/// A timed stroke: points one display frame apart.
struct Stroke {
    let label: String
    var points: [Point]
    /// Seconds between samples.
    var interval: Double
}

/// Builds strokes the way people draw them: varied size, speed, proportions, tilt, curvature and
/// jitter. The positives are what a person means as a checkmark or a tickle; the negatives are
/// strokes people make for other reasons.
enum StrokeLibrary {
    /// Samples a path given by `shape(t)`, t in 0…1, over `duration` seconds at `rate` Hz, with a
    /// tilt, an offset and hand jitter.
    static func sample(
        _ label: String, duration: Double, rate: Double = 60, tilt: Double = 0, jitter: Double,
        random: inout SeededRandom, origin: Point = Point(x: 400, y: 300), _ shape: (Double) -> Point
    ) -> Stroke {
        let count = max(3, Int(duration * rate))
        let turn = AffineTransform(rotationAngle: tilt)
        let points = (0...count).map { index -> Point in
            let local = shape(Double(index) / Double(count))
            let turned = turn.apply(to: local)
            return Point(x: origin.x + turned.x + random.noise(jitter), y: origin.y + turned.y + random.noise(jitter))
        }
        return Stroke(label: label, points: points, interval: duration / Double(count))
    }

    /// A point along a quadratic curve from `a` to `b` bowed sideways by `bow` (a share of its length).
    static func bowed(_ a: Point, _ b: Point, bow: Double, _ t: Double) -> Point {
        let chord = b - a
        let normal = Vector(dx: -chord.dy, dy: chord.dx) * bow
        let control = a.midpoint(to: b) + normal
        let u = 1 - t
        return Point(
            x: u * u * a.x + 2 * u * t * control.x + t * t * b.x, y: u * u * a.y + 2 * u * t * control.y + t * t * b.y)
    }

    /// Checkmarks: a short arm down and (mostly) right, a longer arm up and right.
    static func checkmarks(count: Int, seed: UInt64 = 1) -> [Stroke] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { index in
            let size = random.uniform(30...260)
            let downAngle = random.uniform(35...80) * .pi / 180
            let upAngle = -random.uniform(35...70) * .pi / 180
            let shortArm = size * random.uniform(0.28...0.6)
            let pivot = Point(x: shortArm * .cos(downAngle), y: shortArm * .sin(downAngle))
            let end = pivot + Vector(dx: size * .cos(upAngle), dy: size * .sin(upAngle))
            let bowDown = random.uniform(-0.12...0.12), bowUp = random.uniform(-0.15...0.15)
            let split = random.uniform(0.3...0.45)
            let corner = random.uniform(0...0.06)
            return sample(
                "check \(index)", duration: random.uniform(0.18...1.2), tilt: random.uniform(-0.2...0.2),
                jitter: random.uniform(0.2...max(0.3, size / 120)), random: &random
            ) { t in
                // A slightly rounded corner: the two arms blend near the pivot.
                if t < split - corner { return bowed(.zero, pivot, bow: bowDown, t / split) }
                if t > split + corner { return bowed(pivot, end, bow: bowUp, (t - split) / (1 - split)) }
                let a = bowed(.zero, pivot, bow: bowDown, (split - corner) / split)
                let b = bowed(pivot, end, bow: bowUp, corner / (1 - split))
                let u = corner > 0 ? (t - (split - corner)) / (2 * corner) : 0.5
                let control = pivot
                return Point(
                    x: (1 - u) * (1 - u) * a.x + 2 * (1 - u) * u * control.x + u * u * b.x,
                    y: (1 - u) * (1 - u) * a.y + 2 * (1 - u) * u * control.y + u * u * b.y)
            }
        }
    }

    /// Checkmarks as people draw them beyond the tidy ones, one kind in six each: a first (down)
    /// leg as shallow as 8–20° below horizontal; a second leg 3–3.6 times the first; a second leg
    /// 62–78° above horizontal; fast strokes of 200–300 ms sampled at 140 Hz (about 35 samples); a
    /// small hook at the start; a small hook at the end. Every one with hand jitter, an uneven
    /// speed along the stroke and a slight tilt (±4°); angles are as drawn, after the tilt.
    static func handDrawnCheckmarks(count: Int, seed: UInt64 = 5) -> [Stroke] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { index in
            let upLength = random.uniform(40...260)
            var downDegrees = random.uniform(25...75), upDegrees = random.uniform(30...62)
            var ratio = random.uniform(1.4...2.8)
            var duration = random.uniform(0.3...1.0), rate = 60.0
            var startHook: Vector?, endHook: Vector?
            let kind: String
            let hookLength = max(4, upLength * random.uniform(0.04...0.1))
            switch index % 6 {
            case 0:
                kind = "shallow first leg"
                downDegrees = random.uniform(8...20)
            case 1:
                kind = "long second leg"
                ratio = random.uniform(3...3.6)
            case 2:
                kind = "steep second leg"
                upDegrees = random.uniform(62...78)
            case 3:
                kind = "fast"
                duration = random.uniform(0.2...0.3)
                rate = 140
            case 4:
                kind = "hook at the start"
                // The pen lands a little below and ticks up (up-left to up-right) into the first leg.
                let angle = random.uniform(-170 ... -10) * .pi / 180
                startHook = Vector(dx: hookLength * .cos(angle), dy: hookLength * .sin(angle))
            default:
                kind = "hook at the end"
                // The flick curls on at the top: right, down-right, or back down.
                let angle = random.uniform(0...110) * .pi / 180
                endHook = Vector(dx: hookLength * .cos(angle), dy: hookLength * .sin(angle))
            }
            let tilt = random.uniform(-4...4) * .pi / 180
            let down = downDegrees * .pi / 180 - tilt, up = -upDegrees * .pi / 180 - tilt
            let downLength = upLength / ratio
            let pivot = Point(x: downLength * .cos(down), y: downLength * .sin(down))
            let end = pivot + Vector(dx: upLength * .cos(up), dy: upLength * .sin(up))
            let bowDown = random.uniform(-0.08...0.08), bowUp = random.uniform(-0.1...0.1)
            // Legs in order, each a bowed segment; time follows length, sped up and slowed down.
            var legs: [(Point, Point, Double)] = []
            if let startHook { legs.append((Point.zero - startHook, .zero, 0)) }
            legs.append((.zero, pivot, bowDown))
            legs.append((pivot, end, bowUp))
            if let endHook { legs.append((end, end + endHook, 0.2)) }
            let surge = random.uniform(-0.12...0.12)
            return sample(
                "\(kind) \(index)", duration: duration, rate: rate, tilt: tilt,
                jitter: random.uniform(0.2...max(0.3, upLength / 150)), random: &random
            ) { t in along(legs, t + surge * .sin(2 * .pi * t)) }
        }
    }

    /// The point `share` of the way along bowed legs (start, end, bow), each leg taking time in
    /// proportion to its length.
    static func along(_ legs: [(Point, Point, Double)], _ share: Double) -> Point {
        let lengths = legs.map { $0.0.distance(to: $0.1) }
        var remaining = share * lengths.reduce(0, +)
        for (index, (leg, length)) in zip(legs, lengths).enumerated() {
            if remaining <= length || index == legs.count - 1 {
                return bowed(leg.0, leg.1, bow: leg.2, min(1, remaining / max(length, 1e-9)))
            }
            remaining -= length
        }
        return legs.last?.1 ?? .zero
    }

    /// Checkmarks whose first leg arches, as the checks the detector missed in the $1 gesture
    /// logs do (see the architecture doc's tests): the pen sets off rightwards or up to 50° upwards,
    /// bends over and plunges 75–100° down into the corner, so the first leg's path is 1.2–1.8
    /// times its chord (a cubic curve), which runs 10–45° below horizontal; then a straight second
    /// leg 1.7–3 times that chord, 40–72° up. At 60–120 Hz over 0.25–0.8 s, with hand jitter,
    /// uneven speed and a slight tilt (±4°).
    static func archedCheckmarks(count: Int, seed: UInt64 = 6) -> [Stroke] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { index in
            let upLength = random.uniform(50...200)
            let chordLength = upLength / random.uniform(1.7...3)
            let tilt = random.uniform(-4...4) * .pi / 180
            let direction = { (degrees: Double) in
                Vector(dx: .cos(degrees * .pi / 180 - tilt), dy: .sin(degrees * .pi / 180 - tilt))
            }
            let pivot = Point.zero + direction(random.uniform(10...45)) * chordLength
            let setOff = direction(random.uniform(-50...0)) * (chordLength * random.uniform(0.6...1))
            let plunge = direction(random.uniform(75...100)) * (chordLength * random.uniform(0.6...1))
            let end = pivot + direction(-random.uniform(40...72)) * upLength
            let arch = { (t: Double) -> Point in
                let u = 1 - t
                let pull = setOff * (3 * u * u * t) + (pivot - plunge - Point.zero) * (3 * u * t * t)
                return Point.zero + pull + (pivot - Point.zero) * (t * t * t)
            }
            let archLength = (1...64).reduce(0.0) { $0 + arch(Double($1 - 1) / 64).distance(to: arch(Double($1) / 64)) }
            let total = archLength + upLength
            let surge = random.uniform(-0.12...0.12)
            return sample(
                "arched first leg \(index)", duration: random.uniform(0.25...0.8), rate: random.uniform(60...120),
                jitter: random.uniform(0.2...max(0.3, upLength / 150)), random: &random
            ) { t in
                let along = (t + surge * .sin(2 * .pi * t)) * total
                if along <= archLength { return arch(max(0, along / archLength)) }
                return pivot + (end - pivot) * min(1, (along - archLength) / upLength)
            }
        }
    }

    /// Delete marks, as in the $1 gesture set: down and right, back left along the bottom, then up
    /// and right across the first leg. Up to the lowest point the path bends into the corner as an
    /// arched first leg does, but it comes back left, which no check does.
    static func deleteMarks(count: Int, seed: UInt64 = 7) -> [Stroke] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { index in
            let height = random.uniform(40...200), width = height * random.uniform(0.6...1)
            let corner = Point(x: width, y: height), bottom = Point(x: random.uniform(-0.1...0.1) * width, y: height)
            let end = Point(x: width * random.uniform(0.9...1.2), y: -height * random.uniform(0...0.1))
            let legs = [(Point.zero, corner, random.uniform(-0.08...0.08)), (corner, bottom, 0), (bottom, end, 0)]
            return sample(
                "delete mark", duration: random.uniform(0.3...0.9), rate: random.uniform(60...120),
                tilt: random.uniform(-4...4) * .pi / 180, jitter: random.uniform(0.2...1.2), random: &random
            ) { along(legs, $0) }
        }
    }

    /// Strokes that are not checkmarks: lines, carets, zig-zags, circles, L shapes, S curves, U
    /// shapes, mirrored checks, scribbles and taps.
    static func nonCheckmarks(count: Int, seed: UInt64 = 2) -> [Stroke] {
        var random = SeededRandom(seed: seed)
        var strokes: [Stroke] = []
        for index in 0..<count {
            let size = random.uniform(40...260)
            let duration = random.uniform(0.2...1.2)
            let jitter = random.uniform(0.2...1.5)
            let tilt = random.uniform(-0.25...0.25)
            let kind = index % 10
            let stroke: Stroke
            switch kind {
            case 0:
                let angle = random.uniform(0...(2 * .pi))
                let end = Point(x: size * .cos(angle), y: size * .sin(angle))
                stroke = sample("line", duration: duration, jitter: jitter, random: &random) {
                    bowed(.zero, end, bow: 0.03, $0)
                }
            case 1:
                stroke = sample("caret", duration: duration, tilt: tilt, jitter: jitter, random: &random) { t in
                    t < 0.5 ? Point(x: size * t, y: -size * t * 1.6) : Point(x: size * t, y: -size * (1 - t) * 1.6)
                }
            case 2:
                let legs = Double(Int(random.uniform(3...6)))
                stroke = sample("zigzag", duration: duration, tilt: tilt, jitter: jitter, random: &random) { t in
                    let phase = (t * legs).truncatingRemainder(dividingBy: 2)
                    return Point(x: size * t, y: size * 0.4 * (phase < 1 ? phase : 2 - phase))
                }
            case 3:
                let turns = random.uniform(0.85...1.1)
                stroke = sample("circle", duration: duration, jitter: jitter, random: &random) { t in
                    let angle = 2 * .pi * turns * t
                    return Point(x: size / 2 * .sin(angle), y: -size / 2 * .cos(angle) + size / 2)
                }
            case 4:
                stroke = sample("L", duration: duration, tilt: tilt * 0.3, jitter: jitter, random: &random) { t in
                    t < 0.5 ? Point(x: 0, y: size * 2 * t) : Point(x: size * 2 * (t - 0.5), y: size)
                }
            case 5:
                stroke = sample("S", duration: duration, tilt: tilt, jitter: jitter, random: &random) { t in
                    Point(x: size * 0.5 * .sin(2 * .pi * t), y: size * t)
                }
            case 6:
                stroke = sample("U", duration: duration, tilt: tilt * 0.3, jitter: jitter, random: &random) { t in
                    let angle = .pi * t
                    return Point(
                        x: -size / 2 * .cos(angle), y: size / 2 * .sin(angle) + size * 0.3 * (1 - abs(2 * t - 1)))
                }
            case 7:
                // A check drawn backwards or mirrored is not the gesture.
                let pivot = Point(x: -size * 0.3, y: size * 0.4)
                let end = pivot + Vector(dx: -size * 0.7, dy: -size)
                stroke = sample("mirrored check", duration: duration, tilt: tilt, jitter: jitter, random: &random) {
                    t in
                    t < 0.35 ? bowed(.zero, pivot, bow: 0, t / 0.35) : bowed(pivot, end, bow: 0, (t - 0.35) / 0.65)
                }
            case 8:
                var walker = random
                let steps = (0..<12).map { _ in
                    Vector(dx: walker.uniform(-1...1) * size / 3, dy: walker.uniform(-1...1) * size / 3)
                }
                random = walker
                stroke = sample("scribble", duration: duration, jitter: jitter, random: &random) { t in
                    let position = t * Double(steps.count - 1)
                    let index = Int(position)
                    let start = steps[..<index].reduce(Point.zero) { $0 + $1 }
                    return start + steps[min(index, steps.count - 1)] * (position - Double(index))
                }
            default:
                stroke = sample("tap", duration: 0.08, jitter: 1.5, random: &random) { _ in .zero }
            }
            strokes.append(stroke)
        }
        return strokes
    }

    /// Tickles: three to five alternating horizontal rubs.
    static func tickles(count: Int, seed: UInt64 = 3) -> [Stroke] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { index in
            let strokes = Double(Int(random.uniform(3...5.99)))
            let width = random.uniform(28...120)
            let wobble = random.uniform(0...width * 0.25)
            let startLeft = random.uniform(0...1) < 0.5
            return sample(
                "tickle \(index)", duration: strokes * random.uniform(0.08...0.3), tilt: random.uniform(-0.2...0.2),
                jitter: random.uniform(0.2...1.5), random: &random
            ) { t in
                let phase = (t * strokes).truncatingRemainder(dividingBy: 2)
                let across = phase < 1 ? phase : 2 - phase
                let x = (startLeft ? across : 1 - across) * width
                return Point(x: x, y: wobble * .sin(t * .pi * 2))
            }
        }
    }

    /// Strokes that are not tickles: single swipes, one rub back, slow drags, vertical rubbing,
    /// circles and taps.
    static func nonTickles(count: Int, seed: UInt64 = 4) -> [Stroke] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { index in
            let width = random.uniform(40...200)
            let duration = random.uniform(0.15...0.8)
            let jitter = random.uniform(0.2...1.5)
            switch index % 6 {
            case 0:
                return sample("swipe", duration: duration, jitter: jitter, random: &random) {
                    Point(x: width * $0, y: 3 * $0)
                }
            case 1:
                return sample("there and back", duration: duration, jitter: jitter, random: &random) { t in
                    Point(x: width * (t < 0.5 ? 2 * t : 2 - 2 * t), y: 0)
                }
            case 2:
                let legs = Double(Int(random.uniform(3...5.99)))
                return sample("vertical rub", duration: duration * 2, jitter: jitter, random: &random) { t in
                    let phase = (t * legs).truncatingRemainder(dividingBy: 2)
                    return Point(x: 4 * t, y: width * (phase < 1 ? phase : 2 - phase))
                }
            case 3:
                return sample("circle", duration: duration * 2, jitter: jitter, random: &random) { t in
                    Point(x: width / 2 * .sin(2 * .pi * t), y: width / 2 * .cos(2 * .pi * t))
                }
            case 4:
                let legs = Double(Int(random.uniform(3...5.99)))
                return sample("slow rub", duration: legs * random.uniform(1.0...1.6), jitter: jitter, random: &random) {
                    t in
                    let phase = (t * legs).truncatingRemainder(dividingBy: 2)
                    return Point(x: width * (phase < 1 ? phase : 2 - phase), y: 0)
                }
            default:
                return sample("tap", duration: 0.08, jitter: 1.5, random: &random) { _ in .zero }
            }
        }
    }
}
