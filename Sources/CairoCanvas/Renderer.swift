import CCairo
import GestureKit

/// Draws a GestureKit `Window`'s view tree into pixels, all of it or only where it is damaged.
///
/// Logical points times `scale` are pixels: a 1280×800 window at scale 1.5 fills a 1920×1200
/// buffer. Views are drawn with UIKit's semantics: hidden and fully transparent views are
/// skipped; each view is placed by `transformToSuperview`; background, content, subviews and
/// border stack as Core Animation stacks them; `clipsToBounds` clips content and subviews to
/// the rounded bounds; alpha applies to the view and its subviews as one group.
///
/// Any transform is safe. A view pinched far past the buffer still shows its rim, border and
/// picture where they cross it, and costs what a window-sized view does: its shapes reach Cairo
/// cut to the clip. A view whose matrix is not finite, collapses the plane, overflows (past
/// about 1e150 pixels a point) or squeezes below a millionth of a pixel a point is not drawn,
/// nor are its subviews.
///
/// ```swift
/// // On each frame callback, into the buffer the compositor will show:
/// let damage = window.takeDamage()
/// let redrawn = try renderer.render(window, into: buffer, scale: 2, damage: damage)
/// // tell the compositor: wl_surface.damage_buffer for each rectangle in `redrawn`
/// ```
public final class Renderer {
    /// Below this alpha a view cannot change an 8-bit pixel, so it is not drawn at all.
    static let invisibleAlpha = 0.5 / 255

    /// Whether a view that only moved since the last frame is drawn from a raster of its layers
    /// (a copy, resampled when it turns or scales) instead of layer by layer, during
    /// damage-limited redraws of a `Window`. Each view so drawn is damaged again, and drawn
    /// exactly once it has stopped, so what stays on screen is what a full redraw shows. For
    /// live windows, where it makes a frame during a pan, pinch or rotation several times
    /// cheaper; off by default (replay's frames are full redraws either way).
    public var cachesMovingViews = false

    /// Where each view was drawn last, and the rasters of moving views.
    var placements: [ObjectIdentifier: ViewPlacement] = [:]
    /// The views the current frame drew from their rasters.
    var provisionalViews: [View] = []
    /// The views the current frame drew from their rasters because they moved, and those of the
    /// last frame.
    var movingViews: [View] = []
    var lastMovingViews: [WeakView] = []
    /// Whether the current frame may copy views standing still from rasters (see
    /// ``movedSinceLastFrame(device:)``).
    var stillRastersAllowed = false
    /// Where ``movedSinceLastFrame(device:)`` works out matrices.
    lazy var matrixScratch: CairoDrawingContext? = (try? CairoSurface(pixelWidth: 1, pixelHeight: 1)).map {
        CairoDrawingContext(surface: $0)
    }
    /// After a frame that drew views from their rasters (``cachesMovingViews``): the exact
    /// redraw they need once they stand still. The host damages `areas` after `delay` unless a
    /// later render sets a new request first; ``takeExactRedraw()`` hands it over.
    public internal(set) var exactRedraw: ExactRedraw?
    /// Frames drawn since placements of views that are gone were last dropped.
    var framesSinceSweep = 0

    /// Lays out the views' text and keeps the layouts from frame to frame.
    let textLayouts: TextLayouts

    /// A renderer with no placements or rasters remembered yet, and ``cachesMovingViews`` off.
    public convenience init() {
        self.init(textLayouts: .shared)
    }

    /// A renderer laying text out with `textLayouts`.
    init(textLayouts: TextLayouts) {
        self.textLayouts = textLayouts
    }

