/// The common life of pinch and rotation: wait for two fingers, begin once they have moved past
/// a threshold, change with every move, end when fewer than two remain, fail if all lift first.
/// Subclasses say what they measure.
open class TwoFingerGestureRecognizer: GestureRecognizer {
    @exclusivity(unchecked) var tracker = FingerTransformTracker()
    @exclusivity(unchecked) var estimator = VelocityEstimator()

    /// Whether every finger is a precise stand-in (a touchpad gesture), which lowers the threshold.
    var isPrecise: Bool { trackedTouches.allSatisfy { $0.kind.isPrecise } }

    // What a subclass measures (overridden by pinch and rotation).
    var hasPassedThreshold: Bool { false }
    var latestEventChangedValue: Bool { false }
    func accumulateLatestChange(at time: Double) {}
    func resetValue() {}

    /// Follows the new fingers.
    open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        super.touchesBegan(touches, with: event)
        follow(event)
    }

    /// Begins once two fingers have moved past the subclass's threshold; changes when its value does.
    open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        super.touchesMoved(touches, with: event)
        let fingers = follow(event)
        if state == .possible {
            if fingers >= 2 && hasPassedThreshold { state = .began }
        } else if state.isInProgress && latestEventChangedValue {
            state = .changed
        }
    }

    /// Ends when fewer than two fingers remain; fails if all lift before it began.
    open override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        super.touchesEnded(touches, with: event)
        follow(event, lifting: touches)
        let remaining = trackedTouches.count { !$0.phase.isFinished }
        if state.isInProgress {
            if remaining < 2 { state = .ended }
        } else if remaining == 0 {
            state = .failed
        }
    }

    /// Cancels a gesture in progress; fails an undecided one.
    open override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        super.touchesCancelled(touches, with: event)
        state = state.isInProgress ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        tracker.reset()
        estimator.reset()
        resetValue()
    }

    @discardableResult
    private func follow(_ event: TouchEvent, lifting: [Touch]? = nil) -> Int {
        let fingers = tracker.follow(trackedTouches, lifting: lifting)
        accumulateLatestChange(at: event.timestamp)
        return fingers
    }
}
