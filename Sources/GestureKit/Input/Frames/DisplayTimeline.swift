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
/// does not move the prediction; after a pause (no frame for ``longestPeriod``) it is taken
/// afresh.
///
/// ```swift
/// var timeline = DisplayTimeline()
/// for done in [0.0, 0.0167, 0.0333] { timeline.frameDone(at: done) }
/// timeline.nextPresentation(after: 0.040)   // ≈ 0.05
/// ```
public struct DisplayTimeline: Sendable {
    /// Seconds between frames reaching the screen; ``assumedPeriod`` until frames have been seen.
    public private(set) var period = assumedPeriod
    /// The period taken before any frame or the output's rate is known: 60 Hz, most displays'.
    public static let assumedPeriod = 1.0 / 60
    /// When frames were shown (or taken for the screen), newest last.
    private var shown: [Double] = []
    /// Whether the times come from presentation feedback (exact) rather than frame callbacks.
    public private(set) var isFromPresentationFeedback = false
    /// Whether the compositor told the period (presentation feedback's `refresh`).
    private var periodIsReported = false
    /// The period the output's mode gives (``outputRefreshes(every:)``), if said.
    private var nominalPeriod: Double?
    /// Whether the period is known rather than learnt from the frames' gaps.
    private var periodIsFixed: Bool { periodIsReported || (nominalPeriod != nil && !outpacesNominal) }

    /// Whether most recent frames came under half the output's period after the one before: a
    /// compositor that answers at once rather than at its refreshes (a test compositor pumped by
    /// hand), whose own rhythm is taken then.
    private var outpacesNominal: Bool {
        guard let nominalPeriod, shown.count >= 4 else { return false }
        let gaps = zip(shown.dropFirst(), shown).map { $0 - $1 }
        return gaps.count { $0 < nominalPeriod / 2 } * 2 > gaps.count
    }

    /// How many of the latest frames the fit looks at: a quarter second at 60 Hz, short enough to
    /// follow a change of output.
    static let remembered = 16
    /// The shortest period believed: 500 Hz.
    public static let shortestPeriod = 0.002
    /// The longest: 10 Hz. Longer gaps are pauses, not refreshes.
    public static let longestPeriod = 0.1

    /// A timeline that knows nothing yet (60 Hz, no phase).
    public init() {}

    /// Whether any frame has been seen: before, predictions assume the screen shows a frame
    /// one period after it is drawn.
    public var hasPhase: Bool { !shown.isEmpty }

