/// How a line's ends are drawn.
public enum LineCap: Sendable {
    /// How the ends of stroked lines look: cut square at the end, rounded, or squared past the end by
    /// half the width (Core Graphics' `CGLineCap`).
    case butt, round, square
}

/// Horizontal placement of text within its rectangle.
public enum TextAlignment: Sendable {
    /// How text lines up in its rectangle.
    case left, center, right
}

/// A font request: the renderer picks the closest face it has.
public struct Font: Hashable, Sendable {
    /// The font size in points.
    public var size: Double
    /// Whether the text is bold.
    public var isBold: Bool

    /// A font of `size` points, regular unless `bold`.
    public init(size: Double, bold: Bool = false) {
        self.size = size
        self.isBold = bold
    }

    /// 17 pt: UIKit's body text size.
    public static let body = Font(size: 17)
    /// 13 pt: small text for captions and hints.
    public static let caption = Font(size: 13)
}

/// The drawing operations a view uses in ``View/draw(in:)``, in the view's own coordinates.
///
/// The renderer sets up the transform, alpha and clipping of the view before calling `draw`, so
/// a view only draws its content. CairoCanvas implements this protocol; the engine does not know
/// how pixels are made.
public protocol DrawingContext: AnyObject {
    /// Fills `rect` (the view's coordinates) with `color`.
    func fill(_ rect: Rect, with color: Color)
    /// Fills `rect` with `color`, its corners rounded by `cornerRadius` points.
    func fill(_ rect: Rect, cornerRadius: Double, with color: Color)
    /// Fills the ellipse inscribed in `rect` with `color`.
    func fillEllipse(in rect: Rect, with color: Color)
    /// Strokes the ellipse inscribed in `rect` with a line `width` points wide.
    func strokeEllipse(in rect: Rect, width: Double, color: Color)
    /// Strokes the polyline through `points`.
    func strokeLine(through points: [Point], width: Double, color: Color, cap: LineCap)
    /// Draws `image` stretched to fill `rect`.
    func draw(_ image: Image, in rect: Rect)
    /// Draws `text` in `rect` with `font` and `color`, lined up horizontally by `alignment`.
    func draw(_ text: String, in rect: Rect, font: Font, color: Color, alignment: TextAlignment)
    /// The size `text` takes when drawn in `font`.
    func measure(_ text: String, font: Font) -> Size
}
