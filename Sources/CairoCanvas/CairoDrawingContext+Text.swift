import CCairo
import GestureKit

// Text is laid out by Pango (TextLayouts) and drawn through pangocairo: wrapped lines, ellipses,
// right-to-left and mixed scripts, combining marks and emoji shaped by HarfBuzz, and the faces
// fontconfig picks for each script.

extension CairoDrawingContext {
    /// Draws `text` laid out by `style` in `rect`: wrapped at its width, as many whole lines as
    /// `style` allows and fit its height, the block centred vertically.
    public func draw(_ text: String, in rect: Rect, style: TextStyle, color: Color) {
        guard !text.isEmpty, style.font.drawnSize != nil else { return }
        if hasFarGlyphs(style.font, in: rect) {
            fillFarText(text, in: rect, style: style, color: color)
            return
        }
        setSource(color)
        textLayouts.withLayout(of: text, style: style, in: rect) { layout in
            layout.show(in: cairo, at: layout.origin(in: rect))
        }
        cairo_new_path(cairo)
    }

    /// The size `text` takes laid out in `style` within `width` points (nil: unlimited); the same
    /// at every scale.
    public func size(of text: String, style: TextStyle, fittingWidth width: Double?) -> Size {
        textLayouts.size(of: text, style: style, fittingWidth: width)
    }
}
