/// The display's rhythm as the engine knows it: how often frames reach the screen (the refresh
/// period) and when (the phase), from what the compositor tells the host, so that the moment a
/// frame being drawn now will be shown can be predicted.
///
/// Two sources, each on the engine's clock (CLOCK_MONOTONIC, the input's clock):
/// - presentation feedback (`wp_presentation`: weston, mutter, sway): when each frame was shown
///   and the refresh period, exact (``presented(at:refresh:)``);
/// - frame callbacks where that is not offered (KWin 5.27, cage): their `done`s come when the
///   compositor takes a frame for the screen (``frameDone(at:)``), once a refresh, with jitter.
///
/// The period is the median of recent gaps (a frame the client skipped, a gap over 1.5 periods,
/// is left out), so an output moved from 60 to 144 Hz is followed within a few frames. The phase
/// is fitted over recent frames rather than taken from the last one, so a single late callback
/// does not move the prediction.
///
/// ```swift
/// var timeline = DisplayTimeline()
/// for done in [0.0, 0.0167, 0.0333] { timeline.frameDone(at: done) }
/// timeline.nextPresentation(after: 0.040)   // ≈ 0.05
/// ```
public struct DisplayTimeline: Sendable {
    /// Seconds between frames reaching the screen; 60 Hz until frames have been seen.
    public private(set) var period = 1.0 / 60
    /// When frames were shown (or taken for the screen), newest last.
    private var shown: [Double] = []
    /// Whether the times come from presentation feedback (exact) rather than frame callbacks.
    public private(set) var isFromPresentationFeedback = false
    /// Whether the compositor told the period (presentation feedback's `refresh`).
    private var periodIsReported = false

    /// How many of the latest frames the fit looks at: a quarter second at 60 Hz, short enough to
    /// follow a change of output.
    static let remembered = 16
    /// The shortest period believed: 500 Hz.
    static let shortestPeriod = 0.002
    /// The longest: 10 Hz. Longer gaps are pauses, not refreshes.
    static let longestPeriod = 0.1

    /// A timeline that knows nothing yet (60 Hz, no phase).
    public init() {}

    /// Whether any frame has been seen: before, predictions assume the screen shows a frame
    /// one period after it is drawn.
    public var hasPhase: Bool { !shown.isEmpty }

    /// A frame callback's `done` arrived at `time`.
    public mutating func frameDone(at time: Double) {
        guard !isFromPresentationFeedback else { return }
        note(time)
    }

    /// A frame was presented at `time`, the display refreshing every `refresh` seconds (0 when the
    /// compositor does not say). Presentation feedback outranks frame callbacks from then on.
    public mutating func presented(at time: Double, refresh: Double) {
        if !isFromPresentationFeedback {
            isFromPresentationFeedback = true
            shown.removeAll()
        }
        periodIsReported = refresh.isFinite && refresh >= Self.shortestPeriod && refresh <= Self.longestPeriod
        if periodIsReported { period = refresh }
        note(time)
    }

    private mutating func note(_ time: Double) {
        guard time.isFinite else { return }
        if let last = shown.last, time <= last { return }
        shown.append(time)
        if shown.count > Self.remembered { shown.removeFirst(shown.count - Self.remembered) }
        guard !periodIsReported else { return }
        // Gaps of one refresh: a gap over 1.5 periods is a frame nobody asked for, or idle.
        let gaps = zip(shown.dropFirst(), shown).map { $0 - $1 }.filter {
            $0 >= Self.shortestPeriod && $0 <= Self.longestPeriod
        }
        let single = gaps.filter { $0 <= period * 1.5 }
        if let median = Self.median(single.isEmpty ? gaps : single) { period = median }
    }

    /// The first moment after `time` that the display shows a frame: on the fitted grid of
    /// recent frames, or one period after `time` before any frame was seen.
    public func nextPresentation(after time: Double) -> Double {
        guard let anchor = phase else { return time + period }
        let steps = ((time - anchor) / period).rounded(.down) + 1
        return anchor + steps * period
    }

    /// A time on the grid of recent frames: each frame's time moved by whole periods to the
    /// newest one's neighbourhood, and the median taken, so one late frame does not shift it.
    private var phase: Double? {
        guard let newest = shown.last else { return nil }
        let offsets = shown.map { time in
            let offset = (time - newest).truncatingRemainder(dividingBy: period)
            // Into −½…½ of a period around the newest frame.
            return offset > period / 2 ? offset - period : offset < -period / 2 ? offset + period : offset
        }
        return newest + (Self.median(offsets) ?? 0)
    }

    private static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
