/// The touchscreen's fingers between display frames: each finger's reports not yet shown, and the
/// last ones that were, so that each display frame shows every moving finger where it was at the
/// frame's sample time (``TouchResampler``) and hands on the reports that frame folded together.
///
/// Only moves wait here. A landing, a lift or a cancel is never moved in time or place: before one
/// is delivered, the moves still waiting are delivered as they were reported (``flush()``).
struct HeldMoves {
    struct Finger {
        var slot: TouchSlot
        /// The last two reports already shown (a landing counts), for predicting past the newest.
        var shown: [TouchReport]
        /// Reports not yet shown, oldest first.
        var waiting: [TouchReport] = []
        /// Where the engine last showed the finger, and the moment that place stands for.
        var shownLocation: Point
        var shownTime = -Double.infinity
        /// The contact's size reported with the waiting moves, if it changed.
        var majorAxis: Double?

        /// Takes what `change` showed: its reports become the last two shown (kept in place,
        /// as this runs on every move) and its place what the engine shows.
        mutating func show(_ change: TouchChange, atFrameTime frameTime: Double) {
            change.forEachDeviceReport(atFrameTime: frameTime) { keepShown($0) }
            if let location = change.location { shownLocation = location }
        }

        private mutating func keepShown(_ report: TouchReport) {
            if shown.count == 2 { shown.removeFirst() }
            shown.append(report)
            shownTime = report.time
        }
    }

    private(set) var fingers: [Finger] = []

    /// Whether any finger has reports waiting for a display frame.
    var isWaiting: Bool { fingers.contains { !$0.waiting.isEmpty } }

    /// The oldest waiting report's time, if any.
    var oldestWaiting: Double? { fingers.compactMap { $0.waiting.first?.time }.min() }

    /// Follows `frame` as delivered to the window: landings start a finger, lifts end it, and
    /// moves become what was shown.
    mutating func delivered(_ frame: TouchInputFrame) {
        for change in frame.changes where change.slot.kind == .finger {
            switch change.phase {
            case .down:
                fingers.removeAll { $0.slot == change.slot }
                guard let location = change.location else { continue }
                let report = TouchReport(time: frame.timestamp, location: location)
                fingers.append(
                    Finger(slot: change.slot, shown: [report], shownLocation: location, shownTime: report.time))
            case .motion:
                guard let index = fingers.firstIndex(where: { $0.slot == change.slot }) else { continue }
                fingers[index].show(change, atFrameTime: frame.timestamp)
            case .up, .cancel:
                fingers.removeAll { $0.slot == change.slot }
            }
        }
    }

    /// Whether every change of `frame` is a move of a finger followed here, which may wait.
    func canHold(_ frame: TouchInputFrame) -> Bool {
        frame.changes.allSatisfy { change in
            change.phase == .motion && change.location != nil && fingers.contains { $0.slot == change.slot }
        }
    }

    /// Keeps the moves of `frame` (see ``canHold(_:)``) for the next display frame.
    mutating func hold(_ frame: TouchInputFrame) {
        for change in frame.changes {
            guard let index = fingers.firstIndex(where: { $0.slot == change.slot }) else { continue }
            change.forEachDeviceReport(atFrameTime: frame.timestamp) { fingers[index].waiting.append($0) }
            if let major = change.majorAxis { fingers[index].majorAxis = major }
        }
    }

    /// Every waiting report as a move to the newest, as reported, and every finger shown where
    /// it was predicted to go put back where it was reported: what goes before a landing, a lift
    /// or a cancel, and what a display frame that never came leaves behind.
    mutating func flush() -> [TouchChange] {
        var changes: [TouchChange] = []
        for index in fingers.indices {
            let finger = fingers[index]
            guard let newest = finger.waiting.last ?? finger.shown.last,
                !finger.waiting.isEmpty || newest.location != finger.shownLocation
            else { continue }
            var change = TouchChange(slot: finger.slot, phase: .motion, location: newest.location)
            change.majorAxis = finger.majorAxis
            change.reports = finger.waiting
            // Put back, it is no new report: the place stands for the newest one.
            if finger.waiting.isEmpty { change.resampledTime = newest.time }
            changes.append(change)
            fingers[index].waiting.removeAll()
            fingers[index].majorAxis = nil
        }
        return changes
    }

    /// The moves a display frame sampled at `sampleTime` shows: each finger with waiting reports,
    /// resampled, folding in the reports up to the sample time (later ones wait for the next frame),
    /// with where it is expected up to the frame's `presentation`.
    ///
    /// Every moving finger is shown at one moment, as a device reports all its fingers at once:
    /// the sample time, or earlier when a finger's reports cannot reach it (its newest report
    /// came in a later read, or the finger paused), so a pinch's fingers never show their
    /// positions from different moments (a span that shrinks while they spread).
    mutating func sample(at sampleTime: Double, presentation: Double) -> [TouchChange] {
        let reach = fingers.filter { !$0.waiting.isEmpty }.map { Self.reach(of: $0.shown + $0.waiting) }.min()
        let common = min(sampleTime, reach ?? sampleTime)
        var changes: [TouchChange] = []
        for index in fingers.indices where !fingers[index].waiting.isEmpty {
            let finger = fingers[index]
            // Never back to before what this finger already showed.
            let time = max(common, finger.shownTime)
            let shown = TouchResampler.report(at: time, from: finger.shown + finger.waiting)
            let folded = finger.waiting.prefix { $0.time <= time }
            fingers[index].waiting.removeFirst(folded.count)
            if !folded.isEmpty { fingers[index].shown = Array((finger.shown + folded).suffix(2)) }
            fingers[index].shownTime = max(finger.shownTime, shown.time)
            guard shown.location != finger.shownLocation || finger.majorAxis != nil else { continue }
            var change = TouchChange(slot: finger.slot, phase: .motion, location: shown.location)
            change.majorAxis = finger.majorAxis
            change.reports = Array(folded)
            change.resampledTime = shown.time
            change.predictedReports = TouchResampler.prediction(
                after: shown, from: finger.shown + finger.waiting, until: presentation)
            changes.append(change)
            fingers[index].shownLocation = shown.location
            fingers[index].majorAxis = nil
        }
        return changes
    }

    /// The latest moment `reports` (time order, at least one) place a finger: its newest report,
    /// or as far past it as ``TouchResampler`` predicts.
    private static func reach(of reports: [TouchReport]) -> Double {
        let newest = reports[reports.count - 1]
        guard reports.count >= 2 else { return newest.time }
        let gap = newest.time - reports[reports.count - 2].time
        guard gap >= Defaults.resampleMinimumGap, gap <= Defaults.resampleMaximumGap else { return newest.time }
        return newest.time + min(gap / 2, Defaults.resampleMaximumPrediction)
    }

    /// Forgets every finger (a cancel, a lost device).
    mutating func removeAll() {
        fingers.removeAll()
    }
}
