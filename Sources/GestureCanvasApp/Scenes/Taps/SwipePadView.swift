import GestureKit

/// Seed 004's hand-made swipe detector: a plain view that watches its own touches in the
/// responder methods — at least 25 points along one axis and at most 5 across.
final class SwipePadView: View {
    /// The seed's `kMinimmGestureLength`.
    static let minimumLength = 25.0
    /// The seed's `kMaximmVariance`.
    static let maximumVariance = 5.0

    private var start: Point?
    var onSwipe: ((_ horizontal: Bool) -> Void)?

    override init(frame: Rect) {
        super.init(frame: frame)
        name = "swipePad"
        backgroundColor = Color(hex: 0xE5E5EA)
        cornerRadius = 12
        borderWidth = 1
        borderColor = Color(hex: 0xC7C7CC)
    }

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        start = touches.first?.location(in: self)
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let start, let point = touches.first?.location(in: self) else { return }
        let dx = abs(point.x - start.x), dy = abs(point.y - start.y)
        if dx >= Self.minimumLength && dy <= Self.maximumVariance {
            onSwipe?(true)
            self.start = point
        } else if dy >= Self.minimumLength && dx <= Self.maximumVariance {
            onSwipe?(false)
            self.start = point
        }
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) { start = nil }
    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { start = nil }
}
