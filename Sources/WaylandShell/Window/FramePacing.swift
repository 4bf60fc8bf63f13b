import GestureKit

/// The timing the drawing policy (ShellWindow+Drawing) decides with: the display's rhythm, the
/// finger's rhythm, and how long a frame takes to draw. All times are seconds on the event
/// loop's clock, taken when things reach the app.
///
/// Why it is needed: a frame is committed at once when input arrives and no frame callback is
/// pending, otherwise when the callback comes. Drawn naively, a callback that finds input waiting
/// from just before it draws that input at once; the finger's next report then lands while that
/// frame's callback is pending and has to wait for it, and so does every report after — the app
/// falls into committing right after each refresh, a fraction of a refresh behind the finger
/// (GTK's frame clock works that way by design). And when the finger reports faster than the
/// display refreshes, the first report after a callback is not the one to draw either: the
/// compositor picks commits up shortly before its next refresh, so a frame committed right after
/// the callback waits there as long as one committed just before the pickup, and leaves every
/// report in between a refresh behind. So the frame waits, as long as the finger's next report is
/// due before a latch deadline just ahead of the next refresh, and is drawn the moment the last
/// report before it arrives. Still at most one commit per frame callback.
struct FramePacing {
    /// Seconds between display refreshes: as presentation feedback reports it, else as the
    /// output's mode says (unless the callbacks come far faster), else the callbacks' own
    /// rhythm; 60 Hz until any is known (see ``DisplayTimeline/outputRefreshes(every:)``).
    var refreshInterval: Double { reportedRefresh ?? callbackGrid.period }
    /// The refresh period presentation feedback reported last, if any.
    private var reportedRefresh: Double?
    /// When the last frame callback came.
    private var lastDone: Double?
    /// The callbacks' rhythm, fitted over recent ones. Not the router's `displayTimeline`: that
    /// one follows presentation feedback once it comes (when frames reach the screen), while a
    /// deadline needs when the compositor takes commits, which its callbacks mark (weston
    /// composites 7 ms ahead of its vblank and sends them then).
    private var callbackGrid = DisplayTimeline()
    /// When the last callbacks came, newest last: how far they came from the rhythm as now
    /// fitted (negative: early) is how early the next may come.
    private var recentCallbacks: [Double] = []
    /// Gaps between the last callbacks, newest last.
    private var callbackGaps: [Double] = []
    /// When the last input report came, and the gap before it.
    private var lastInput: Double?
    private var inputGaps: [Double] = []
    /// How long the last draws took (render and commit).
    private var drawDurations: [Double] = []

    /// Events closer together than this belong to one report (a touch's motion and its frame,
    /// or two fingers' motions, are read together).
    static let sameReport = 0.002
    /// Reports further apart than this are not a moving finger: the next one is not waited for.
    static let longestReportGap = 0.05
    /// Kept short, so the estimates follow a change of display or finger quickly.
    private static let remembered = 8
    /// Slack for what the estimates cannot see: the compositor taking a moment to pick a commit
    /// up, the loop waking a moment late.
    static let latchMargin = 0.0005

    mutating func inputArrived(at time: Double) {
        if let lastInput, time - lastInput > Self.sameReport { Self.remember(time - lastInput, in: &inputGaps) }
        lastInput = time
    }

    mutating func frameDone(at time: Double) {
        if let lastDone { Self.remember(time - lastDone, in: &callbackGaps) }
        lastDone = time
        callbackGrid.frameDone(at: time)
        Self.remember(time, in: &recentCallbacks)
    }

    /// Presentation feedback says the display refreshes every `seconds` (0: it cannot say).
    mutating func refreshReported(_ seconds: Double) {
        // 2 ms to 100 ms: 500 Hz to 10 Hz, as DisplayTimeline believes.
        guard seconds >= 0.002, seconds <= 0.1 else { return }
        reportedRefresh = seconds
    }

    /// The output the window is on refreshes every `seconds` (its mode). Where the compositor
    /// composites right after a commit (KWin's virtual outputs), the callbacks follow the app's
    /// own drawing, and a rhythm learnt from them alone drifts with each deadline set from it.
    mutating func outputRefreshes(every seconds: Double) {
        callbackGrid.outputRefreshes(every: seconds)
    }

    mutating func drew(taking seconds: Double) {
        Self.remember(seconds, in: &drawDurations)
    }

