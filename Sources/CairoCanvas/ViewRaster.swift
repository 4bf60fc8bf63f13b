import CCairo
import GestureKit
import Glibc

/// A view's layers (background, content, border) drawn once into an offscreen surface, so that
/// while the view only moves — a pan, a pinch, a rotation — each frame copies one picture
/// instead of clipping, filtering and bordering the view again.
///
/// The raster is made at a fixed pixel density per point of the view's bounds, a power of √2,
/// so a pinch re-rasters only when the scale crosses one of those steps; drawing shrinks it by
/// at most √2, which bilinear filtering does cleanly. It is only
/// ever a stand-in: the renderer draws the view exactly again once it stops moving (see
/// ``Renderer/cachesMovingViews``). A view standing still beside a moving one gets a raster
/// drawn where it stands instead (``init(of:placedBy:area:)``), copied back pixel for pixel.
final class ViewRaster {
    let surface: CairoSurface
    /// Pixels per point of the view's bounds.
    let density: Double
    let contentVersion: Int
    let bounds: Rect
    let borderWidth: Double
    let cornerRadius: Double
    let clipsToBounds: Bool
    /// For a raster of a view standing still (``init(of:placedBy:area:)``): the device matrix it
    /// was drawn with, and the device pixel of its top-left corner.
    let placement: cairo_matrix_t?
    let origin: (x: Double, y: Double)

    /// Transparent pixels around the bounds, where the antialiased edge fades out.
    static let padding = 1.0

    /// The density to raster a view at whose bounds cover `deviceScale` device pixels per point:
    /// the next power of √2 at or above it.
    static func density(forDeviceScale deviceScale: Double) -> Double {
        // The tolerance keeps a scale of exactly 1 (give or take rounding) at density 1.
        exp2((2 * log2(deviceScale) - 1e-6).rounded(.up) / 2)
    }

    /// The most pixels a raster may have on a side: 4096 (64 MiB) is past any photo a person
    /// pinches; a larger view is drawn directly.
    static let largestSide = 4096

    /// Draws `view`'s layers at `density`, its text laid out by `textLayouts`; nil when the view
    /// is empty or absurdly large, or the density is not a positive number.
    init?(of view: View, density: Double, textLayouts: TextLayouts = .shared) {
        let bounds = view.bounds
        // Checked as Doubles: a view pinched far enough makes sides no Int holds.
        let sides = [bounds.width, bounds.height].map { ($0 * density).rounded(.up) + 2 * Self.padding }
        guard density > 0, !bounds.isEmpty, sides.allSatisfy({ $0 <= Double(Self.largestSide) }),
            let surface = try? CairoSurface(pixelWidth: Int(sides[0]), pixelHeight: Int(sides[1]))
        else { return nil }
        self.surface = surface
        self.density = density
        self.bounds = bounds
        contentVersion = view.contentVersion
        borderWidth = view.borderWidth
        cornerRadius = view.cornerRadius
        clipsToBounds = view.clipsToBounds
        placement = nil
        origin = (0, 0)
        let context = CairoDrawingContext(surface: surface, textLayouts: textLayouts)
        cairo_translate(context.cairo, Self.padding, Self.padding)
        cairo_scale(context.cairo, density, density)
        cairo_translate(context.cairo, -bounds.minX, -bounds.minY)
        ViewPainter.drawLayers(of: view, in: context)
        cairo_surface_flush(surface.pointer)
    }

    /// Draws `view`'s layers exactly where the device matrix `matrix` puts them, into a surface
    /// covering `area` (device pixels, whole-numbered): the view standing still beside one that
    /// moves. Painted back at `area`'s corner it is a plain copy, the same picture as drawing the
    /// layers there, but for how antialiased edges round when the layers are blended onto a
    /// transparent surface first. Its text is laid out by `textLayouts`. Nil when the area is
    /// empty or absurdly large.
    init?(of view: View, placedBy matrix: cairo_matrix_t, area: Rect, textLayouts: TextLayouts = .shared) {
        let sides = [area.width, area.height]
        // The area is the view's on the surface: whole pixels near it (checked before converting).
        let reach = CairoDrawingContext.farReach
        guard sides.allSatisfy({ $0 >= 1 && $0 <= Double(Self.largestSide) }), abs(area.minX) <= reach,
            abs(area.minY) <= reach,
            let surface = try? CairoSurface(pixelWidth: Int(sides[0]), pixelHeight: Int(sides[1]))
        else { return nil }
        self.surface = surface
        density = 0
        bounds = view.bounds
        contentVersion = view.contentVersion
        borderWidth = view.borderWidth
        cornerRadius = view.cornerRadius
        clipsToBounds = view.clipsToBounds
        placement = matrix
        origin = (area.minX, area.minY)
        let context = CairoDrawingContext(surface: surface, textLayouts: textLayouts)
        var shifted = matrix
        shifted.x0 -= area.minX
        shifted.y0 -= area.minY
        cairo_set_matrix(context.cairo, &shifted)
        ViewPainter.drawLayers(of: view, in: context)
        cairo_surface_flush(surface.pointer)
    }

    /// Where the raster's pixels that are not transparent lie: the view's rounded bounds when it
    /// clips, else its bounds (the antialiased edge aside).
    var outline: TurnedCopy.Outline {
        let rect = Rect(
            x: Self.padding, y: Self.padding, width: bounds.width * density, height: bounds.height * density)
        let radius = clipsToBounds ? CairoDrawingContext.effectiveCornerRadius(cornerRadius, in: bounds) * density : 0
        return TurnedCopy.Outline(rect: rect, radius: radius)
    }

