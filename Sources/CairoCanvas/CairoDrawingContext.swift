import CCairo
import GestureKit

/// GestureKit's `DrawingContext` on a Cairo context (`cairo_t`) over a ``CairoSurface``.
///
/// The ``Renderer`` makes one per frame and positions it for each view; it can also be used on
/// its own to draw into a surface in points.
///
/// ```swift
/// let surface = try CairoSurface(pixelWidth: 200, pixelHeight: 200)
/// let context = CairoDrawingContext(surface: surface, scale: 2)
/// context.fillEllipse(in: Rect(x: 10, y: 10, width: 80, height: 80), with: .orange)
/// ```
public final class CairoDrawingContext: DrawingContext {
    /// The `cairo_t`; released in `deinit`.
    let cairo: OpaquePointer
    /// Kept alive for as long as Cairo draws into it.
    let surface: CairoSurface
    /// Multiplies everything drawn: the alpha of a view drawn without a group (see ``Renderer``).
    var opacity: Double = 1
    /// Lays text out and keeps the layouts.
    let textLayouts: TextLayouts

    /// A context whose user space is in points: one point covers `scale` pixels.
    public convenience init(surface: CairoSurface, scale: Double = 1) {
        self.init(surface: surface, scale: scale, textLayouts: .shared)
    }

    /// A context as ``init(surface:scale:)`` makes, laying text out with `textLayouts`.
    init(surface: CairoSurface, scale: Double = 1, textLayouts: TextLayouts) {
        precondition(scale > 0 && scale.isFinite, "the scale must be a positive number, not \(scale)")
        self.surface = surface
        self.textLayouts = textLayouts
        self.cairo = cairo_create(surface.pointer)!
        if scale != 1 { cairo_scale(cairo, scale, scale) }
    }

    deinit {
        cairo_destroy(cairo)
    }

    // MARK: DrawingContext

    /// Fills `rect` (current coordinates, in points) with `color`.
    public func fill(_ rect: Rect, with color: Color) {
        if var outline = farOutline(reaching: rect) {
            rect.corners.forEach { outline.add($0) }
            addToPath(outline.clipped)
        } else {
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        }
        fillPath(with: color)
    }

    /// Fills `rect` with `color`, corners rounded by `cornerRadius` points.
    public func fill(_ rect: Rect, cornerRadius: Double, with color: Color) {
        addRoundedRect(rect, cornerRadius: cornerRadius)
        fillPath(with: color)
    }

    /// Fills the ellipse inscribed in `rect` with `color`.
    public func fillEllipse(in rect: Rect, with color: Color) {
        addEllipse(in: rect)
        fillPath(with: color)
    }

    /// Strokes the ellipse inscribed in `rect` with a line `width` points wide.
    public func strokeEllipse(in rect: Rect, width: Double, color: Color) {
        if farOutline(reaching: rect.insetBy(-abs(width) / 2)) != nil {
            fillFarStroke(ofEllipseIn: rect, width: width, color: color)
            return
        }
        addEllipse(in: rect)
        strokePath(width: width, color: color)
    }

    /// Fills `path`. A path reaching past what Cairo holds exactly (a view pinched thousands of
    /// times over) is not drawn: only ink strokes use paths, on a canvas that never scales.
    public func fill(_ path: Path, with color: Color) {
        guard !path.elements.isEmpty, farOutline(reaching: path.bounds) == nil else { return }
        for element in path.elements {
            switch element {
            case .move(let point): cairo_move_to(cairo, point.x, point.y)
            case .line(let point): cairo_line_to(cairo, point.x, point.y)
            case .curve(let point, let control1, let control2):
                cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
            case .close: cairo_close_path(cairo)
            }
        }
        fillPath(with: color)
    }

    public func strokeLine(through points: [Point], width: Double, color: Color, cap: LineCap) {
        guard let first = points.first else { return }
        if farOutline(reaching: Rect.bounding(points).insetBy(-abs(width))) != nil {
            fillFarStroke(through: points, width: width, color: color, cap: cap)
            return
        }
        cairo_move_to(cairo, first.x, first.y)
        // A lone point still needs a segment, so a tap with a round cap leaves a dot.
        for point in points.count == 1 ? points : Array(points.dropFirst()) {
            cairo_line_to(cairo, point.x, point.y)
        }
        cairo_set_line_cap(cairo, cap.cairoValue)
        // Finger strokes turn sharply; round joins avoid spikes at the turns.
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        strokePath(width: width, color: color)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
    }

