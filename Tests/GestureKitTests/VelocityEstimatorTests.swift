import GestureKit
import GestureKitTesting
import Testing

@Suite struct VelocityEstimatorTests {
    @Test func steadyMotionGivesItsSpeed() {
        var estimator = VelocityEstimator()
        for step in 0...10 {
            let time = Double(step) * 0.008
            estimator.add(Point(x: 500 * time, y: -200 * time), at: time)
        }
        let velocity = estimator.velocity(at: 0.08)
        #expect(abs(velocity.dx - 500) < 1e-6)
        #expect(abs(velocity.dy + 200) < 1e-6)
    }

    @Test func jitterIsSmoothedByTheFit() {
        var estimator = VelocityEstimator()
        for step in 0...12 {
            let time = Double(step) * 0.008
            let jitter = step.isMultiple(of: 2) ? 1.5 : -1.5
            estimator.add(Point(x: 1000 * time + jitter, y: 0), at: time)
        }
        #expect(abs(estimator.velocity(at: 0.096).dx - 1000) < 100)
    }

    @Test func onlyTheRecentWindowCounts() {
        var estimator = VelocityEstimator()
        // Slow for a long time, then fast for the last 100 ms.
        for step in 0...50 { estimator.add(Point(x: Double(step), y: 0), at: Double(step) * 0.01) }
        for step in 1...10 { estimator.add(Point(x: 50 + Double(step) * 20, y: 0), at: 0.5 + Double(step) * 0.01) }
        #expect(abs(estimator.velocity(at: 0.6).dx - 2000) < 1e-6)
    }

    @Test func aPausedFingerHasNoVelocity() {
        var estimator = VelocityEstimator()
        estimator.add(Point(x: 0, y: 0), at: 0)
        estimator.add(Point(x: 10, y: 0), at: 0.01)
        #expect(estimator.velocity(at: 0.01).dx > 0)
        #expect(estimator.velocity(at: 0.2) == .zero)
        var single = VelocityEstimator()
        single.add(1.0, at: 0)
        #expect(single.velocity(at: 0) == .zero)
    }

    @Test func aPauseInsideTheWindowCutsTheFitThere() {
        // A finger rests 50 ms (longer than the stop interval), then moves steadily: only the
        // movement after the rest counts, so the rest does not drag the estimate down.
        var estimator = VelocityEstimator()
        estimator.add(Point(x: 0, y: 0), at: 0)
        estimator.add(Point(x: 0, y: 0), at: 0.01)
        for step in 0...4 {
            let time = 0.06 + Double(step) * 0.008
            estimator.add(Point(x: 1500 * (time - 0.06), y: 0), at: time)
        }
        #expect(abs(estimator.velocity(at: 0.092).dx - 1500) < 1e-6)
    }

    @Test func anAcceleratingFlingReadsItsSpeedAtRelease() {
        // x = a·t² + b·t: the speed at release is 2·a·T + b, twice the window's average here.
        var estimator = VelocityEstimator()
        for step in 0...12 {
            let time = Double(step) * 0.008
            estimator.add(Point(x: 10_000 * time * time, y: 0), at: time)
        }
        #expect(abs(estimator.velocity(at: 0.096).dx - 1920) < 1e-6)
    }

    @Test func samplesAtTheSameTimeFallBackToALine() {
        var estimator = VelocityEstimator()
        estimator.add(Point(x: 0, y: 0), at: 0)
        estimator.add(Point(x: 5, y: 0), at: 0.01)
        estimator.add(Point(x: 6, y: 0), at: 0.01)
        #expect(estimator.velocity(at: 0.01).dx.isFinite)
        var stuck = VelocityEstimator()
        for _ in 0..<4 { stuck.add(Point(x: 3, y: 3), at: 0.5) }
        #expect(stuck.velocity(at: 0.5) == .zero)
    }
}

/// Strokes modelled on real flings: x and y follow a·t² + b·t (speeding up or slowing down to the
/// release), sampled at a touchscreen's rate with uneven spacing and ±1 pt of jitter.
@Suite struct RealisticFlingVelocityTests {
    struct Stroke: CustomStringConvertible {
        var name: String
        /// Acceleration halves (a) and starting speeds (b) per axis: x = a·t² + b·t.
        var a: Vector
        var b: Vector
        var duration: Double
        var description: String { name }

        func position(at t: Double) -> Point { Point(x: a.dx * t * t + b.dx * t, y: a.dy * t * t + b.dy * t) }
        func velocity(at t: Double) -> Vector { Vector(dx: 2 * a.dx * t + b.dx, dy: 2 * a.dy * t + b.dy) }
    }

    static let strokes = [
        // From rest to about 2 400 pt/s in 150 ms, mostly rightwards and a little down.
        Stroke(name: "accelerating", a: Vector(dx: 7_000, dy: 1_500), b: Vector(dx: 300, dy: 50), duration: 0.15),
        // A flick that speeds up hard in its last 80 ms, up and to the left.
        Stroke(name: "short flick", a: Vector(dx: -15_000, dy: -9_000), b: Vector(dx: -200, dy: -100), duration: 0.08),
        // Thrown fast, then slowing to about half its speed before release.
        Stroke(
            name: "decelerating", a: Vector(dx: -5_000, dy: 3_000), b: Vector(dx: 3_000, dy: -1_800), duration: 0.15),
    ]

    /// Samples at `rate` Hz, each interval 70–130 % of the nominal, with ±1 pt of jitter per axis.
    static func estimate(_ stroke: Stroke, rate: Double, seed: UInt64) -> (estimate: Vector, truth: Vector) {
        var random = SeededRandom(seed: seed)
        var estimator = VelocityEstimator()
        var time = 0.0
        var last = 0.0
        while time <= stroke.duration {
            let point = stroke.position(at: time)
            let jitter = Vector(
                dx: Double.random(in: -1...1, using: &random), dy: Double.random(in: -1...1, using: &random))
            estimator.add(point + jitter, at: time)
            last = time
            time += Double.random(in: 0.7...1.3, using: &random) / rate
        }
        return (estimator.velocity(at: last), stroke.velocity(at: last))
    }

    @Test(arguments: [60.0, 120.0, 240.0])
    func theEstimateAtReleaseIsWithinFivePercent(rate: Double) {
        for stroke in Self.strokes {
            let errors = (UInt64(1)...200).map { seed in
                let (estimate, truth) = Self.estimate(stroke, rate: rate, seed: seed)
                return (estimate - truth).length / truth.length
            }.sorted()
            let worst = errors.last ?? 0
            #expect(worst <= 0.05, "\(stroke) at \(rate) Hz: worst error \(worst)")
        }
    }
}