    /// The output the frames are shown on refreshes every `seconds` (its mode's rate): the period
    /// from now on, unless presentation feedback reports one, or the frames come far faster (a
    /// compositor that answers at once, not at its refreshes).
    ///
    /// Frame callbacks alone cannot tell it where the compositor composites right after each
    /// commit (KWin's virtual outputs): their gaps then follow the client's own drawing, and a
    /// period learnt from them drifts with it, frame after frame.
    public mutating func outputRefreshes(every seconds: Double) {
        guard seconds.isFinite, seconds >= Self.shortestPeriod, seconds <= Self.longestPeriod else { return }
        nominalPeriod = seconds
        guard !periodIsReported else { return }
        period = seconds
        fit = fitGrid()
    }

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
        if periodIsReported { period = refresh } else if let nominalPeriod { period = nominalPeriod }
        note(time)
    }

    private mutating func note(_ time: Double) {
        guard time.isFinite else { return }
        if let last = shown.last, time <= last { return }
        // After a pause the grid starts again from this frame (the period stays): a compositor
        // that drew nothing for a while may take up another phase (KWin's virtual output
        // composites right after the next commit), and the old frames would outvote the new
        // ones for a quarter second. Where the phase held, one frame finds it again.
        if let last = shown.last, time - last > Self.longestPeriod { shown.removeAll() }
        shown.append(time)
        if shown.count > Self.remembered { shown.removeFirst(shown.count - Self.remembered) }
        if let nominalPeriod, !periodIsReported, !outpacesNominal {
            period = nominalPeriod
        } else if !periodIsFixed {
            // Gaps of one refresh: a gap over 1.5 periods is a frame nobody asked for, or idle.
            let gaps = zip(shown.dropFirst(), shown).map { $0 - $1 }.filter {
                $0 >= Self.shortestPeriod && $0 <= Self.longestPeriod
            }
            let single = gaps.filter { $0 <= period * 1.5 }
            if let median = Self.median(single.isEmpty ? gaps : single) { period = median }
        }
        fit = fitGrid()
        if hasMovedPhase {
            shown.removeFirst(shown.count - 2)
            fit = fitGrid()
        }
        // Refined by the line through the frames, which the jitter of single gaps does not bias.
        if !periodIsFixed, let fitted = fit?.period, abs(fitted - period) < period * 0.1 { period = fitted }
    }

    /// The oldest frame the grid is fitted through: frames before it belong to another rhythm
    /// (before a pause, or before the phase moved).
    public var rhythmStart: Double? { shown.first }

    /// Whether the two newest frames sit more than 2 ms to the same side of the fitted grid, and
    /// within 1 ms of each other: the display took up another phase, and the grid starts again
    /// from them (KWin's virtual output composites right after the commit that follows a frame it
    /// did not get in time; the old frames would outvote the new ones for half their number).
    /// One frame off is a late callback, which the fit leaves out.
    private var hasMovedPhase: Bool {
        guard fit != nil, shown.count >= 4 else { return false }
        let offsets = shown.suffix(2).map { $0 - presentation(nearest: $0) }
        return offsets.allSatisfy { abs($0) > Self.offGrid } && (offsets[0] > 0) == (offsets[1] > 0)
            && abs(offsets[0] - offsets[1]) < Self.offGrid / 2
    }

    /// How far off the fitted grid a frame is left out of the fit.
    static let offGrid = 0.002

    /// The first moment after `time` that the display shows a frame: on the fitted grid of
    /// recent frames, or one period after `time` before any frame was seen.
    public func nextPresentation(after time: Double) -> Double {
        guard let anchor = phase else { return time + period }
        let steps = ((time - anchor) / period).rounded(.down) + 1
        return anchor + steps * period
    }

    /// The moment on the fitted grid of recent frames nearest `time` (`time` itself before any
    /// frame was seen).
    public func presentation(nearest time: Double) -> Double {
        guard let anchor = phase else { return time }
        return anchor + ((time - anchor) / period).rounded() * period
    }

    /// A time on the grid of recent frames (see ``fitGrid()``).
    private var phase: Double? {
        guard let newest = shown.last else { return nil }
        return fit?.anchor ?? newest
    }

    /// The fitted grid, as of the newest frame.
    private var fit: (anchor: Double, period: Double)?

    /// The straight line through the recent frames, each numbered by the refreshes since the
    /// first (a skipped frame counts its refreshes): its value at the newest frame, and its slope.
    /// A least-squares line, fitted again without frames more than 2 ms off it, so one callback
    /// late by a busy machine does not move it; every frame's jitter counts a little rather than
    /// the newest frame's all, so the grid stays put from frame to frame. Where the period is
    /// known, only the line's place is fitted: a slope free to follow the frames would follow a
    /// client whose commits set the compositor's rhythm.
    private func fitGrid() -> (anchor: Double, period: Double)? {
        guard shown.count >= 3 else { return nil }
        var numbers: [Double] = [0]
        for (time, previous) in zip(shown.dropFirst(), shown) {
            numbers.append(numbers[numbers.count - 1] + max(1, ((time - previous) / period).rounded()))
        }
        var points = Array(zip(numbers, shown))
        let slope = periodIsFixed ? period : nil
        var line = Self.line(through: points, slope: slope)
        if let first = line {
            let close = points.filter { abs($0.1 - (first.intercept + first.slope * $0.0)) <= Self.offGrid }
            if close.count >= 3, close.count < points.count {
                points = close
                line = Self.line(through: points, slope: slope)
            }
        }
        guard let line, line.slope > 0 else { return nil }
        return (line.intercept + line.slope * numbers[numbers.count - 1], line.slope)
    }

    /// The least-squares line through `points`, or the best one of the given slope.
    private static func line(through points: [(Double, Double)], slope given: Double?) -> (
        intercept: Double, slope: Double
    )? {
        let count = Double(points.count)
        let meanX = points.map(\.0).reduce(0, +) / count
        let meanY = points.map(\.1).reduce(0, +) / count
        if let given { return (meanY - given * meanX, given) }
        let spread = points.map { ($0.0 - meanX) * ($0.0 - meanX) }.reduce(0, +)
        guard spread > 0 else { return nil }
        let slope = points.map { ($0.0 - meanX) * ($0.1 - meanY) }.reduce(0, +) / spread
        return (meanY - slope * meanX, slope)
    }

    private static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
