/// Follows two or more fingers and accumulates how much they have spread and turned, starting
/// afresh whenever a finger joins or leaves so the values never jump. Shared by pinch and rotation.
struct FingerTransformTracker {
    /// The product of the span ratios since tracking began.
    private(set) var totalScale = 1.0
    /// The summed turn since tracking began, in radians.
    private(set) var totalRotation = 0.0
    /// The summed change of span since tracking began, in points (for the pinch slop).
    private(set) var spanChange = 0.0
    /// The scale factor and turn of the latest event alone.
    private(set) var latestScaleFactor = 1.0
    private(set) var latestRotation = 0.0
    private var previous: TouchSetGeometry?

    /// Takes in the touches of an event; returns the number of fingers down (the lifting ones included).
    @discardableResult
    mutating func follow(_ touches: [Touch], lifting: [Touch]? = nil, reportedAt reportTime: Double? = nil) -> Int {
        latestScaleFactor = 1
        latestRotation = 0
        // One finger neither spreads nor turns, and a second one landing starts afresh anyway:
        // nothing to measure (the usual case, as most gestures are one finger).
        if touches.count < 2 {
            previous = nil
            return touches.count == 1 && touches[0].counts(lifting: lifting) ? 1 : 0
        }
        guard let current = TouchSetGeometry(touches, lifting: lifting, reportedAt: reportTime) else {
            previous = nil
            return 0
        }
        if let previous, previous.hasSameTouches(as: current), current.touchCount >= 2 {
            if previous.span > 0, current.span > 0 {
                latestScaleFactor = current.span / previous.span
                totalScale *= latestScaleFactor
                spanChange += current.span - previous.span
            }
            latestRotation = current.rotation(since: previous)
            totalRotation += latestRotation
        }
        // Lifted fingers leave now, so the next move is measured from the fingers that remain.
        previous = lifting == nil ? current : TouchSetGeometry(touches, reportedAt: reportTime)
        return current.touchCount
    }

    mutating func reset() {
        self = FingerTransformTracker()
    }
}
