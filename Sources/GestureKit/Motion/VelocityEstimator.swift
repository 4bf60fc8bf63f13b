/// Estimates how fast something moves from timestamped samples, as Android's default velocity
/// tracker and Flutter's `VelocityTracker` do: a least-squares fit of a second-degree polynomial
/// through the recent samples, differentiated at the newest one.
///
/// A fling speeds up until the finger leaves the glass, so the slope of a straight line through
/// the window (the window's *average* velocity) reads about half of the speed at release; the
/// parabola follows the acceleration and gives the speed at the end. The samples that count are
/// the newest ``Defaults/velocitySampleCount`` within ``Defaults/velocityHorizon`` of the newest,
/// walking back only while no two of them are more than ``Defaults/velocityStopInterval`` apart
/// (an older pause is not part of this movement). When the newest sample itself is older than
/// ``Defaults/velocityStopInterval``, the finger has stopped and the velocity is zero. With only
/// two samples the fit is a straight line (Android lowers the degree the same way); every sample
/// weighs the same (the weighting both sources use by default).
///
/// ```swift
/// var estimator = VelocityEstimator()
/// estimator.add(Point(x: 0, y: 0), at: 0.00)
/// estimator.add(Point(x: 10, y: 0), at: 0.01)
/// estimator.velocity(at: 0.01)   // ≈ (1000, 0) points per second
/// ```
public struct VelocityEstimator: Sendable {
    private struct Sample {
        var time: Double
        var x: Double
        var y: Double
    }

    /// The last ``Defaults/velocitySampleCount`` samples in a ring, so adding one never moves
    /// the others (it runs on every move of every finger).
    private var ring: [Sample] = []
    private var next = 0

    /// An estimator with no samples (its velocity is zero).
    public init() {}

    /// Adds where the tracked point was at `time` (seconds on the engine's clock), in time order.
    public mutating func add(_ point: Point, at time: Double) {
        add(Sample(time: time, x: point.x, y: point.y))
    }

    /// Adds a one-dimensional sample (a scale, an angle); read it back as `velocity(at:).dx`.
    public mutating func add(_ value: Double, at time: Double) {
        add(Sample(time: time, x: value, y: 0))
    }

    private mutating func add(_ sample: Sample) {
        if let newest, sample.time < newest.time { reset() }
        if ring.count < Defaults.velocitySampleCount {
            ring.append(sample)
        } else {
            ring[next] = sample
        }
        // No division: this runs on every move.
        next = next + 1 == Defaults.velocitySampleCount ? 0 : next + 1
    }

    private var newestIndex: Int { next == 0 ? ring.count - 1 : next - 1 }

    private var newest: Sample? { ring.isEmpty ? nil : ring[newestIndex] }

    /// Forgets every sample, e.g. when the set of fingers changes.
    public mutating func reset() {
        ring.removeAllKeepingStorage()
        next = 0
    }

    /// The velocity in units per second at `time`.
    public func velocity(at time: Double) -> Vector {
        guard let newest, time - newest.time <= Defaults.velocityStopInterval else { return .zero }
        var sums = FitSums()
        var index = newestIndex
        var previousTime = newest.time
        for _ in 0..<ring.count {
            let sample = ring[index]
            let age = newest.time - sample.time
            if age > Defaults.velocityHorizon || previousTime - sample.time > Defaults.velocityStopInterval {
                break
            }
            previousTime = sample.time
            // Time relative to the newest sample, in horizons: the powers stay near 1, so the
            // normal equations stay well conditioned.
            sums.add(time: -age / Defaults.velocityHorizon, x: sample.x - newest.x, y: sample.y - newest.y)
            index = index == 0 ? ring.count - 1 : index - 1
        }
        guard let slope = sums.slopeAtZero() else { return .zero }
        return Vector(dx: slope.dx / Defaults.velocityHorizon, dy: slope.dy / Defaults.velocityHorizon)
    }
}

/// The sums of the least-squares normal equations for fitting x(t) and y(t) with polynomials
/// of degree 2 (or 1) in t, all samples weighing 1.
private struct FitSums {
    /// Σ tᵏ for k = 0…4.
    var t0 = 0.0, t1 = 0.0, t2 = 0.0, t3 = 0.0, t4 = 0.0
    /// Σ x·tᵏ and Σ y·tᵏ for k = 0…2.
    var x0 = 0.0, x1 = 0.0, x2 = 0.0
    var y0 = 0.0, y1 = 0.0, y2 = 0.0

    mutating func add(time t: Double, x: Double, y: Double) {
        let tt = t * t
        t0 += 1
        t1 += t
        t2 += tt
        t3 += tt * t
        t4 += tt * tt
        x0 += x
        x1 += x * t
        x2 += x * tt
        y0 += y
        y1 += y * t
        y2 += y * tt
    }

    /// The fitted polynomials' first derivative at t = 0 (the newest sample), or nil with fewer
    /// than two distinct times.
    func slopeAtZero() -> Vector? {
        if t0 >= 3, let quadratic = quadraticSlope() { return quadratic }
        return linearSlope()
    }

    /// Solves the 3 × 3 normal equations for the coefficient of t by Cramer's rule; nil when
    /// they are (nearly) singular, e.g. all samples at two distinct times.
    private func quadraticSlope() -> Vector? {
        // | t0 t1 t2 | |c0|   |v0|
        // | t1 t2 t3 | |c1| = |v1|
        // | t2 t3 t4 | |c2|   |v2|
        let minor00 = t2 * t4 - t3 * t3
        let minor01 = t1 * t4 - t3 * t2
        let minor02 = t1 * t3 - t2 * t2
        let determinant = t0 * minor00 - t1 * minor01 + t2 * minor02
        guard determinant > 1e-9 * t0 * t2 * t4 else { return nil }
        func c1(_ v0: Double, _ v1: Double, _ v2: Double) -> Double {
            // The determinant with the middle column replaced by v.
            let numerator = t0 * (v1 * t4 - t3 * v2) - v0 * (t1 * t4 - t3 * t2) + t2 * (t1 * v2 - v1 * t2)
            return numerator / determinant
        }
        return Vector(dx: c1(x0, x1, x2), dy: c1(y0, y1, y2))
    }

    private func linearSlope() -> Vector? {
        let variance = t0 * t2 - t1 * t1
        guard t0 >= 2, variance > 1e-12 * t0 * t2 else { return nil }
        return Vector(dx: (t0 * x1 - t1 * x0) / variance, dy: (t0 * y1 - t1 * y0) / variance)
    }
}
