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
        /// Where the engine last showed the finger.
        var shownLocation: Point
        /// The contact's size reported with the waiting moves, if it changed.
        var majorAxis: Double?
    }

    private(set) var fingers: [Finger] = []

    /// Whether any finger has reports waiting for a display frame.
    var isWaiting: Bool { fingers.contains { !$0.waiting.isEmpty } }

    /// The oldest waiting report's time, if any.
    var oldestWaiting: Double? { fingers.compactMap { $0.waiting.first?.time }.min() }

    /// Follows `frame` as delivered to the window: landings start a finger, lifts end it, and
    /// moves become what was shown.
    mutating func delivered(_ frame: TouchInputFrame) {
        for change in frame.changes where change.slot.kind == .direct {
            switch change.phase {
            case .down:
                fingers.removeAll { $0.slot == change.slot }
                guard let location = change.location else { continue }
                let report = TouchReport(time: frame.timestamp, location: location)
                fingers.append(Finger(slot: change.slot, shown: [report], shownLocation: location))
            case .motion:
                guard let index = fingers.firstIndex(where: { $0.slot == change.slot }) else { continue }
                let reports = change.deviceReports(atFrameTime: frame.timestamp)
                if !reports.isEmpty { fingers[index].shown = Array((fingers[index].shown + reports).suffix(2)) }
                if let location = change.location { fingers[index].shownLocation = location }
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
            fingers[index].waiting += change.deviceReports(atFrameTime: frame.timestamp)
            if let major = change.majorAxis { fingers[index].majorAxis = major }
        }
    }

    /// Every waiting report as a move to the newest, as reported: what goes before a landing, a
    /// lift or a cancel, and what a display frame that never came leaves behind.
    mutating func flush() -> [TouchChange] {
        var changes: [TouchChange] = []
        for index in fingers.indices where !fingers[index].waiting.isEmpty {
            let reports = fingers[index].waiting
            var change = TouchChange(slot: fingers[index].slot, phase: .motion, location: reports.last!.location)
            change.majorAxis = fingers[index].majorAxis
            change.reports = reports
            changes.append(change)
            fingers[index].waiting.removeAll()
            fingers[index].majorAxis = nil
        }
        return changes
    }

    /// The moves a display frame sampled at `sampleTime` shows: each finger with waiting reports,
    /// resampled, folding in the reports up to the sample time (later ones wait for the next frame).
    mutating func sample(at sampleTime: Double) -> [TouchChange] {
        var changes: [TouchChange] = []
        for index in fingers.indices where !fingers[index].waiting.isEmpty {
            let finger = fingers[index]
            let shown = TouchResampler.report(at: sampleTime, from: finger.shown + finger.waiting)
            let folded = finger.waiting.prefix { $0.time <= sampleTime }
            fingers[index].waiting.removeFirst(folded.count)
            if !folded.isEmpty { fingers[index].shown = Array((finger.shown + folded).suffix(2)) }
            guard shown.location != finger.shownLocation || finger.majorAxis != nil else { continue }
            var change = TouchChange(slot: finger.slot, phase: .motion, location: shown.location)
            change.majorAxis = finger.majorAxis
            change.reports = Array(folded)
            change.resampledTime = shown.time
            changes.append(change)
            fingers[index].shownLocation = shown.location
            fingers[index].majorAxis = nil
        }
        return changes
    }

    /// Forgets every finger (a cancel, a lost device).
    mutating func removeAll() {
        fingers.removeAll()
    }
}
