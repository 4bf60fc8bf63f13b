/// A measured figure: the median of repeated samples, with the smallest and largest.
///
/// Benchmarks on a shared two-core machine are noisy; the median ignores the odd sample that
/// another process slowed down, and min and max show how much the runs disagreed.
public struct Spread: Equatable, Sendable {
    public var median: Double
    public var min: Double
    public var max: Double

    /// The spread of `samples`; nil when there are none.
    public init?(_ samples: [Double]) {
        guard let median = Self.percentile(50, of: samples) else { return nil }
        self.median = median
        self.min = samples.min()!
        self.max = samples.max()!
    }

    public init(median: Double, min: Double, max: Double) {
        self.median = median
        self.min = min
        self.max = max
    }

    /// The `percent` percentile of `samples` by the nearest-rank method (the 50th of an even
    /// count is the mean of the two middle samples); nil when there are none.
    public static func percentile(_ percent: Double, of samples: [Double]) -> Double? {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        if percent == 50 {
            let middle = sorted.count / 2
            return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        }
        let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up))
        return sorted[Swift.min(Swift.max(rank, 1), sorted.count) - 1]
    }
}
