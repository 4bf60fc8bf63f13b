// The CustomRecognizers article shows CheckmarkGestureRecognizer's methods one at a time.
import GestureKit

public final class CheckmarkGestureRecognizer: GestureRecognizer {
    public private(set) var midPoint: Point?
    private var points: [Point] = []
    private var startTime = 0.0

    static let maximumDuration = 3.0

    static func checkPivot(in points: [Point]) -> Point? { points.min { $0.y > $1.y } }

    // snippet
}
