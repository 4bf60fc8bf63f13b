import CPangoCairo
import GestureKit

/// A `PangoFontDescription` made from a GestureKit `Font`; freed in `deinit`.
final class FontDescription {
    /// The family fontconfig is asked for when a font names none (DejaVu Sans on Debian).
    static let defaultFamily = "sans-serif"

    let pointer: OpaquePointer

    /// The description of `font`; nil for a size that is not a positive number.
    init?(_ font: Font) {
        guard let size = font.drawnSize, let pointer = pango_font_description_new() else { return nil }
        self.pointer = pointer
        // Pango reads a comma as a list of families: a family's own commas would split it.
        let family = font.family.map { String($0.map { $0 == "," ? " " : $0 }) } ?? Self.defaultFamily
        pango_font_description_set_family(pointer, family)
        pango_font_description_set_weight(pointer, PangoWeight(rawValue: UInt32(font.weight.value)))
        // Absolute: in user-space units, which are points; a plain size would be typographic
        // points at 96 dpi, a third larger than a view's points.
        pango_font_description_set_absolute_size(pointer, max(size * Double(PANGO_SCALE), 1))
    }

    deinit {
        pango_font_description_free(pointer)
    }
}

extension Font {
    /// The size text is laid out at: ``size`` up to `Font.largestSize`; nil when it is not a
    /// positive number.
    var drawnSize: Double? {
        size.isFinite && size > 0 ? min(size, Font.largestSize) : nil
    }
}
