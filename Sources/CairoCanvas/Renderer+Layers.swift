import CCairo
import GestureKit

// While a gesture moves a photo, a host may show the photo on a compositor layer of its own
// (`Window.layeredView`) and leave it out of the window's picture: the window is then not drawn
// again as the photo moves, and the photo's picture is its raster, placed as the window's picture
// would place it. These are the renderer's parts: which view may be shown so, and its picture.

/// A view's picture as a layer of its own shows it: its raster (see ``Renderer/cachesMovingViews``)
/// placed where the window's picture would place it, in a rectangle of whole device pixels.
public struct LayerPicture {
    /// The device pixel of its top left corner, each a multiple of the scale it was made for.
    public let originX: Int, originY: Int
    /// Its size in device pixels, each a multiple of that scale.
    public let pixelWidth: Int, pixelHeight: Int
    /// The part of it the window's buffer shows, in its own pixels (multiples of the scale): all
    /// of it, unless it was made whole past the window's edge for a layer that can crop.
    public let shown: (x: Int, y: Int, width: Int, height: Int)
    let raster: ViewRaster
    /// Raster pixels to the picture's own pixels.
    let matrix: cairo_matrix_t
    let isTranslation: Bool
    let alpha: Double

    /// Whether `other` has the same pixels, wherever it stands: then only its place changed.
    public func looksLike(_ other: LayerPicture) -> Bool {
        raster === other.raster && Renderer.equal(matrix, other.matrix) && alpha == other.alpha
            && pixelWidth == other.pixelWidth && pixelHeight == other.pixelHeight
    }
}

extension Renderer {
    /// The one view drawn from its raster in the last frame because it moved, when no other
    /// was: a photo a gesture moves, which its host may lift onto a layer of its own.
    public var viewMovingAlone: View? {
        guard lastMovingViews.count == 1 else { return nil }
        return lastMovingViews[0].view
    }

    /// Whether `view` looks on a layer of its own over `window`'s picture as it does in it: the
    /// renderer keeps rasters of moving views; the view shows no subviews; it and every ancestor
    /// are visible, the ancestors fully opaque and none but the window clipping (nor the window
    /// to rounded corners); and nothing drawn after it reaches into its area.
    public func canShowOnItsOwnLayer(_ view: View, in window: Window) -> Bool {
        guard cachesMovingViews, view.window === window, view !== window, !view.bounds.isEmpty,
            !view.subviews.contains(where: Self.isVisible)
        else { return false }
        var current = view
        while let superview = current.superview {
            guard Self.isVisible(current), current === view || (current.alpha >= 1 && !current.clipsToBounds)
            else { return false }
            current = superview
        }
        guard Self.isVisible(window), window.alpha >= 1, !(window.clipsToBounds && window.cornerRadius > 0) else {
            return false
        }
        return !isCovered(view)
    }

    /// Whether a visible view drawn after `view` (a later sibling of it or of an ancestor, or
    /// within one) may paint over its area.
    private func isCovered(_ view: View) -> Bool {
        let area = view.paintedAreaInWindow.insetBy(-1)
        var current = view
        while let superview = current.superview {
            guard let index = superview.subviews.firstIndex(where: { $0 === current }) else { return true }
            var later = Array(superview.subviews[(index + 1)...])
            while let next = later.popLast() {
                guard Self.isVisible(next) else { continue }
                if next.paintedAreaInWindow.intersects(area) { return true }
                later += next.subviews
            }
            current = superview
        }
        return false
    }