    /// Draws a ``CairoImage`` stretched to `rect`; other `Image` types have no pixels here and
    /// draw nothing.
    public func draw(_ image: Image, in rect: Rect) {
        guard let image = image as? CairoImage, !rect.isEmpty, image.pixelWidth > 0, image.pixelHeight > 0 else {
            return
        }
        // How many device pixels one image pixel covers, along its more shrunk side.
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let deviceScale = min(
            (matrix.xx * matrix.xx + matrix.yx * matrix.yx).squareRoot() * rect.width / Double(image.pixelWidth),
            (matrix.xy * matrix.xy + matrix.yy * matrix.yy).squareRoot() * rect.height / Double(image.pixelHeight))
        let pixels = image.pixels(forDeviceScale: deviceScale)

        if var outline = farOutline(reaching: rect) {
            rect.corners.forEach { outline.add($0) }
            drawFar(pixels, in: rect, outline: outline)
            return
        }

        cairo_save(cairo)
        cairo_translate(cairo, rect.minX, rect.minY)
        cairo_scale(cairo, rect.width / Double(pixels.pixelWidth), rect.height / Double(pixels.pixelHeight))
        cairo_set_source_surface(cairo, pixels.pointer, 0, 0)
        let pattern = cairo_get_source(cairo)
        // GOOD is bilinear at the factors `pixels(forDeviceScale:)` leaves; PAD keeps the
        // image's edges crisp instead of fading them into transparency.
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_rectangle(cairo, 0, 0, Double(pixels.pixelWidth), Double(pixels.pixelHeight))
        if opacity < 1 {
            cairo_clip(cairo)
            cairo_paint_with_alpha(cairo, opacity)
        } else {
            cairo_fill(cairo)
        }
        cairo_restore(cairo)
    }

    // MARK: Coordinates and paths

    /// Applies `transform` before the current matrix (as `CGContextConcatCTM`). Refused (false,
    /// nothing changed) when the transform or the matrix it makes holds a non-finite number,
    /// collapses the plane or squeezes it below ``CairoDrawingContext/thinnest``: Cairo would put
    /// the whole context into a permanent error state, or pixman its fixed point out of range.
    func concatenate(_ transform: AffineTransform) -> Bool {
        let t = transform
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite), t.inverted != nil else { return false }
        var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        var current = cairo_matrix_t(), product = cairo_matrix_t()
        cairo_get_matrix(cairo, &current)
        cairo_matrix_multiply(&product, &matrix, &current)
        guard Self.isPlaceable(product) else { return false }
        cairo_transform(cairo, &matrix)
        return true
    }

    /// The radius Core Animation would use: never more than half the shorter side.
    static func effectiveCornerRadius(_ radius: Double, in rect: Rect) -> Double {
        min(max(radius, 0), rect.width / 2, rect.height / 2)
    }

    /// Adds a rectangle with circular corners to the path; the radius is limited to half the
    /// shorter side, as Core Animation does.
    func addRoundedRect(_ rect: Rect, cornerRadius: Double) {
        guard !rect.isEmpty else { return }
        let radius = Self.effectiveCornerRadius(cornerRadius, in: rect)
        if var outline = farOutline(reaching: rect) {
            outline.addRoundedRect(rect, radius: radius)
            addToPath(outline.clipped)
            return
        }
        guard radius > 0 else {
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        let quarter = Double.pi / 2
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, rect.maxX - radius, rect.minY + radius, radius, -quarter, 0)
        cairo_arc(cairo, rect.maxX - radius, rect.maxY - radius, radius, 0, quarter)
        cairo_arc(cairo, rect.minX + radius, rect.maxY - radius, radius, quarter, 2 * quarter)
        cairo_arc(cairo, rect.minX + radius, rect.minY + radius, radius, 2 * quarter, 3 * quarter)
        cairo_close_path(cairo)
    }

    func addEllipse(in rect: Rect) {
        guard !rect.isEmpty else { return }
        if var outline = farOutline(reaching: rect) {
            outline.addEllipse(in: rect)
            addToPath(outline.clipped)
            return
        }
        // A unit circle in a scaled space; the path keeps its shape after the matrix is restored.
        cairo_save(cairo)
        cairo_translate(cairo, rect.midX, rect.midY)
        cairo_scale(cairo, rect.width / 2, rect.height / 2)
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, 0, 0, 1, 0, 2 * .pi)
        cairo_close_path(cairo)
        cairo_restore(cairo)
    }

    func setSource(_ color: Color) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha * opacity)
    }

    func fillPath(with color: Color) {
        setSource(color)
        cairo_fill(cairo)
    }

    private func strokePath(width: Double, color: Color) {
        setSource(color)
        cairo_set_line_width(cairo, width)
        cairo_stroke(cairo)
    }
}

extension LineCap {
    fileprivate var cairoValue: cairo_line_cap_t {
        switch self {
        case .butt: return CAIRO_LINE_CAP_BUTT
        case .round: return CAIRO_LINE_CAP_ROUND
        case .square: return CAIRO_LINE_CAP_SQUARE
        }
    }
}
