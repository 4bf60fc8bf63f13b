/// Recognizes two or more fingers spreading or closing, as UIKit's `UIPinchGestureRecognizer`.
/// Continuous: it begins when the distance between the fingers has changed by the pinch slop and
/// ends when fewer than two fingers remain.
///
/// ```swift
/// let pinch = PinchGestureRecognizer { pinch in
///     image.transform = image.transform.scaledBy(x: pinch.scale, y: pinch.scale)
///     pinch.scale = 1
/// }
/// ```
open class PinchGestureRecognizer: TwoFingerGestureRecognizer {
    /// The scale factor since the gesture began; settable, e.g. back to 1 after applying it.
    public var scale: Double = 1.0

    /// A pinch recognizer with an optional action.
    public init(action: ((PinchGestureRecognizer) -> Void)? = nil) {
        super.init()
        if let action { addAction(action) }
    }

    /// How fast the scale changes, in scale factor per second.
    public var velocity: Double { valueVelocity }

    /// Past the pinch (or rotation) slop, smaller for precise touchpad stand-ins.
    public override var hasPassedThreshold: Bool {
        abs(tracker.spanChange) >= (isPrecise ? Defaults.precisePointerPinchSlop : Defaults.pinchSlop)
    }
    /// Whether the latest event spread (or turned) the fingers.
    public override var latestEventChangedValue: Bool { tracker.latestScaleFactor != 1 }

    /// Multiplies in the latest change.
    public override func accumulateLatestChange(at time: Double) {
        scale *= tracker.latestScaleFactor
    }

    /// The scale so far, reported by report, for ``velocity``.
    public override func velocityValue(of fingers: FingerChange) -> Double? {
        fingers.latestScaleFactor != 1 ? fingers.totalScale : nil
    }

    /// Back to the start value.
    public override func resetValue() {
        scale = 1
    }
}
