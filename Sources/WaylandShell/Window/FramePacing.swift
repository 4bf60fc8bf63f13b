/// The timing the drawing policy (ShellWindow+Drawing) decides with: the display's rhythm, the
/// finger's rhythm, and how long a frame takes to draw. All times are seconds on the event
/// loop's clock, taken when things reach the app.
///
/// Why it is needed: a frame is committed at once when input arrives and no frame callback is
/// pending, otherwise when the callback comes. Drawn naively, a callback that finds input waiting
/// from just before it draws that input at once; the finger's next report then lands while that
/// frame's callback is pending and has to wait for it, and so does every report after — the app
/// falls into committing right after each refresh, a fraction of a refresh behind the finger
/// (GTK's frame clock works that way by design). Holding such a frame until the finger's next
/// report, when that report is due before the frame would miss the next refresh, keeps every
/// later report drawn the moment it arrives. Still at most one commit per frame callback.
struct FramePacing {
    /// Seconds between display refreshes: the typical recent gap between frame callbacks,
    /// 60 Hz until two have come in a row.
    private(set) var refreshInterval = 1.0 / 60
    /// Gaps between the last frame callbacks, newest last.
    private var refreshGaps: [Double] = []
    /// When the last frame callback came.
    private var lastDone: Double?
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
        if let lastDone { Self.remember(time - lastDone, in: &refreshGaps) }
        lastDone = time
        // Gaps longer than 50 ms are idle stretches, not refreshes; 4 ms is 250 Hz.
        refreshInterval = max(0.004, Self.median(refreshGaps.filter { $0 < 0.05 }) ?? 1.0 / 60)
    }

    mutating func drew(taking seconds: Double) {
        Self.remember(seconds, in: &drawDurations)
    }

    /// Right after a frame callback, with damage from input pending: until when to hold the
    /// frame for the finger's next report, or nil to draw now. Holding makes sense only when the
    /// pending input came before the callback, the finger has a rhythm (three reports in), and it
    /// says its next report comes
    /// — even a little late, by as much as its reports have wavered — before the last moment a
    /// frame can start and still make the next refresh. A report due closer to that moment is not
    /// waited for: drawing now, a refresh behind it, then costs only the little time from that
    /// moment to the refresh.
    func holdDeadline(now: Double) -> Double? {
        guard let lastDone, let lastInput, lastInput < lastDone, inputGaps.count >= 3,
            let inputGap = Self.median(inputGaps), inputGap < Self.longestReportGap
        else { return nil }
        let deadline = lastDone + refreshInterval - (Self.median(drawDurations) ?? 0) - Self.latchMargin
        // How much the reports waver, leaving out the most extreme gap at either end: one report
        // delayed by a busy machine should not stop the app from waiting for the next.
        let sortedGaps = inputGaps.sorted()
        let waver = sortedGaps[sortedGaps.count - 2] - sortedGaps[1]
        let expected = lastInput + inputGap + waver + Self.latchMargin
        guard now < deadline, expected < deadline else { return nil }
        return deadline
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
