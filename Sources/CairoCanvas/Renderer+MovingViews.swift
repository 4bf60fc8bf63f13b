import CCairo
import GestureKit

// While a person drags, pinches or turns a photo, the photo's pixels do not change, only where
// they go. Drawing such a moving view from a raster of its layers (`ViewRaster`) replaces a
// rounded clip, a filtered image and a border by one copy. The copy is a stand-in, half a pixel
// off or resampled once; so once the views drawn from rasters have stopped for `settleDelay`,
// their areas must be drawn again exactly (the renderer asks its host, `Renderer.exactRedraw`;
// it keeps no timers of its own): the pixels end as a full redraw's.
//
// Not at the very next frame: that frame would be drawn on the frame callback even while the
// finger keeps moving, and then the finger's next report would find a frame already pending and
// wait for the callback after it (see ShellWindow+Drawing) — a whole refresh of latency.

/// What the renderer remembers of a view it drew: where, and its raster while it moves.
struct ViewPlacement {
    weak var view: View?
    /// The device matrix of the view's bounds when it was last drawn.
    var matrix: cairo_matrix_t
    var contentVersion: Int
    /// Its rasters at the densities it was last drawn at while moving, the newest last: a pinch
    /// going back and forth across a density step finds the raster it left (at most
    /// ``Renderer/rastersPerView``).
    var rasters: [ViewRaster]
    /// Its raster where it stands, drawn while another view moves over it.
    var stillRaster: ViewRaster?
}

/// A view remembered without keeping it alive.
struct WeakView {
    weak var view: View?
}

/// A later frame a renderer needs: `areas` (window points) drawn again exactly, `delay` seconds
/// after the frame that asked, unless a later frame asks again first.
public struct ExactRedraw: Sendable {
    /// The rectangles to draw again exactly, in window points.
    public let areas: [Rect]
    /// Seconds after the frame that asked; a later frame drawing the views from rasters again asks anew.
    public let delay: Double
}

extension Renderer {
    /// The raster to draw `view` from, when it may be drawn from one: caching is on, only the
    /// damage is drawn, the view shows no subviews, and since it was last drawn it moved but did
    /// not change. Notes where the view is now either way. The context's matrix is the view's.
    func rasterIfMoving(
        _ view: View, in context: CairoDrawingContext, device: DeviceMapping, isDamageLimited: Bool
    ) -> ViewRaster? {
        guard cachesMovingViews, !view.subviews.contains(where: Self.isVisible), !view.bounds.isEmpty else {
            return nil
        }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context.cairo, &matrix)
        let key = ObjectIdentifier(view)
        var placement = placements[key]
        if placement?.view !== view { placement = nil }
        defer {
            placements[key] = ViewPlacement(
                view: view, matrix: matrix, contentVersion: view.contentVersion, rasters: placement?.rasters ?? [],
                stillRaster: placement?.stillRaster)
        }
        guard isDamageLimited, let previous = placement, previous.contentVersion == view.contentVersion else {
            // Drawn exactly; a raster kept from earlier stays while it still shows the view.
            return nil
        }
        if Self.equal(previous.matrix, matrix) {
            // Standing still: drawn from where it stands while another view moves, else exactly.
            guard stillRastersAllowed else { return nil }
            if let raster = previous.stillRaster, raster.shows(view, placedBy: matrix) { return raster }
            let area = device.pixels(view.paintedAreaInWindow).integral
            placement?.stillRaster = ViewRaster(of: view, placedBy: matrix, area: area, textLayouts: textLayouts)
            return placement?.stillRaster
        }
        movingViews.append(view)
        // Not finite or zero for a matrix no raster can serve: ViewRaster refuses it.
        let density = ViewRaster.density(
            forDeviceScale: abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot())
        var rasters = previous.rasters.filter { $0.contentVersion == view.contentVersion }
        if let index = rasters.firstIndex(where: { $0.shows(view, at: density) }) {
            let raster = rasters.remove(at: index)
            placement?.rasters = rasters + [raster]
            return raster
        }
        guard let raster = ViewRaster(of: view, density: density, textLayouts: textLayouts) else { return nil }
        placement?.rasters = Array((rasters + [raster]).suffix(Self.rastersPerView))
        return raster
    }

    /// Rasters kept per moving view: three density steps (powers of √2), a factor of two a pinch
    /// may go back and forth across, without keeping a photo's whole zoom range (a raster may
    /// take up to 64 MiB, though a photo on screen takes one or two). Re-rastering at each
    /// crossing took 4.5 % of the app's CPU in the benchmark's pinch, which crosses twice every
    /// two seconds.
    static let rastersPerView = 3

    /// Whether a view that moved in the last frame has moved again since: then a frame of a
    /// gesture is being drawn, and views standing still in its damage may be copied from their
    /// rasters too (and are drawn exactly with the moving ones once they settle). Not in the
    /// frame that draws the settled views exactly, where nothing moved. The matrices are worked
    /// out with Cairo's own calls, as ``compose`` makes them, so that they compare exactly.
    func movedSinceLastFrame(device: DeviceMapping) -> Bool {
        guard cachesMovingViews, !lastMovingViews.isEmpty else { return false }
        return lastMovingViews.contains { reference in
            guard let view = reference.view, let placement = placements[ObjectIdentifier(view)], view.window != nil
            else { return false }
            guard let matrix = deviceMatrix(of: view, device: device) else { return true }
            return !Self.equal(placement.matrix, matrix)
        }
    }

    /// The device matrix ``compose`` gives `view`'s bounds, worked out with Cairo's own calls so
    /// that it compares exactly with a placement's; nil when a transform on the way cannot be placed.
    func deviceMatrix(of view: View, device: DeviceMapping) -> cairo_matrix_t? {
        guard let matrixScratch else { return nil }
        let cairo = matrixScratch.cairo
        var path: [View] = []
        var ancestor: View? = view
        while let current = ancestor, current.superview != nil {
            path.append(current)
            ancestor = current.superview
        }
        cairo_identity_matrix(cairo)
        device.apply(to: cairo)
        for step in path.reversed() {
            guard matrixScratch.concatenate(step.transformToSuperview) else { return nil }
        }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        return matrix
    }

    /// After a frame that drew views from their rasters, asks (``exactRedraw``) for those views'
    /// areas to be drawn again once `settleDelay` passes without another such frame. Also
    /// forgets views that are gone.
    func requestExactRedraws() {
        // Views that left (a scene switch) take their rasters with them, a few frames later.
        framesSinceSweep += 1
        if framesSinceSweep >= 60 {
            framesSinceSweep = 0
            placements = placements.filter { $0.value.view != nil }
        }
        lastMovingViews = movingViews.map { WeakView(view: $0) }
        movingViews.removeAll()
        guard !provisionalViews.isEmpty else { return }
        // A pixel more all round: the raster's resampled edge, and the half pixel it is snapped by.
        exactRedraw = ExactRedraw(
            areas: provisionalViews.map { $0.paintedAreaInWindow.insetBy(-1) }, delay: Self.settleDelay)
        provisionalViews.removeAll()
    }

    /// How long a view drawn from its raster must stay still before it is drawn exactly: longer
    /// than a moving finger's reports are apart (8–17 ms on 60–120 Hz touchscreens, up to 50 ms
    /// when a finger hesitates), short enough that the sharp frame follows as the photo settles.
    public static let settleDelay = 0.1

    static func equal(_ one: cairo_matrix_t, _ other: cairo_matrix_t) -> Bool {
        one.xx == other.xx && one.yx == other.yx && one.xy == other.xy && one.yy == other.yy
            && one.x0 == other.x0 && one.y0 == other.y0
    }
}