    /// `view`'s picture for a layer over `window`'s buffer of `scale` pixels a point (a whole
    /// number, the buffer not turned), cut to the buffer: nil when it has none (a view placed by a
    /// matrix no raster serves, or off the window). Makes its raster when needed,
    /// and notes where the view stands, so that once it comes back into the window's picture it
    /// is drawn there exactly unless it moves on.
    ///
    /// With `cropping`, a picture that reaches past the window's edge but is no larger than the
    /// window is made whole, and ``LayerPicture/shown`` says what the window shows of it: a layer
    /// that crops it (`wp_viewport`) then only moves while a drag takes the photo across the
    /// edge, where a cut picture is another picture at every step.
    public func layerPicture(of view: View, in window: Window, scale: Int, cropping: Bool = false) -> LayerPicture? {
        let device = DeviceMapping(scale: Double(scale), turn: .none, windowSize: window.bounds.size)
        guard scale >= 1, let viewMatrix = deviceMatrix(of: view, device: device) else { return nil }
        let density = ViewRaster.density(
            forDeviceScale: abs(viewMatrix.xx * viewMatrix.yy - viewMatrix.xy * viewMatrix.yx).squareRoot())
        let key = ObjectIdentifier(view)
        var placement =
            placements[key].flatMap { $0.view === view ? $0 : nil }
            ?? ViewPlacement(
                view: view, matrix: viewMatrix, contentVersion: view.contentVersion, rasters: [], stillRaster: nil)
        if placement.contentVersion != view.contentVersion { placement.rasters.removeAll() }
        let raster: ViewRaster
        if let kept = placement.rasters.first(where: { $0.shows(view, at: density) }) {
            raster = kept
        } else {
            guard let made = ViewRaster(of: view, density: density, textLayouts: textLayouts) else { return nil }
            raster = made
            placement.rasters = Array((placement.rasters + [made]).suffix(Self.rastersPerView))
        }
        placement.matrix = viewMatrix
        placement.contentVersion = view.contentVersion
        placements[key] = placement

        let (matrix, isTranslation) = raster.pixelMatrix(placedBy: viewMatrix)
        // The raster's corners where the device puts them, out to whole multiples of the scale.
        var xs: [Double] = [], ys: [Double] = []
        for (x, y) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
            var (u, v) = (Double(x * raster.surface.pixelWidth), Double(y * raster.surface.pixelHeight))
            var placing = matrix
            cairo_matrix_transform_point(&placing, &u, &v)
            xs.append(u)
            ys.append(v)
        }
        // Only what the window's buffer shows of it (a photo pinched past the window keeps a
        // layer the window's size at most), and only where the view paints: a round photo turned
        // 35° paints its circle's box, half its turned square's (a pixel more for the rim).
        let buffer = device.pixels(window.bounds)
        let painted = device.pixels(view.paintedAreaInWindow).insetBy(-1)
        guard let low = xs.min(), let high = xs.max(), let top = ys.min(), let bottom = ys.max() else { return nil }
        let whole = Rect(x: low, y: top, width: high - low, height: bottom - top).intersection(painted)
        let fitsWhole = cropping && whole.width <= buffer.width && whole.height <= buffer.height
        guard let picture = Self.pixelBox(of: fitsWhole ? whole : whole.intersection(buffer), scale: scale),
            let visible = Self.pixelBox(of: whole.intersection(buffer), scale: scale)
        else { return nil }
        // The shown part, in the picture's own pixels; the same box when the picture was cut.
        let shownLeft = max(visible.x, picture.x), shownTop = max(visible.y, picture.y)
        let shownRight = min(visible.x + visible.width, picture.x + picture.width)
        let shownBottom = min(visible.y + visible.height, picture.y + picture.height)
        guard shownLeft < shownRight, shownTop < shownBottom else { return nil }
        var own = matrix
        own.x0 -= Double(picture.x)
        own.y0 -= Double(picture.y)
        return LayerPicture(
            originX: picture.x, originY: picture.y, pixelWidth: picture.width, pixelHeight: picture.height,
            shown: (shownLeft - picture.x, shownTop - picture.y, shownRight - shownLeft, shownBottom - shownTop),
            raster: raster, matrix: own, isTranslation: isTranslation, alpha: view.alpha)
    }

    /// `rect` (device pixels) out to whole multiples of `scale`; nil when empty.
    private static func pixelBox(of rect: Rect, scale: Int) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard !rect.isEmpty, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            return nil
        }
        let step = Double(scale)
        let x = Int(saturating: (rect.minX / step).rounded(.down) * step)
        let y = Int(saturating: (rect.minY / step).rounded(.down) * step)
        let width = Int(saturating: ((rect.maxX - Double(x)) / step).rounded(.up)) * scale
        let height = Int(saturating: ((rect.maxY - Double(y)) / step).rounded(.up)) * scale
        guard width >= 1, height >= 1 else { return nil }
        return (x, y, width, height)
    }

    /// Draws `picture` into `surface` (at least the picture's size), its top left corner at the
    /// surface's: every pixel of its box is written, transparent ones included, whatever the
    /// surface held there; the rest of the surface is left alone. So a layer's buffer needs no
    /// clearing first: a turned picture is written row by row in one pass (the turned copy),
    /// any other is cleared and painted.
    public func draw(_ picture: LayerPicture, into surface: CairoSurface) {
        let (width, height) = (picture.pixelWidth, picture.pixelHeight)
        if picture.raster.copy(
            placedBy: picture.matrix, alpha: picture.alpha, into: surface, width: width, height: height)
        {
            return
        }
        let context = CairoDrawingContext(surface: surface, textLayouts: textLayouts)
        let box = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        let cairo = context.cairo
        cairo_save(cairo)
        cairo_rectangle(cairo, box.minX, box.minY, box.width, box.height)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_fill(cairo)
        cairo_restore(cairo)
        picture.raster.paint(
            placedBy: picture.matrix, isTranslation: picture.isTranslation, in: context, alpha: picture.alpha, clip: box
        )
        cairo_surface_flush(surface.pointer)
    }

    /// Draws `picture` into memory lent by a ``PixelStorage`` (a Wayland shared-memory buffer),
    /// as the ``CairoSurface`` variant does.
    ///
    /// - Throws: ``CairoCanvasError/invalidPixelStorage(reason:)`` when the storage's sizes do
    ///   not describe an ARGB32 image that fits its memory.
    public func draw(_ picture: LayerPicture, into storage: PixelStorage) throws {
        try CairoSurface.withSurface(over: storage) { draw(picture, into: $0) }
    }
}