    /// Draws `root` (a window, or any view at the top of its tree) into a surface.
    ///
    /// - Parameters:
    ///   - root: the view to draw, with its subviews.
    ///   - surface: the surface drawn into; its pixel size is the window's size times `scale`.
    ///   - scale: pixels per point.
    ///   - turn: how the compositor turns the buffer as it shows it (clockwise): the window is
    ///     drawn turned back, so that it shows as it is; the buffer has the turned size. `.none`
    ///     when the compositor shows the buffer as it is.
    ///   - damage: where to draw, in the window's points; nil draws everything. Inside the damage
    ///     (grown to whole pixels) the surface is reset to the window's background, or to
    ///     transparent without an opaque one, and every view that may paint there is drawn again;
    ///     outside it the pixels are left as they were. A buffer that missed frames (double
    ///     buffering) needs the damage of every frame since it was last drawn.
    /// - Returns: the rectangles drawn, in buffer pixels with whole-number edges, for
    ///   `wl_surface.damage_buffer`.
    @discardableResult
    public func render(
        _ root: View, into surface: CairoSurface, scale: Double = 1, turn: QuarterTurn = .none,
        damage: DamageRegion? = nil
    ) -> [Rect] {
        precondition(scale > 0 && scale.isFinite, "the buffer scale must be a positive number, not \(scale)")
        precondition(root.superview == nil, "render the top of a view tree (its window), not \(root)")
        let device = DeviceMapping(scale: scale, turn: turn, windowSize: root.bounds.size)
        let buffer = Rect(x: 0, y: 0, width: Double(surface.pixelWidth), height: Double(surface.pixelHeight))
        let pixelRects = damage.map { Self.pixelRects(covering: $0, device: device, in: buffer) } ?? [buffer]
        guard !pixelRects.isEmpty, !buffer.isEmpty else { return [] }

        stillRastersAllowed = damage != nil && movedSinceLastFrame(device: device)
        let context = CairoDrawingContext(surface: surface, textLayouts: textLayouts)
        let cairo = context.cairo
        for rect in pixelRects {
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        }
        cairo_clip(cairo)
        // An opaque window background replaces the damaged pixels in one pass, where clearing
        // them and then filling the background would take two (each pass over a 3840×2160
        // buffer measured about 5 ms here, a third of a full redraw of the photos scene).
        let background = Self.opaqueBackground(of: root)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        context.setSource(background ?? .clear)
        cairo_paint(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        device.apply(to: cairo)

        // Views are tested against the damage as the clip really is: whole pixels, in points.
        let frame = Frame(
            context: context, device: device,
            limits: damage == nil ? nil : pixelRects.map { device.windowRect(ofPixels: $0) },
            rootBackgroundIsPainted: background != nil, layered: (root as? Window)?.layeredView)
        compose(root, isRoot: true, in: frame)
        cairo_surface_flush(surface.pointer)
        requestExactRedraws()
        return pixelRects
    }

    /// The exact redraw the last frames asked for, now the caller's to schedule; nil when none.
    public func takeExactRedraw() -> ExactRedraw? {
        defer { exactRedraw = nil }
        return exactRedraw
    }

    /// Draws `root` into memory lent by a ``PixelStorage`` (a Wayland shared-memory buffer);
    /// the parameters and the result are those of the ``CairoSurface`` variant.
    ///
    /// - Throws: ``CairoCanvasError/invalidPixelStorage(reason:)`` when the storage's sizes do
    ///   not describe an ARGB32 image that fits its memory.
    @discardableResult
    public func render(
        _ root: View, into storage: PixelStorage, scale: Double = 1, turn: QuarterTurn = .none,
        damage: DamageRegion? = nil
    ) throws -> [Rect] {
        try CairoSurface.withSurface(over: storage) { surface in
            render(root, into: surface, scale: scale, turn: turn, damage: damage)
        }
    }

    // MARK: Composition

    /// What stays the same for every view of one render.
    private struct Frame {
        let context: CairoDrawingContext
        let device: DeviceMapping
        /// The redrawn area in window points, or nil when everything is redrawn.
        let limits: [Rect]?
        /// Whether the root's background already fills the redrawn area.
        let rootBackgroundIsPainted: Bool
        /// The window's layered view, left out of its picture.
        let layered: View?
    }

    /// The root's background when it covers the root's whole area with an opaque colour, so
    /// it can simply replace the damaged pixels.
    private static func opaqueBackground(of root: View) -> Color? {
        guard let color = root.backgroundColor, color.alpha >= 1, root.alpha >= 1, !root.isHidden,
            root.cornerRadius <= 0
        else { return nil }
        return color
    }

    /// Whether a view would show at all (hidden and near-zero alpha views draw nothing).
    static func isVisible(_ view: View) -> Bool {
        !view.isHidden && view.alpha >= invisibleAlpha
    }

    /// Draws a view and its subviews: the current matrix is the superview's coordinates.
    private func compose(_ view: View, isRoot: Bool, in frame: Frame) {
        // A view on a layer of its own is its host's to show (see `Window.layeredView`).
        guard Self.isVisible(view), view !== frame.layered, mayPaint(view, in: frame) else { return }
        let context = frame.context, cairo = context.cairo
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        // The root's coordinates are the window's; every other view is placed in its superview.
        if !isRoot {
            guard context.concatenate(view.transformToSuperview) else { return }
            if let raster = rasterIfMoving(
                view, in: context, device: frame.device, isDamageLimited: frame.limits != nil)
            {
                // Within the clip: a view far off the surface must not reach Cairo's fixed point.
                let clip = frame.device.pixels(view.paintedAreaInWindow).integral.intersection(
                    context.deviceClipExtents)
                guard !clip.isEmpty else { return }
                if raster.placement != nil {
                    raster.drawPlaced(in: context, alpha: view.alpha, clip: clip)
                } else {
                    raster.draw(in: context, alpha: view.alpha, clip: clip)
                }
                provisionalViews.append(view)
                return
            }
        }

        let grouped = view.alpha < 1 && ViewPainter.needsGroupOpacity(view)
        if grouped {
            clipToPaintedArea(of: view, in: frame)
            cairo_push_group(cairo)
        } else {
            context.opacity = view.alpha
        }

        ViewPainter.drawLayers(of: view, in: context, includingBackground: !(isRoot && frame.rootBackgroundIsPainted)) {
            for subview in view.subviews {
                compose(subview, isRoot: false, in: frame)
            }
        }

        if grouped {
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, view.alpha)
        }
    }

    /// Whether any pixel the view (with its subviews) may touch lies in the redrawn area.
    private func mayPaint(_ view: View, in frame: Frame) -> Bool {
        guard let limits = frame.limits else { return true }
        // Antialiasing may tint the pixel just past an edge.
        let area = view.paintedAreaInWindow.insetBy(-1 / frame.device.scale)
        return limits.contains { $0.intersects(area) }
    }

    /// Limits the next group to the view's painted area in whole pixels, so its offscreen
    /// surface is the size of the view rather than of the whole window (and never more than the
    /// clip: a huge view's area would overflow Cairo's fixed point).
    private func clipToPaintedArea(of view: View, in frame: Frame) {
        let cairo = frame.context.cairo
        let area = frame.device.pixels(view.paintedAreaInWindow).integral.intersection(
            frame.context.deviceClipExtents)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        cairo_identity_matrix(cairo)
        cairo_rectangle(cairo, area.minX, area.minY, area.width, area.height)
        cairo_set_matrix(cairo, &matrix)
        cairo_clip(cairo)
    }

    /// The damage in buffer pixels: each rectangle scaled (and turned) and grown to whole pixels,
    /// inside the buffer.
    static func pixelRects(covering damage: DamageRegion, device: DeviceMapping, in buffer: Rect) -> [Rect] {
        damage.rects.map { device.pixels($0).integral.intersection(buffer) }.filter { !$0.isEmpty }
    }
}
