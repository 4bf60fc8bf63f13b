/// How a line's ends are drawn.
public enum LineCap: Sendable {
    case butt, round, square
}

/// Horizontal placement of text within its rectangle.
public enum TextAlignment: Sendable {
    case left, center, right
}

/// A font request: the renderer picks the closest face it has.
public struct Font: Hashable, Sendable {
    public var size: Double
    public var isBold: Bool

    public init(size: Double, bold: Bool = false) {
        self.size = size
        self.isBold = bold
    }

    public static let body = Font(size: 17)
    public static let caption = Font(size: 13)
}

/// The drawing operations a view uses in ``View/draw(in:)``, in the view's own coordinates.
///
/// The renderer sets up the transform, alpha and clipping of the view before calling `draw`, so
/// a view only draws its content. CairoCanvas implements this protocol; the engine does not know
/// how pixels are made.
public protocol DrawingContext: AnyObject {
    func fill(_ rect: Rect, with color: Color)
    func fill(_ rect: Rect, cornerRadius: Double, with color: Color)
    func fillEllipse(in rect: Rect, with color: Color)
    func strokeEllipse(in rect: Rect, width: Double, color: Color)
    /// Strokes the polyline through `points`.
    func strokeLine(through points: [Point], width: Double, color: Color, cap: LineCap)
    func draw(_ image: Image, in rect: Rect)
    func draw(_ text: String, in rect: Rect, font: Font, color: Color, alignment: TextAlignment)
    /// The size `text` takes when drawn in `font`.
    func measure(_ text: String, font: Font) -> Size
}
