/// Recognizes two fingers turning, as UIKit's `UIRotationGestureRecognizer`. Continuous: it
/// begins once the fingers have turned by the rotation slop and ends when fewer than two remain.
/// Positive angles turn clockwise on screen.
///
/// ```swift
/// let rotation = RotationGestureRecognizer { rotation in
///     image.transform = image.transform.rotated(by: rotation.rotation)
///     rotation.rotation = 0
/// }
/// ```
open class RotationGestureRecognizer: TwoFingerGestureRecognizer {
    /// The turn in radians since the gesture began; settable, e.g. back to 0 after applying it.
    public var rotation: Double = 0.0

    /// A rotation recognizer with an optional action.
    public init(action: ((RotationGestureRecognizer) -> Void)? = nil) {
        super.init()
        if let action { addAction(action) }
    }

    /// How fast the fingers turn, in radians per second.
    public var velocity: Double { valueVelocity }

    /// Past the pinch (or rotation) slop, smaller for precise touchpad stand-ins.
    public override var hasPassedThreshold: Bool {
        abs(tracker.totalRotation) >= (isPrecise ? Defaults.precisePointerRotationSlop : Defaults.rotationSlop)
    }
    /// Whether the latest event spread (or turned) the fingers.
    public override var latestEventChangedValue: Bool { tracker.latestRotation != 0 }

    /// Adds the latest change.
    public override func accumulateLatestChange(at time: Double) {
        rotation += tracker.latestRotation
    }

    /// The turn so far, report by report, for ``velocity``.
    public override func velocityValue(of fingers: FingerChange) -> Double? {
        fingers.latestRotation != 0 ? fingers.totalRotation : nil
    }

    /// Back to the start value.
    public override func resetValue() {
        rotation = 0
    }
}
