internal import CWaylandProtocols

/// `zxdg_toplevel_decoration_v1`: asks the compositor to draw the title bar and borders
/// (server-side decorations). The compositor has the last word; where it says client-side we
/// draw none, and the canvas fills the whole surface either way.
final class ToplevelDecoration: ProxyOwner {
    let proxy: OpaquePointer
    private var isDestroyed = false

    /// Must be made before the toplevel's first commit with a buffer (a protocol error after).
    init(manager: BoundGlobal, toplevel: Toplevel) {
        proxy = zxdg_decoration_manager_v1_get_toplevel_decoration(manager.proxy, toplevel.proxy)
        zxdg_toplevel_decoration_v1_add_listener(proxy, Self.listener, listenerData)
        zxdg_toplevel_decoration_v1_set_mode(proxy, ZXDG_TOPLEVEL_DECORATION_V1_MODE_SERVER_SIDE.rawValue)
    }

    deinit {
        destroy()
    }

    /// Destroys the decoration object now, before its toplevel (the protocol's order).
    func destroy() {
        guard !isDestroyed else { return }
        isDestroyed = true
        zxdg_toplevel_decoration_v1_destroy(proxy)
    }

    nonisolated(unsafe) private static let listener = ListenerTable.make(
        zxdg_toplevel_decoration_v1_listener(
            configure: { _, _, mode in
                let side = mode == ZXDG_TOPLEVEL_DECORATION_V1_MODE_SERVER_SIDE.rawValue ? "server" : "client"
                shellLog.debug("decorations: \(side)-side")
            }))
}
