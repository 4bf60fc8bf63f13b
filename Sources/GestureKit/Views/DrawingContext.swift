/// How a line's ends are drawn.
public enum LineCap: Sendable {
    /// How the ends of stroked lines look: cut square at the end, rounded, or squared past the end by
    /// half the width (Core Graphics' `CGLineCap`).
    case butt, round, square
}

/// The drawing operations a view uses in ``View/draw(in:)``, in the view's own coordinates.
///
/// The renderer sets up the transform, alpha and clipping of the view before calling `draw`, so
/// a view only draws its content. CairoCanvas implements this protocol (text laid out by Pango);
/// the engine does not know how pixels are made. A context measures text as it draws it.
public protocol DrawingContext: TextMeasuring {
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
    /// Fills the inside of `path` (non-zero winding) with `color`.
    func fill(_ path: Path, with color: Color)
    /// Draws `image` stretched to fill `rect`.
    func draw(_ image: Image, in rect: Rect)
    /// Draws `text` laid out by `style` in `rect`: wrapped at its width, as many whole lines as
    /// `style` allows and fit its height, the block centred vertically (as `UILabel` centres it).
    func draw(_ text: String, in rect: Rect, style: TextStyle, color: Color)
}

extension DrawingContext {
    /// Draws one line of `text` in `rect`, cut short with an ellipsis where it is too wide.
    ///
    /// ```swift
    /// context.draw("#3", in: Rect(x: 0, y: 0, width: 80, height: 18), font: .caption, color: .red, alignment: .center)
    /// ```
    public func draw(_ text: String, in rect: Rect, font: Font, color: Color, alignment: TextAlignment = .natural) {
        draw(text, in: rect, style: TextStyle(font: font, alignment: alignment), color: color)
    }
}