    /// With damage from input pending and no frame callback pending: until when to hold the
    /// frame for the finger's next report, or nil to draw now (a latch deadline).
    ///
    /// The frame is held while the finger has a rhythm (three reports in) and says its next
    /// report comes — even a little late, by as much as its reports have wavered — before the
    /// last moment a frame can start and still make the next refresh: one refresh after the last
    /// callback, less a draw, how early callbacks have come, and a margin (``latchLimit``). So the frame is drawn with
    /// the newest report that can make that refresh, the moment it arrives, rather than with the
    /// first report after the callback: a compositor that composites on a timer ahead of each
    /// refresh (KWin: 11.3 ms before its vblank at 60 Hz, see docs/performance-glass.md) shows a
    /// frame committed right after its callback no sooner than one committed just before its
    /// pickup, so committing early only leaves the reports after it a refresh behind. A report
    /// due closer to that moment is not waited for, and input after a pause (no callback for
    /// more than a refresh) is drawn at once: a compositor with nothing pending composites it at
    /// once.
    func holdDeadline(now: Double) -> Double? {
        guard let deadline = latchLimit, let lastInput, inputGaps.count >= 3,
            let inputGap = Self.median(inputGaps), inputGap < Self.longestReportGap
        else { return nil }
        // How much the reports waver: one report delayed by a busy machine should not stop the
        // app from waiting for the next.
        let expected = lastInput + inputGap + Self.waver(of: inputGaps) + Self.latchMargin
        guard now < deadline, expected < deadline else { return nil }
        return deadline
    }

    /// With moves waiting for a display frame (the router resamples them to it): until when to
    /// hold the frame, or nil to draw now. The latch deadline alone decides: the moves are shown
    /// as of the frame's presentation whenever it is latched, so latching earlier would only
    /// leave later reports for the next refresh.
    func latchDeadline(now: Double) -> Double? {
        guard let deadline = latchLimit else { return nil }
        return now < deadline ? deadline : nil
    }

    /// The last moment a frame can start and still make the next refresh: one refresh after the
    /// last callback, less a draw, a margin, and how early the next pickup may come: as early as
    /// recent callbacks came ahead of their rhythm, or a quarter of their gaps' waver, whichever is more
    /// (the rhythm's fit needs the period right; the waver does not). Counted from where the
    /// rhythm puts the last callback, not from the callback: the compositor's next refresh does
    /// not wait for a late one, and an early one is already counted in how early one may come.
    /// Counted from an early callback as well, the deadline would come early twice over; a
    /// compositor that composites right after each commit (KWin's virtual output) follows the
    /// early frame, the next callback comes twice as early, and so on, until the frames run a
    /// quarter refresh early each, as long as the drag lasts.
    private var latchLimit: Double? {
        guard let lastDone else { return nil }
        // Gaps of one refresh only: a frame the app skipped is not the compositor wavering.
        let singleGaps = callbackGaps.filter { $0 >= 0.002 && $0 <= refreshInterval * 1.5 }
        // At most a quarter refresh: a rhythm that does not fit yet (after a pause, or a change
        // of output) is no reason to give up most of a frame.
        // Callbacks of the rhythm as it is now: before a pause, or before the phase moved, they
        // came on another (KWin's virtual output takes up a new one after either), and would
        // pull the deadlines early until forgotten.
        let start = callbackGrid.rhythmStart ?? -.infinity
        let earliest = recentCallbacks.filter { $0 >= start }.map { $0 - nearestGridPoint(to: $0) }.min() ?? 0
        let ahead = min(-min(0, earliest), refreshInterval / 4)
        // Gaps waver by twice as much as callbacks stray either side of a rhythm fitted through
        // their middle (one late, the next on time): a quarter of it is how early one may come.
        let earliness = max(ahead, Self.waver(of: singleGaps) / 4)
        let drawing = Self.median(drawDurations) ?? 0
        return nearestGridPoint(to: lastDone) + refreshInterval - drawing - earliness - Self.latchMargin
    }

    /// The point of the callbacks' rhythm nearest `time`.
    private func nearestGridPoint(to time: Double) -> Double {
        callbackGrid.nextPresentation(after: time - refreshInterval / 2)
    }

    /// How much gaps waver: the range of `gaps`, leaving out the most extreme one at either end
    /// (one late callback or report is not a rhythm); zero for fewer than four.
    static func waver(of gaps: [Double]) -> Double {
        guard gaps.count >= 4 else { return 0 }
        let sorted = gaps.sorted()
        return sorted[sorted.count - 2] - sorted[1]
    }

    /// The middle value (the upper one of an even count); nil for none. Steadier than the mean
    /// against the odd late callback or slow frame.
    private static func median(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : values.sorted()[values.count / 2]
    }

    private static func remember(_ value: Double, in values: inout [Double]) {
        values.append(value)
        if values.count > remembered { values.removeFirst() }
    }
}
