import RealModule

/// The directions a swipe may take.
public struct SwipeDirection: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Towards positive x.
    public static let right = SwipeDirection(rawValue: 1 << 0)
    /// Towards negative x.
    public static let left = SwipeDirection(rawValue: 1 << 1)
    /// Towards negative y (up the screen).
    public static let up = SwipeDirection(rawValue: 1 << 2)
    /// Towards positive y (down the screen).
    public static let down = SwipeDirection(rawValue: 1 << 3)
    /// Left or right.
    public static let horizontal: SwipeDirection = [.left, .right]
    /// Up or down.
    public static let vertical: SwipeDirection = [.up, .down]

    public var description: String {
        let names: [(SwipeDirection, String)] = [(.right, "right"), (.left, "left"), (.up, "up"), (.down, "down")]
        return names.filter { contains($0.0) }.map(\.1).joined(separator: "|")
    }
}

/// Recognizes a quick stroke of one or more fingers in an allowed direction, as UIKit's
/// `UISwipeGestureRecognizer`. Discrete: it recognizes as soon as the fingers have covered
/// ``Defaults/swipeMinimumDistance`` within ``Defaults/swipeMaximumDuration``, within
/// ``Defaults/swipeMaximumAngle`` of an allowed direction.
///
/// ```swift
/// let swipe = SwipeGestureRecognizer(direction: .horizontal, touches: 2) { swipe in
///     print(swipe.recognizedDirection)   // .left or .right
/// }
/// ```
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The allowed directions (UIKit's `direction`).
    public var direction: SwipeDirection
    /// Fingers the swipe needs (UIKit's `numberOfTouchesRequired`).
    public var numberOfTouchesRequired: Int
    /// The direction the fingers actually went, once recognized.
    public private(set) var recognizedDirection: SwipeDirection = []

    private var firstTouchTime: Double?
    /// Where and when all required fingers were down; the stroke is measured from there.
    private var gathered: (centroid: Point, time: Double)?
    private var touchCount = 0

    /// A swipe of `touches` fingers in one of `direction` (UIKit's default: one finger, right).
    public init(direction: SwipeDirection = .right, touches: Int = 1, action: ((SwipeGestureRecognizer) -> Void)? = nil)
    {
        self.direction = direction
        numberOfTouchesRequired = max(1, touches)
        super.init()
        if let action { addAction(action) }
    }

    /// Counts the fingers (more than required fail it) and notes where the stroke starts once all are down.
    open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        super.touchesBegan(touches, with: event)
        firstTouchTime = firstTouchTime ?? event.timestamp
        touchCount += touches.count
        if touchCount > numberOfTouchesRequired {
            state = .failed
        } else if touchCount == numberOfTouchesRequired {
            gathered = (centroid(), event.timestamp)
        }
    }

    /// Recognizes once the stroke is long, quick and straight enough; fails when it cannot be.
    open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        super.touchesMoved(touches, with: event)
        evaluate(at: event.timestamp)
    }

    /// A finger lifting before the stroke was long enough fails the swipe.
    open override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        super.touchesEnded(touches, with: event)
        evaluate(at: event.timestamp)
        // A finger lifting before the stroke was long enough ends the attempt.
        if state == .possible { state = .failed }
    }

    /// Fails.
    open override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    open override func reset() {
        super.reset()
        recognizedDirection = []
        firstTouchTime = nil
        gathered = nil
        touchCount = 0
    }

    private func centroid() -> Point {
        Point.centroid(of: trackedTouches.map { $0.location(in: nil) }) ?? .zero
    }

    private func evaluate(at time: Double) {
        guard state == .possible else { return }
        guard let gathered else {
            // Still waiting for fingers: they must all land soon after the first.
            if let first = firstTouchTime, time - first > Defaults.touchGatheringInterval { state = .failed }
            return
        }
        if time - gathered.time > Defaults.swipeMaximumDuration {
            state = .failed
            return
        }
        let stroke = centroid() - gathered.centroid
        guard stroke.length >= Defaults.swipeMinimumDistance else { return }
        let candidates: [(SwipeDirection, Vector)] = [
            (.right, Vector(dx: 1, dy: 0)), (.left, Vector(dx: -1, dy: 0)),
            (.up, Vector(dx: 0, dy: -1)), (.down, Vector(dx: 0, dy: 1)),
        ]
        let along = candidates.first { _, axis in
            (stroke.dx * axis.dx + stroke.dy * axis.dy) / stroke.length >= .cos(Defaults.swipeMaximumAngle)
        }
        if let (found, _) = along, direction.contains(found) {
            recognizedDirection = found
            state = .recognized
        } else {
            state = .failed
        }
    }
}
