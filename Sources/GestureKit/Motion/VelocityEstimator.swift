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
    private var samples: [(time: Double, x: Double, y: Double)] = []

    public init() {}

    public mutating func add(_ point: Point, at time: Double) {
        add(x: point.x, y: point.y, at: time)
    }

    /// Adds a one-dimensional sample (a scale, an angle); read it back as `velocity(at:).dx`.
    public mutating func add(_ value: Double, at time: Double) {
        add(x: value, y: 0, at: time)
    }

    private mutating func add(x: Double, y: Double, at time: Double) {
        if let last = samples.last, time < last.time { samples.removeAll() }
        samples.append((time, x, y))
        if samples.count > Defaults.velocitySampleCount {
            samples.removeFirst(samples.count - Defaults.velocitySampleCount)
        }
    }

    /// Forgets every sample, e.g. when the set of fingers changes.
    public mutating func reset() {
        samples.removeAll()
    }

    /// The velocity in units per second at `time`.
    public func velocity(at time: Double) -> Vector {
        guard let newest = samples.last, time - newest.time <= Defaults.velocityStopInterval else { return .zero }
        let recent = samples.filter { newest.time - $0.time <= Defaults.velocityHorizon }
        guard recent.count >= 2 else { return .zero }
        let count = Double(recent.count)
        let meanTime = recent.reduce(0) { $0 + $1.time } / count
        let meanX = recent.reduce(0) { $0 + $1.x } / count
        let meanY = recent.reduce(0) { $0 + $1.y } / count
        var timeVariance = 0.0, covarianceX = 0.0, covarianceY = 0.0
        for sample in recent {
            let dt = sample.time - meanTime
            timeVariance += dt * dt
            covarianceX += dt * (sample.x - meanX)
            covarianceY += dt * (sample.y - meanY)
        }
        guard timeVariance > 0 else { return .zero }
        return Vector(dx: covarianceX / timeVariance, dy: covarianceY / timeVariance)
    }
}
