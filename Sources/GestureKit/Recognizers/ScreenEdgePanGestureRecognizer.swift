/// The edges of the window.
public struct RectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = RectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = RectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = RectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = RectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}

/// A pan that must start at an edge of the window and move away from it, as UIKit's
/// `UIScreenEdgePanGestureRecognizer` (a drawer pulled in from the side of a kiosk screen).
///
/// ```swift
/// let pullIn = ScreenEdgePanGestureRecognizer(edges: .left) { pan in drawer.follow(pan) }
/// ```
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edges a pan may start from (UIKit's `edges`).
    public var edges: RectEdge
    /// The edge the gesture started from, once it has begun.
    public private(set) var startEdge: RectEdge = []

    /// A pan that must start within ``Defaults/screenEdgeWidth`` points of one of `edges`.
    public init(edges: RectEdge, action: ((ScreenEdgePanGestureRecognizer) -> Void)? = nil) {
        self.edges = edges
        super.init()
        if let action { addAction(action) }
    }

    /// Fails unless the first finger lands within the edge band (at least the contact's radius wide);
    /// then follows the fingers as a pan.
    open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        if startEdge.isEmpty, let touch = touches.first, let bounds = touch.window?.bounds {
            let point = touch.location(in: nil)
            let band = max(Defaults.screenEdgeWidth, touch.majorRadius)
            var near: RectEdge = []
            if point.x - bounds.minX <= band { near.insert(.left) }
            if bounds.maxX - point.x <= band { near.insert(.right) }
            if point.y - bounds.minY <= band { near.insert(.top) }
            if bounds.maxY - point.y <= band { near.insert(.bottom) }
            startEdge = near.intersection(edges)
            if startEdge.isEmpty {
                state = .failed
                return
            }
        }
        super.touchesBegan(touches, with: event)
    }

    open override func canBegin(afterMoving translation: Vector) -> Bool {
        // Moving mostly away from the starting edge, not along it.
        let horizontal = abs(translation.dx) >= abs(translation.dy)
        return (startEdge.contains(.left) && horizontal && translation.dx > 0)
            || (startEdge.contains(.right) && horizontal && translation.dx < 0)
            || (startEdge.contains(.top) && !horizontal && translation.dy > 0)
            || (startEdge.contains(.bottom) && !horizontal && translation.dy < 0)
    }

    open override func reset() {
        super.reset()
        startEdge = []
    }
}
