import CairoCanvas
import GestureKit
import WaylandShell

/// Shows the view a gesture moves on a compositor layer of its own (WaylandShell's
/// `SurfaceLayer`, a sub-surface), so that while a person drags, pinches or turns a photo the
/// window's picture is not drawn again: a frame of a drag costs a request, one of a pinch the
/// photo's own pixels. Core Animation gives a moving layer to the render server alike.
///
/// The view is lifted onto the layer in the frame after it alone moved (``Renderer/viewMovingAlone``),
/// if it looks there as in the window's picture (``Renderer/canShowOnItsOwnLayer(_:in:)``). It
/// comes back, drawn exactly in the window's picture in the same commit that empties the layer,
/// once it has stood still for ``Renderer/settleDelay``, and at once when it can no longer be
/// shown apart: something drawn over it, its look changed, the window's scale or turn changed.
/// Where the compositor has no `wl_subcompositor`, nothing of this happens.
final class MovingViewLayer {
    private let layer: SurfaceLayer
    private let window: Window
    private let renderer: Renderer
    private let onFailure: (any Error) -> Void
    /// What the layer shows, and the look of the view it was made of.
    private var shown: (picture: LayerPicture, contentVersion: Int)?
    private var settle: ScheduledTimer?
    /// Set when a layer could not be shown (no memory for its buffers): from then on the view
    /// stays in the window's picture, as where there are no layers.
    private var hasFailed = false

    init?(shell: ShellWindow, window: Window, renderer: Renderer, onFailure: @escaping (any Error) -> Void) {
        guard let layer = shell.makeLayer() else { return nil }
        self.layer = layer
        self.window = window
        self.renderer = renderer
        self.onFailure = onFailure
    }

    /// Places the layer for the frame being latched at `now` (`ShellWindow.beforeDrawing`): lifts,
    /// moves or drops the window's layered view. `scale` is the window's `layerScale`.
    func placeForFrame(scale: Int?, at now: Double) {
        if let view = window.layeredView {
            guard let scale, view.contentVersion == shown?.contentVersion, show(view, scale: scale) else {
                return drop()
            }
            if window.layeredViewHasMoved { scheduleSettle(from: now) }
        } else {
            if layer.isShown { layer.hide() }
            shown = nil
            guard !hasFailed, let scale, let view = renderer.viewMovingAlone, show(view, scale: scale) else { return }
            window.layeredView = view
            scheduleSettle(from: now)
        }
    }

    /// Shows `view`'s picture on the layer, drawn anew only when it looks otherwise; false when
    /// the view cannot be shown apart, or no buffer is free.
    private func show(_ view: View, scale: Int) -> Bool {
        guard renderer.canShowOnItsOwnLayer(view, in: window),
            let picture = renderer.layerPicture(of: view, in: window, scale: scale, cropping: layer.canCrop)
        else { return false }
        let isSame = shown.map { $0.contentVersion == view.contentVersion && $0.picture.looksLike(picture) } ?? false
        do {
            let placed = try layer.show(
                pixelWidth: picture.pixelWidth, pixelHeight: picture.pixelHeight, scale: scale,
                at: (picture.originX, picture.originY),
                part: SurfaceLayer.Crop(
                    x: picture.shown.x, y: picture.shown.y, width: picture.shown.width, height: picture.shown.height),
                draw: isSame ? nil : { [renderer] buffer in try renderer.draw(picture, into: buffer) })
            guard placed else { return false }
        } catch {
            hasFailed = true
            onFailure(error)
            return false
        }
        shown = (picture, view.contentVersion)
        return true
    }

    /// Brings the view back into the window's picture (its area is damaged, drawn this frame)
    /// and empties the layer at the same commit.
    private func drop() {
        settle?.cancel()
        settle = nil
        window.layeredView = nil
        layer.hide()
        shown = nil
    }

    /// Drops the view once the settle delay has passed after `now` (the frame's time): the
    /// scheduler's clock may stand at the last input's time, or earlier where nothing but the
    /// app moved the view, and a delay counted from there would end before the frame is shown.
    private func scheduleSettle(from now: Double) {
        settle?.cancel()
        let delay = max(0, now + Renderer.settleDelay - window.scheduler.now)
        settle = window.scheduler.schedule(after: delay) { [weak self] in
            guard let self else { return }
            settle = nil
            // Damages its area: the next frame draws it exactly, and that frame empties the layer.
            window.layeredView = nil
        }
    }
}
