import CCairo
import GestureKit
import Glibc

// Text in a view pinched far past the window. Cairo makes a font at its device size: 17-point
// text at 17,000 pixels worked, at 170,000 it failed and put the whole context into an error
// state (nothing more was drawn that frame). So such text is laid out as always (in points) and
// turned into outlines where Cairo makes the font at about 1024 pixels, and the outlines are cut
// to the clip like any far shape (DeviceOutline).

extension CairoDrawingContext {
    /// The largest glyphs, in device pixels, Cairo is asked to make.
    static let largestGlyphs = 4096.0

    /// Whether text in `font` is drawn from outlines: its glyphs would be larger than
    /// ``largestGlyphs`` device pixels, or its line's `rect` (when given) reaches far past the surface.
    func hasFarGlyphs(_ font: Font, in rect: Rect?) -> Bool {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let stretch = max(hypot(matrix.xx, matrix.yx), hypot(matrix.xy, matrix.yy))
        guard (font.drawnSize ?? 0) * stretch <= Self.largestGlyphs else { return true }
        return rect.map { farOutline(reaching: $0) != nil } ?? false
    }

    /// A context over one pixel, scaled so that `font` is about 1024 device pixels there: where
    /// Cairo makes the font for text far larger. Nil for a size that is not a positive number.
    static func scratch(for font: Font) -> CairoDrawingContext? {
        guard let size = font.drawnSize else { return nil }
        let scale = 1024 / size
        guard scale.isFinite, scale > 0, let surface = try? CairoSurface(pixelWidth: 1, pixelHeight: 1) else {
            return nil
        }
        return CairoDrawingContext(surface: surface, scale: scale)
    }

    /// Fills the outlines of `text`, laid out in `rect` as ``draw(_:in:style:color:)`` lays it
    /// out, each contour cut to the clip.
    func fillFarText(_ text: String, in rect: Rect, style: TextStyle, color: Color) {
        guard let scratch = Self.scratch(for: style.font) else { return }
        textLayouts.withLayout(of: text, style: style, in: rect) { layout in
            layout.addOutlines(to: scratch.cairo, at: layout.origin(in: rect))
        }
        guard let path = cairo_copy_path(scratch.cairo) else { return }
        defer { cairo_path_destroy(path) }
        guard path.pointee.status == CAIRO_STATUS_SUCCESS, let data = path.pointee.data else { return }

        let template = emptyOutline()
        var contour: DeviceOutline?
        func finishContour() {
            if let contour { addToPath(contour.clipped) }
            contour = nil
        }
        var index = 0
        while index < Int(path.pointee.num_data) {
            let header = data[index].header
            let point = { (offset: Int) in Point(x: data[index + offset].point.x, y: data[index + offset].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                finishContour()
                contour = template
                contour?.add(point(1))
            case CAIRO_PATH_LINE_TO:
                contour?.add(point(1))
            case CAIRO_PATH_CURVE_TO:
                contour?.addCurve(point(1), point(2), to: point(3))
            default:
                finishContour()
            }
            index += max(1, Int(header.length))
        }
        finishContour()
        fillPath(with: color)
    }
}
