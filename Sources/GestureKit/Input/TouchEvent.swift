/// Every touch change that arrived together (one `wl_touch.frame`), as UIKit's `UIEvent`.
///
/// Touch collections in the engine are arrays ordered by touch id rather than sets, so that the
/// same input always gives the same order of calls and the same report.
///
/// A value, not an object as in UIKit: it never changes once made, and one is made for every
/// event, so it costs no allocation.
public struct TouchEvent {
    /// Seconds on the engine's clock.
    public let timestamp: Double
    /// Every touch in the window during this event, the ones that end in it included.
    public let allTouches: [Touch]
    /// Which event of its window this is (touches know the last event they changed in).
    let serial: Int

    init(timestamp: Double, allTouches: [Touch], serial: Int = 0) {
        self.timestamp = timestamp
        self.allTouches = allTouches
        self.serial = serial
    }

    /// Every report of `touch` the device sent that this event folds together, oldest first, as
    /// UIKit's `coalescedTouches(for:)`: a display frame shows a moving finger once, at one
    /// moment, while a fast stroke reported two or three times in between; drawing them all keeps
    /// its every turn. Empty when `touch` did not move in this event. Locations are in the
    /// window's coordinates (``TouchReport/location(in:)`` converts).
    public func coalescedTouches(for touch: Touch) -> [TouchReport] {
        touch.coalescedEvent == serial ? touch.coalescedReports : []
    }

    /// Where `touch` is expected to be after its place in this event, up to the presentation of
    /// the display frame that shows it, oldest first, as UIKit's `predictedTouches(for:)`: reports
    /// that came after the moment shown, then one place extrapolated from the last two, never more
    /// than ``Defaults/predictionMaximum`` past the newest report. Drawn faintly ahead of a stroke,
    /// they hide the display's lag; they are guesses, so never keep them.
    ///
    /// Opt-in: empty unless the view `touch` landed on, or one of its superviews,
    /// ``View/wantsPredictedTouches``; empty too when `touch` did not move in this event, for
    /// landings and lifts, and with resampling off (only display frames predict).
    public func predictedTouches(for touch: Touch) -> [TouchReport] {
        guard touch.predictedEvent == serial, !touch.predictedReports.isEmpty, !touch.phase.isFinished else {
            return []
        }
        var view = touch.view
        while let current = view {
            if current.wantsPredictedTouches { return touch.predictedReports }
            view = current.superview
        }
        return []
    }

    /// Calls `body` with the time of every report folded into this event, of any touch in
    /// `touches`, in order, each time once. It runs for every moving recognizer on every event:
    /// the usual case, one touch whose reports come in order, makes no array.
    @inline(__always)
    func forEachReportTime(of touches: [Touch], _ body: (Double) -> Void) {
        var only: Touch?
        var count = 0
        touches.forEachBorrowed { touch in
            guard touch.coalescedEvent == serial else { return }
            only = touch
            count += 1
        }
        if count == 1, let only, only.coalescedReports.isStrictlyAscendingInTime {
            only.coalescedReports.forEach { body($0.time) }
            return
        }
        guard count > 0 else { return }
        var times: [Double] = []
        for touch in touches where touch.coalescedEvent == serial {
            for report in touch.coalescedReports where !times.contains(report.time) { times.append(report.time) }
        }
        times.sorted().forEach(body)
    }

    /// The newest report time folded into this event of any touch in `touches`, if any.
    func newestReportTime(of touches: [Touch]) -> Double? {
        var newest: Double?
        for touch in touches where touch.coalescedEvent == serial {
            if let time = touch.coalescedReports.lazy.map(\.time).max() { newest = max(newest ?? time, time) }
        }
        return newest
    }

    /// The touches that landed on `view` or one of its subviews.
    public func touches(for view: View) -> [Touch] {
        allTouches.filter { touch in touch.view.map { $0.isDescendant(of: view) } ?? false }
    }

    /// The touches `recognizer` is receiving.
    public func touches(for recognizer: GestureRecognizer) -> [Touch] {
        allTouches.filter { $0.gestureRecognizers.contains { $0 === recognizer } }
    }
}
