/// A turn by a multiple of 90°, clockwise on screen (y grows downwards): how a picture drawn
/// upright shows turned, as a panel mounted sideways shows a kiosk's content (`rotation = 90`).
///
/// ```swift
/// let turn = QuarterTurn.quarter
/// turn.turned(Size(width: 800, height: 1280))                          // 1280 × 800
/// turn.unturning(shownSize: Size(width: 1280, height: 800)).apply(to: Point(x: 1280, y: 0))  // (0, 0)
/// ```
public enum QuarterTurn: Int, Sendable, CaseIterable {
    /// Upright.
    case none = 0
    /// 90° clockwise: the picture's top along the right side.
    case quarter = 90
    /// Upside down.
    case half = 180
    /// 270° clockwise: the picture's top along the left side.
    case threeQuarters = 270

    /// The size of a picture of `size` once turned: its sides swapped by a quarter turn.
    public func turned(_ size: Size) -> Size {
        switch self {
        case .none, .half: size
        case .quarter, .threeQuarters: Size(width: size.height, height: size.width)
        }
    }

    /// The transform from the turned picture, `shownSize` as it shows, back to the upright
    /// picture: where a point that shows at (x, y) is in the picture. Written out, not from sin
    /// and cos, so that every pixel stays on the grid.
    public func unturning(shownSize size: Size) -> AffineTransform {
        switch self {
        case .none: .identity
        // The picture's top runs down the right side: (x, y) shows picture point (y, width − x).
        case .quarter: AffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: size.width)
        case .half: AffineTransform(a: -1, b: 0, c: 0, d: -1, tx: size.width, ty: size.height)
        case .threeQuarters: AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: size.height, ty: 0)
        }
    }
}
