import GestureKit

/// How far the app turns its content on the window, clockwise, for a panel mounted sideways or
/// upside down under a compositor that cannot turn its output (cage dropped its rotate flag in
/// 0.1.5). A scene file's `rotation = 90 | 180 | 270`. The content is laid out at the turned
/// size (a landscape window turned 90° holds portrait content) and each of the host's top views
/// is turned about its centre, so drawing, hit testing and every location a recognizer reports
/// go through the same view transforms: touches, the pointer and touchpad gestures land where
/// the content shows.
public enum ContentRotation: Int, Sendable, CaseIterable {
    case none = 0
    case quarter = 90
    case half = 180
    case threeQuarters = 270

    /// The size of the content in a window of `size`: its sides swapped by a quarter turn.
    func contentSize(in size: Size) -> Size {
        switch self {
        case .none, .half: size
        case .quarter, .threeQuarters: Size(width: size.height, height: size.width)
        }
    }

    /// Where content point `point` shows in a window of `size`.
    func windowPoint(_ point: Point, in size: Size) -> Point {
        switch self {
        case .none: point
        // The content's top edge along the window's right side.
        case .quarter: Point(x: size.width - point.y, y: point.x)
        case .half: Point(x: size.width - point.x, y: size.height - point.y)
        case .threeQuarters: Point(x: point.y, y: size.height - point.x)
        }
    }

    /// The turn a top view takes about its centre, clockwise on screen. Written out rather than
    /// from sin and cos, whose 6e-17 for cos 90° would put every pixel a hair off the grid.
    var transform: AffineTransform {
        switch self {
        case .none: .identity
        case .quarter: AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        case .half: AffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0)
        case .threeQuarters: AffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0)
        }
    }
}
