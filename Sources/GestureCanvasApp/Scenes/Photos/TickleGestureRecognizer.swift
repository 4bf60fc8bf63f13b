import GestureKit

/// The photos seed's custom "tickle": a finger rubbing left and right. Recognized (discrete) after
/// three alternating horizontal strokes of at least ``minimumStrokeLength`` points.
///
/// Improving on the seed, each stroke is measured from the turning point (the far end of the
/// previous stroke), so a stroke counts however far the finger overshoots; strokes must be mostly
/// horizontal, and a finger resting too long between strokes starts over.
final class TickleGestureRecognizer: GestureRecognizer {
    /// Points a stroke must cover (the seed's `kMinTickleSpacing`).
    static let minimumStrokeLength = 20.0
    /// Strokes needed (the seed's `kMaxTickleCount`).
    static let requiredStrokes = 3
    /// A stroke may not climb more than this many points per point travelled sideways.
    static let maximumSlope = 1.0
    /// Seconds from one counted stroke to the next: a tickle is quick; slow rubbing is not one.
    static let maximumStrokeDuration = 0.6

    private var turningPoint: Point?
    private var lastStrokeTime = 0.0
    private var direction = 0.0
    private var strokes = 0

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        super.touchesBegan(touches, with: event)
        guard numberOfTouches == 1, let touch = touches.first else {
            state = .failed
            return
        }
        turningPoint = touch.location(in: nil)
        lastStrokeTime = event.timestamp
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible, let touch = touches.first, let start = turningPoint else { return }
        let point = touch.location(in: nil)
        let along = point.x - start.x
        if direction != 0 && (along > 0) == (direction > 0) {
            // Still going the same way: the next stroke will be measured from here.
            turningPoint = point
            return
        }
        if event.timestamp - lastStrokeTime > Self.maximumStrokeDuration {
            state = .failed
            return
        }
        guard abs(along) >= Self.minimumStrokeLength else { return }
        guard abs(point.y - start.y) <= abs(along) * Self.maximumSlope else {
            state = .failed
            return
        }
        strokes += 1
        direction = along
        turningPoint = point
        lastStrokeTime = event.timestamp
        if strokes >= Self.requiredStrokes { state = .recognized }
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        super.touchesEnded(touches, with: event)
        if state == .possible { state = .failed }
    }

    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    override func reset() {
        super.reset()
        turningPoint = nil
        direction = 0
        strokes = 0
    }
}
