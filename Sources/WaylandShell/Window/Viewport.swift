internal import CWaylandProtocols

/// `wp_viewport`: presents the window's buffer at the window's logical size, whatever the
/// buffer's pixel size; crops a layer's buffer to what the window shows of it. With `wp_fractional_scale_v1` it is how a 1.5× buffer (1200 × 900 pixels
/// for an 800 × 600 window) is shown crisp: the buffer scale stays 1 and the destination is the
/// logical size (fractional-scale-v1.xml).
final class Viewport {
    let proxy: OpaquePointer
    private var isDestroyed = false

    init(viewporter: BoundGlobal, surface: Surface) {
        proxy = wp_viewporter_get_viewport(viewporter.proxy, surface.proxy)
    }

    deinit {
        destroy()
    }

    /// Destroys the viewport now, before its surface (the window's teardown order).
    func destroy() {
        guard !isDestroyed else { return }
        isDestroyed = true
        wp_viewport_destroy(proxy)
    }

    /// The surface's size in logical points from the next commit on; the buffer is scaled to it.
    /// -1 × -1: the buffer's own size again.
    func setDestination(width: Int32, height: Int32) {
        wp_viewport_set_destination(proxy, width, height)
    }

    /// The part of the buffer shown from the next commit on, in surface units (buffer pixels over
    /// the buffer scale).
    func setSource(x: Int32, y: Int32, width: Int32, height: Int32) {
        wp_viewport_set_source(
            proxy, wl_fixed_from_int(x), wl_fixed_from_int(y), wl_fixed_from_int(width), wl_fixed_from_int(height))
    }

    /// All of the buffer again, from the next commit on.
    func unsetSource() {
        let unset = wl_fixed_from_int(-1)
        wp_viewport_set_source(proxy, unset, unset, unset, unset)
    }
}