    /// Whether this raster still shows `view` at `density`.
    func shows(_ view: View, at density: Double) -> Bool {
        placement == nil && self.density == density && contentVersion == view.contentVersion && bounds == view.bounds
            && borderWidth == view.borderWidth && cornerRadius == view.cornerRadius
            && clipsToBounds == view.clipsToBounds
    }

    /// Whether this raster of a still view still shows `view` where `matrix` puts it.
    func shows(_ view: View, placedBy matrix: cairo_matrix_t) -> Bool {
        guard let placement else { return false }
        return Renderer.equal(placement, matrix) && contentVersion == view.contentVersion && bounds == view.bounds
            && borderWidth == view.borderWidth && cornerRadius == view.cornerRadius
    }

    /// Copies a still view's raster back where it was drawn, with `alpha`, inside `clip` (device pixels).
    func drawPlaced(in context: CairoDrawingContext, alpha: Double, clip: Rect) {
        let cairo = context.cairo
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_identity_matrix(cairo)
        cairo_rectangle(cairo, clip.minX, clip.minY, clip.width, clip.height)
        cairo_clip(cairo)
        cairo_set_source_surface(cairo, surface.pointer, origin.x, origin.y)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_FAST)
        if alpha < 1 {
            cairo_paint_with_alpha(cairo, alpha)
        } else {
            cairo_paint(cairo)
        }
    }

    /// The matrix from the raster's pixels to device pixels where `viewMatrix` (the view's bounds
    /// to device pixels) puts the view, and whether it only moves them. One raster pixel per
    /// device pixel is snapped to whole pixels and copied as it is (Cairo's fastest path): the
    /// picture is off by at most half a pixel while it moves.
    func pixelMatrix(placedBy viewMatrix: cairo_matrix_t) -> (matrix: cairo_matrix_t, isTranslation: Bool) {
        var matrix = viewMatrix
        cairo_matrix_translate(&matrix, bounds.minX, bounds.minY)
        cairo_matrix_scale(&matrix, 1 / density, 1 / density)
        cairo_matrix_translate(&matrix, -Self.padding, -Self.padding)
        let isTranslation = abs(matrix.xx - 1) < 1e-9 && abs(matrix.yy - 1) < 1e-9 && matrix.xy == 0 && matrix.yx == 0
        if isTranslation {
            matrix.x0 = matrix.x0.rounded()
            matrix.y0 = matrix.y0.rounded()
        }
        return (matrix, isTranslation)
    }

    /// Paints the raster with `alpha` where the view is. The context's matrix maps the view's
    /// bounds to device pixels; `clip` (device pixels) is the view's painted area, which keeps
    /// the resampled edge from straying past what the view's damage covers. `byCairoOnly` turns
    /// off ``TurnedCopy`` (the picture it is tested against).
    func draw(
        in context: CairoDrawingContext, alpha: Double, clip: Rect, byCairoOnly: Bool = false
    ) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context.cairo, &matrix)
        let (placed, isTranslation) = pixelMatrix(placedBy: matrix)
        paint(
            placedBy: placed, isTranslation: isTranslation, in: context, alpha: alpha, clip: clip,
            byCairoOnly: byCairoOnly)
    }

    /// Whether `matrix` turns the raster (rather than only scaling or moving it): what
    /// ``TurnedCopy`` draws.
    private static func isTurned(_ matrix: cairo_matrix_t) -> Bool {
        matrix.xy != 0 || matrix.yx != 0
    }

    /// Writes the top left `width` × `height` pixels of `surface` with the raster placed by
    /// `matrix` (raster pixels to device pixels) and `alpha`, transparent where it does not
    /// reach, as painting it onto a transparent surface would: only where it is turned (the
    /// picture ``paint(placedBy:isTranslation:in:alpha:clip:byCairoOnly:)`` makes with
    /// ``TurnedCopy``). False, having written nothing, otherwise.
    func copy(placedBy matrix: cairo_matrix_t, alpha: Double, into surface: CairoSurface, width: Int, height: Int)
        -> Bool
    {
        guard Self.isTurned(matrix) else { return false }
        return TurnedCopy.copy(
            self.surface, outline: outline, matrix: matrix, alpha: alpha, into: surface, width: width, height: height)
    }

    /// Paints the raster with `alpha`, its pixels placed by `matrix` (raster pixels to device
    /// pixels, as ``pixelMatrix(placedBy:)`` makes it), inside `clip` (device pixels).
    func paint(
        placedBy matrix: cairo_matrix_t, isTranslation: Bool, in context: CairoDrawingContext, alpha: Double,
        clip: Rect, byCairoOnly: Bool = false
    ) {
        let cairo = context.cairo
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_identity_matrix(cairo)
        cairo_rectangle(cairo, clip.minX, clip.minY, clip.width, clip.height)
        cairo_clip(cairo)
        var matrix = matrix
        cairo_set_matrix(cairo, &matrix)
        // Turned or scaled: bilinear. Turned, by our own loop where it can write the pixels (see
        // TurnedCopy); only scaled, pixman's vector path for scaling is faster (a pinch frame at
        // 1280×800: 0.28 ms against 0.52). Nearest-pixel sampling was measured and declined: the
        // photo's rim visibly stair-steps while it turns.
        if Self.isTurned(matrix), !byCairoOnly,
            TurnedCopy.paint(surface, outline: outline, matrix: matrix, alpha: alpha, into: cairo, within: clip)
        {
            return
        }
        cairo_set_source_surface(cairo, surface.pointer, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), isTranslation ? CAIRO_FILTER_FAST : CAIRO_FILTER_BILINEAR)
        if alpha < 1 {
            cairo_paint_with_alpha(cairo, alpha)
        } else {
            cairo_paint(cairo)
        }
    }
}
