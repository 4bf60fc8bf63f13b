/// Estimates how fast something moves from timestamped samples: the slope of a least-squares
/// line through the samples of the last ``Defaults/velocityHorizon`` seconds.
///
/// A straight-line fit over a short window smooths the jitter of single touch reports without
/// lagging behind a change of direction. When the newest sample is older than
/// ``Defaults/velocityStopInterval``, the finger has stopped and the velocity is zero.
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

    private var newest: Sample? {
        guard !ring.isEmpty else { return nil }
        return ring[next == 0 ? ring.count - 1 : next - 1]
    }

    /// Forgets every sample, e.g. when the set of fingers changes.
    public mutating func reset() {
        ring.removeAllKeepingStorage()
        next = 0
    }

    /// The velocity in units per second at `time`.
    public func velocity(at time: Double) -> Vector {
        guard let newest, time - newest.time <= Defaults.velocityStopInterval else { return .zero }
        var count = 0.0, sumTime = 0.0, sumX = 0.0, sumY = 0.0
        for sample in ring where newest.time - sample.time <= Defaults.velocityHorizon {
            count += 1
            sumTime += sample.time
            sumX += sample.x
            sumY += sample.y
        }
        guard count >= 2 else { return .zero }
        let meanTime = sumTime / count, meanX = sumX / count, meanY = sumY / count
        var timeVariance = 0.0, covarianceX = 0.0, covarianceY = 0.0
        for sample in ring where newest.time - sample.time <= Defaults.velocityHorizon {
            let dt = sample.time - meanTime
            timeVariance += dt * dt
            covarianceX += dt * (sample.x - meanX)
            covarianceY += dt * (sample.y - meanY)
        }
        guard timeVariance > 0 else { return .zero }
        return Vector(dx: covarianceX / timeVariance, dy: covarianceY / timeVariance)
    }
}
