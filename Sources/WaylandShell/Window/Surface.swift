internal import CWaylandClient
import GestureKit

/// `wl_surface`: the window's pixels. Tells which outputs it is on (`enter`, `leave`), which
/// decides the buffer scale.
final class Surface: ProxyOwner {
    let proxy: OpaquePointer
    /// The version it has (its wl_compositor's): 3 brings `set_buffer_scale`, 4 `damage_buffer`.
    let version: UInt32
    /// The surface is now on this output; nil when the output's proxy is already gone.
    var onEnter: ((OpaquePointer?) -> Void)?
    var onLeave: ((OpaquePointer?) -> Void)?
    private var isDestroyed = false

    init(compositor: BoundGlobal) {
        proxy = wl_compositor_create_surface(compositor.proxy)
        version = wl_proxy_get_version(proxy)
        wl_surface_add_listener(proxy, Self.listener, listenerData)
    }

    deinit {
        destroy()
    }

    /// Destroys the surface now; its role objects must be gone already (xdg-shell's rule).
    func destroy() {
        guard !isDestroyed else { return }
        isDestroyed = true
        wl_surface_destroy(proxy)
    }

    /// Whether the surface can take buffers drawn at a scale other than 1.
    var supportsBufferScale: Bool { version >= WL_SURFACE_SET_BUFFER_SCALE_SINCE_VERSION }

    func attach(_ buffer: SharedMemoryBuffer) {
        wl_surface_attach(proxy, buffer.proxy, 0, 0)
    }

    /// Whether the compositor can turn the buffers as it shows them (`set_buffer_transform`,
    /// version 2) with damage in the buffer's coordinates (`damage_buffer`, version 4).
    var supportsBufferTurn: Bool { version >= WL_SURFACE_DAMAGE_BUFFER_SINCE_VERSION }

    func setBufferTurn(_ turn: QuarterTurn) {
        guard supportsBufferTurn else { return }
        wl_surface_set_buffer_transform(proxy, turn.wlTransform)
    }

    func setBufferScale(_ scale: Int32) {
        guard supportsBufferScale else { return }
        wl_surface_set_buffer_scale(proxy, scale)
    }

    /// Marks `rect` (window coordinates) as changed: in buffer pixels where the surface can
    /// (`damage_buffer`), else in surface coordinates.
    func damage(_ rect: Rect, layout: BufferPool.Layout) {
        if version >= WL_SURFACE_DAMAGE_BUFFER_SINCE_VERSION {
            guard
                let box = PixelBox(
                    covering: rect, scale: layout.scale, width: layout.pixelWidth, height: layout.pixelHeight)
            else { return }
            wl_surface_damage_buffer(
                proxy, Int32(clamping: box.x0), Int32(clamping: box.y0), Int32(clamping: box.x1 - box.x0),
                Int32(clamping: box.y1 - box.y0))
        } else {
            let pixels = rect.integral
            wl_surface_damage(
                proxy, Int32(saturating: pixels.minX), Int32(saturating: pixels.minY), Int32(saturating: pixels.width),
                Int32(saturating: pixels.height))
        }
    }

    /// Marks the whole buffer as changed.
    func damageAll(layout: BufferPool.Layout) {
        if version >= WL_SURFACE_DAMAGE_BUFFER_SINCE_VERSION {
            wl_surface_damage_buffer(
                proxy, 0, 0, Int32(clamping: layout.pixelWidth), Int32(clamping: layout.pixelHeight))
        } else {
            wl_surface_damage(proxy, 0, 0, Int32.max, Int32.max)
        }
    }

    /// Takes no input: pointer and touches go to whatever is beneath it (an empty input region).
    func takeNoInput(compositor: BoundGlobal) {
        guard let region = wl_compositor_create_region(compositor.proxy) else { return }
        wl_surface_set_input_region(proxy, region)
        wl_region_destroy(region)
    }

    /// Marks all of the surface as changed.
    func damageEverything() {
        wl_surface_damage(proxy, 0, 0, Int32.max, Int32.max)
    }

    func detach() {
        wl_surface_attach(proxy, nil, 0, 0)
    }

    /// Asks to be told when the compositor shows the next commit; `done` runs then.
    func frame(_ done: @escaping () -> Void) -> FrameCallback {
        FrameCallback(wl_surface_frame(proxy), done: done)
    }

    func commit() {
        wl_surface_commit(proxy)
    }

    nonisolated(unsafe) private static let listener = ListenerTable.make(
        wl_surface_listener(
            enter: { data, _, output in owner(data).onEnter?(output) },
            leave: { data, _, output in owner(data).onLeave?(output) }))
}
