/// The common life of pinch and rotation: wait for two fingers, begin once they have moved past
/// a threshold, change with every move, end when fewer than two remain, fail if all lift first.
/// Subclasses say what they measure by overriding four hooks, reading ``fingers``:
///
/// ```swift
/// /// Two fingers sliding apart or together along any line: the change of their spread, in points.
/// final class SpreadGestureRecognizer: TwoFingerGestureRecognizer {
///     private(set) var spread = 0.0
///     override var hasPassedThreshold: Bool { abs(fingers.spanChange) >= 10 }
///     override var latestEventChangedValue: Bool { fingers.latestScaleFactor != 1 }
///     override func accumulateLatestChange(at time: Double) { spread = fingers.spanChange }
///     override func resetValue() { spread = 0 }
/// }
/// ```
open class TwoFingerGestureRecognizer: GestureRecognizer {
    @exclusivity(unchecked) var tracker = FingerTransformTracker()
    /// The fingers as the device reported them, for ``valueVelocity`` (shown places may be
    /// resampled between reports; velocities come from the reports alone).
    @exclusivity(unchecked) var reportedTracker = FingerTransformTracker()
    @exclusivity(unchecked) var estimator = VelocityEstimator()

    /// How the fingers have spread and turned: since they started together (a finger joining or
    /// leaving starts afresh, so values never jump), and in the latest event alone.
    public struct FingerChange: Hashable, Sendable {
        /// The product of the span ratios so far (the pinch's scale).
        public let totalScale: Double
        /// The summed turn so far, in radians, clockwise as y grows downwards.
        public let totalRotation: Double
        /// The summed change of the fingers' span so far, in points (what the pinch slop measures).
        public let spanChange: Double
        /// The latest event's scale factor alone (1: no change).
        public let latestScaleFactor: Double
        /// The latest event's turn alone, in radians (0: no change).
        public let latestRotation: Double
    }

    /// What the fingers did, for a subclass's hooks.
    public var fingers: FingerChange { Self.change(of: tracker) }

    private static func change(of tracker: FingerTransformTracker) -> FingerChange {
        FingerChange(
            totalScale: tracker.totalScale, totalRotation: tracker.totalRotation, spanChange: tracker.spanChange,
            latestScaleFactor: tracker.latestScaleFactor, latestRotation: tracker.latestRotation)
    }

    /// Whether every finger is a precise stand-in (a touchpad gesture), which lowers the threshold.
    public var isPrecise: Bool { trackedTouches.allSatisfy { $0.kind.isPrecise } }

    /// Whether the fingers have moved far enough for the gesture to begin (override; default never).
    open var hasPassedThreshold: Bool { false }
    /// Whether the latest event changed the measured value, so the gesture reports `changed`
    /// (override; default never).
    open var latestEventChangedValue: Bool { false }
    /// Takes the latest event's change into the measured value (override), at event time `time`.
    open func accumulateLatestChange(at time: Double) {}
    /// Puts the measured value back to its start, when the gesture resets (override).
    open func resetValue() {}

    /// The measured value of `fingers` when they changed it, for ``valueVelocity``; nil when they
    /// did not (override). ``valueVelocity`` then follows the fingers as the device reported them,
    /// report by report; a subclass that leaves this nil calls ``trackValue(_:at:)`` instead.
    open func velocityValue(of fingers: FingerChange) -> Double? { nil }

    /// Notes the measured value at `time`, for ``valueVelocity`` (least squares over the last
    /// 100 ms, as the pan's velocity).
    public func trackValue(_ value: Double, at time: Double) {
        estimator.add(value, at: time)
    }

    /// How fast the tracked value changes, per second, from the values given to ``trackValue(_:at:)``.
    public var valueVelocity: Double { estimator.velocity(at: now).dx }

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
        reportedTracker.reset()
        estimator.reset()
        resetValue()
    }

    @discardableResult
    private func follow(_ event: TouchEvent, lifting: [Touch]? = nil) -> Int {
        let fingers = tracker.follow(trackedTouches, lifting: lifting)
        accumulateLatestChange(at: event.timestamp)
        // One finger neither spreads nor turns: no report can change the value (the usual case).
        guard trackedTouches.count >= 2 else {
            reportedTracker.follow(trackedTouches, lifting: lifting)
            return fingers
        }
        event.forEachReportTime(of: trackedTouches) { time in
            reportedTracker.follow(trackedTouches, lifting: lifting, reportedAt: time)
            if let value = velocityValue(of: Self.change(of: reportedTracker)) { estimator.add(value, at: time) }
        }
        return fingers
    }
}
