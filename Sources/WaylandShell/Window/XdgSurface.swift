internal import CWaylandProtocols

/// `xdg_surface`: gives the surface a window role. Its `configure` closes a group of role
/// events (the toplevel's size and states) that the client acknowledges before its next commit.
final class XdgSurface: ProxyOwner {
    let proxy: OpaquePointer
    /// The end of a configure group, with the serial to acknowledge.
    var onConfigure: ((UInt32) -> Void)?
    private var isDestroyed = false

    init(wmBase: WmBase, surface: Surface) {
        proxy = xdg_wm_base_get_xdg_surface(wmBase.proxy, surface.proxy)
        xdg_surface_add_listener(proxy, Self.listener, listenerData)
    }

    deinit {
        destroy()
    }

    /// Destroys the role object now; the toplevel must be gone already.
    func destroy() {
        guard !isDestroyed else { return }
        isDestroyed = true
        xdg_surface_destroy(proxy)
    }

    func acknowledgeConfigure(serial: UInt32) {
        xdg_surface_ack_configure(proxy, serial)
    }

    nonisolated(unsafe) private static let listener = ListenerTable.make(
        xdg_surface_listener(configure: { data, _, serial in owner(data).onConfigure?(serial) }))
}
