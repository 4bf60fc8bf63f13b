internal import CWaylandProtocols

/// `xdg_wm_base`: makes window roles and answers the compositor's pings, which it uses to tell
/// a responsive client from a hung one.
final class WmBase: ProxyOwner {
    let proxy: OpaquePointer
    let name: UInt32
    /// xdg-shell version 5: configure_bounds (4) and wm_capabilities (5) are handled.
    static let handledVersion: UInt32 = 5

    init(_ proxy: OpaquePointer, name: UInt32) {
        self.proxy = proxy
        self.name = name
        xdg_wm_base_add_listener(proxy, Self.listener, listenerData)
    }

    deinit {
        xdg_wm_base_destroy(proxy)
    }

    nonisolated(unsafe) private static let listener = ListenerTable.make(
        xdg_wm_base_listener(ping: { _, wmBase, serial in xdg_wm_base_pong(wmBase, serial) }))
}
