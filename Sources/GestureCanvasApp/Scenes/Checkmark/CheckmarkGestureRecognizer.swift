import GestureKit

/// Recognizes a checkmark drawn with one finger: a short stroke down (and usually right) to a
/// lowest point, then a longer stroke up and to the right. Discrete: decided when the finger lifts.
///
/// The seeds detect it as the path goes (a downstroke, then any upstroke; or a sharp corner), which
/// fires on many strokes that are not checks. Here the whole stroke is judged: it must turn once at
/// its lowest point, the second arm must be fairly straight and the first straight or arched away
/// from the corner (people often set off rightwards and bend down into it; a zig-zag or a circle is
/// neither), the arms must point the ways a check points, and the second arm must not be much
/// shorter than the first.
public final class CheckmarkGestureRecognizer: GestureRecognizer {
    /// The lowest point of the check, where the upstroke begins (the seed's `midPoint`), in window coordinates.
    public private(set) var midPoint: Point?
    private var points: [Point] = []
    private var startTime = 0.0

    /// The whole stroke must be at least this long, in points, so a tap or a twitch is not a check.
    static let minimumSize = 24.0
    /// A check takes at most this long; slower strokes are drawing, not gesturing.
    static let maximumDuration = 3.0
    /// Each arm's path may be at most this much longer than its straight line…
    static let maximumArmCurvature = 1.35
    /// …except a first arm that arches: many people set off rightwards or upwards and bend down
    /// into the corner, so the first arm's path is up to twice its chord (in the $1 gesture logs'
    /// checks, up to 1.95; see the architecture doc's tests). Such an arm may be this much longer…
    static let maximumArchCurvature = 2.2
    /// …when it bows only away from the corner, to the side the second arm leaves to: no point
    /// lies more than this share of its chord (and at least 2 points) on the other side, where a
    /// bracket's or a zig-zag's corner would be…
    static let archTolerance = 0.1
    /// …and it keeps going right: it may come back left by at most this share of its chord (a
    /// bracket's top, a delete mark's loop and a scribble come back further).
    static let maximumArchBacktrack = 0.2
    /// The second arm must be at least this share of the first.
    static let minimumArmRatio = 0.6
    /// The corner is measured this share of the shorter arm either side of the lowest point…
    static let cornerReach = 0.2
    /// …and must hold at least this share of the whole turn between the arms.
    static let minimumCornerShare = 0.6
    /// Directions (degrees, 0 = right, 90 = down on screen) each arm may take. People's first legs
    /// go as shallow as about 10° below horizontal, their second legs as steep as about 75° above.
    static let downArm = 5.0...125.0
    static let upArm = -85.0 ... -8.0
    /// At most this share of the stroke's length may be a hook at either end (the pen landing a
    /// little off, or the flick curling on at the top), left out when the rest is a check…
    static let maximumHookShare = 0.12
    /// …and a hook turns at least this much (radians, 60°) where it meets its arm: the ends of a
    /// curve (a U) bend gently and are not hooks.
    static let minimumHookTurn = Double.pi / 3

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        super.touchesBegan(touches, with: event)
        guard numberOfTouches == 1, let touch = touches.first else {
            state = .failed
            return
        }
        points = [touch.location(in: nil)]
        startTime = event.timestamp
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        super.touchesMoved(touches, with: event)
        guard let touch = touches.first else { return }
        // Every report the device sent, not just the place this display frame shows: the stroke's
        // shape is the gesture, and a 240 Hz finger reports four times a 60 Hz frame.
        let reports = event.coalescedTouches(for: touch)
        if reports.isEmpty {
            points.append(touch.location(in: nil))
        } else {
            points += reports.map(\.location)
        }
        if event.timestamp - startTime > Self.maximumDuration { state = .failed }
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        super.touchesEnded(touches, with: event)
        guard state == .possible else { return }
        if let touch = touches.first { points.append(touch.location(in: nil)) }
        if let pivot = Self.checkPivot(in: points) {
            midPoint = pivot
            state = .recognized
        } else {
            state = .failed
        }
    }

    public override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    public override func reset() {
        super.reset()
        points.removeAll()
        midPoint = nil
    }

    /// The lowest point of `stroke` when the stroke is a checkmark, nil otherwise. A small hook at
    /// either end (at most ``maximumHookShare`` of the length) is left out if that makes it one.
    static func checkPivot(in stroke: [Point]) -> Point? {
        let path = deduplicated(stroke)
        guard path.count >= 3 else { return nil }
        if let pivot = pivot(ofWhole: path) { return pivot }
        let hookLength = pathLength(path) * maximumHookShare
        let heads = hookCounts(path, within: hookLength)
        let tails = hookCounts(Array(path.reversed()), within: hookLength)
        for head in heads {
            for tail in tails where head + tail > 0 && path.count - head - tail >= 3 {
                if let pivot = pivot(ofWhole: Array(path[head..<(path.count - tail)])) { return pivot }
            }
        }
        return nil
    }

    /// How many points may be dropped from the start of `path` as a hook: 0, and every count
    /// whose dropped part is no longer than `length` and turns sharply into the rest.
    private static func hookCounts(_ path: [Point], within length: Double) -> [Int] {
        var counts = [0], travelled = 0.0
        for cut in 1..<(path.count - 1) {
            travelled += path[cut - 1].distance(to: path[cut])
            if travelled > length { break }
            let hook = path[cut] - path[0]
            // The arm's direction just after the cut, over at least the hook's length.
            guard hook.length > 0,
                let ahead = path[(cut + 1)...].first(where: { $0.distance(to: path[cut]) >= hook.length })
            else { continue }
            if turn(from: hook, to: ahead - path[cut]) >= minimumHookTurn { counts.append(cut) }
        }
        return counts
    }

    /// The lowest point of `path` when the whole path is a checkmark, nil otherwise.
    private static func pivot(ofWhole path: [Point]) -> Point? {
        guard path.count >= 3, pathLength(path) >= minimumSize else { return nil }
        // The turn is at the lowest point (largest y on screen); it may not be at either end.
        guard let pivotIndex = path.indices.max(by: { path[$0].y < path[$1].y }),
            pivotIndex > 0, pivotIndex < path.count - 1
        else { return nil }
        let down = Array(path[...pivotIndex]), up = Array(path[pivotIndex...])
        guard let first = down.first, let pivot = down.last, let last = up.last else { return nil }
        let downChord = pivot - first, upChord = last - pivot
        guard downChord.length >= minimumSize / 4, upChord.length >= downChord.length * minimumArmRatio,
            upChord.length >= minimumSize / 2
        else { return nil }
        guard isFirstArm(down, then: upChord), pathLength(up) <= upChord.length * maximumArmCurvature else {
            return nil
        }
        let downAngle = downChord.angle * 180 / .pi, upAngle = upChord.angle * 180 / .pi
        guard downArm.contains(downAngle), upArm.contains(upAngle) else { return nil }
        // A check turns at a corner; a U turns all along its bottom.
        let reach = max(6, min(downChord.length, upChord.length) * cornerReach)
        guard let before = down.last(where: { $0.distance(to: pivot) >= reach }),
            let after = up.first(where: { $0.distance(to: pivot) >= reach })
        else { return nil }
        let cornerTurn = turn(from: pivot - before, to: after - pivot)
        guard cornerTurn >= turn(from: downChord, to: upChord) * minimumCornerShare else { return nil }
        return pivot
    }

    /// Whether `down` (from the start to the lowest point) is shaped as a first arm: nearly
    /// straight, or arched away from the corner (see ``maximumArchCurvature``); `upChord` is the
    /// second arm's direction.
    private static func isFirstArm(_ down: [Point], then upChord: Vector) -> Bool {
        guard let start = down.first, let pivot = down.last else { return false }
        let chord = pivot - start, length = pathLength(down)
        if length <= chord.length * maximumArmCurvature { return true }
        guard length <= chord.length * maximumArchCurvature else { return false }
        // Distances from the chord's line, positive on the side the second arm leaves to.
        let side = cross(chord, upChord) > 0 ? 1.0 : -1.0
        let tolerance = max(2, chord.length * archTolerance)
        guard down.allSatisfy({ side * cross(chord, $0 - start) / chord.length >= -tolerance }) else { return false }
        let backtrack = max(2, chord.length * maximumArchBacktrack)
        var farthest = start.x
        for point in down {
            farthest = max(farthest, point.x)
            if farthest - point.x > backtrack { return false }
        }
        return true
    }

    /// The z component of `a × b`: positive when `b` points to the right of `a` on screen (y down).
    private static func cross(_ a: Vector, _ b: Vector) -> Double {
        a.dx * b.dy - a.dy * b.dx
    }

    /// The absolute angle in radians between two directions.
    private static func turn(from a: Vector, to b: Vector) -> Double {
        var angle = abs(b.angle - a.angle)
        if angle > .pi { angle = 2 * .pi - angle }
        return angle
    }

    private static func pathLength(_ points: [Point]) -> Double {
        zip(points, points.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
    }

    private static func deduplicated(_ points: [Point]) -> [Point] {
        points.reduce(into: []) { result, point in
            if result.last != point { result.append(point) }
        }
    }
}
