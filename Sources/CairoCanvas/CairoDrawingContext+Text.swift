import CCairo
import GestureKit

// Text uses Cairo's "toy" text API: one line, the system's sans-serif face through fontconfig.
// Labels in the scenes are short single lines, which is all it is meant for.

extension CairoDrawingContext {
    /// The fontconfig family asked for; fontconfig picks the installed face (DejaVu Sans on Debian).
    static let fontFamily = "sans-serif"

    /// Draws one line of `text` (Cairo's toy text API, the sans-serif face) in `font`'s size and weight,
    /// lined up in `rect` by `alignment`.
    public func draw(_ text: String, in rect: Rect, font: Font, color: Color, alignment: TextAlignment) {
        guard !text.isEmpty else { return }
        if hasFarGlyphs(font, in: rect) {
            fillFarText(text, in: rect, font: font, color: color, alignment: alignment)
            return
        }
        let start = startOfLine(text, in: rect, font: font, alignment: alignment)
        cairo_move_to(cairo, start.x, start.y)
        setSource(color)
        cairo_show_text(cairo, text)
        cairo_new_path(cairo)
    }

    /// Where a line of `text` starts (its baseline's left end) in `rect`; selects `font`.
    func startOfLine(_ text: String, in rect: Rect, font: Font, alignment: TextAlignment) -> Point {
        select(font)
        let width = advance(of: text)
        var fontExtents = cairo_font_extents_t()
        cairo_font_extents(cairo, &fontExtents)
        let x: Double
        switch alignment {
        case .left: x = rect.minX
        case .center: x = rect.midX - width / 2
        case .right: x = rect.maxX - width
        }
        // Centre the line's ascent-to-descent box vertically, as UILabel does.
        return Point(x: x, y: rect.midY + (fontExtents.ascent - fontExtents.descent) / 2)
    }

    public func measure(_ text: String, font: Font) -> Size {
        if hasFarGlyphs(font, in: nil), let scratch = Self.scratch(for: font) {
            // Measured where Cairo can make the font: unhinted metrics do not depend on the scale.
            return scratch.measure(text, font: font)
        }
        select(font)
        var fontExtents = cairo_font_extents_t()
        cairo_font_extents(cairo, &fontExtents)
        return Size(width: text.isEmpty ? 0 : advance(of: text), height: fontExtents.ascent + fontExtents.descent)
    }

    private func select(_ font: Font) {
        cairo_select_font_face(
            cairo, Self.fontFamily, CAIRO_FONT_SLANT_NORMAL,
            font.isBold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cairo, font.size)
    }

    /// How far the pen moves: the width the text occupies in a line.
    private func advance(of text: String) -> Double {
        var extents = cairo_text_extents_t()
        cairo_text_extents(cairo, text, &extents)
        return extents.x_advance
    }
}
