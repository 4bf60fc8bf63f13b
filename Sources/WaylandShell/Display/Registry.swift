internal import CWaylandClient

/// `wl_registry`: the list of globals the compositor offers, which can grow and shrink at any
/// time (a seat or an output plugged in or removed).
final class Registry: ProxyOwner {
    /// One advertised global.
    struct Global: Hashable {
        /// The registry's name for it (a number, unique while it exists).
        let name: UInt32
        let interface: String
        let version: UInt32
    }

    let proxy: OpaquePointer
    /// Every global offered now, by name.
    private(set) var globals: [UInt32: Global] = [:]
    var onGlobal: ((Global) -> Void)?
    var onGlobalRemoved: ((Global) -> Void)?

    init(display: OpaquePointer) {
        proxy = wl_display_get_registry(display)
        wl_registry_add_listener(proxy, Self.listener, listenerData)
    }

    deinit {
        wl_registry_destroy(proxy)
    }

    /// Binds `global` at `min(advertised, handled)`: never above what we have listeners for,
    /// never above what the compositor offers.
    func bind(_ global: Global, _ interface: UnsafePointer<wl_interface>, handledVersion: UInt32) -> OpaquePointer {
        let version = min(global.version, handledVersion)
        return OpaquePointer(wl_registry_bind(proxy, global.name, interface, version))
    }

    private func added(_ global: Global) {
        globals[global.name] = global
        onGlobal?(global)
    }

    private func removed(name: UInt32) {
        guard let global = globals.removeValue(forKey: name) else { return }
        onGlobalRemoved?(global)
    }

    nonisolated(unsafe) private static let listener = ListenerTable.make(
        wl_registry_listener(
            global: { data, _, name, interface, version in
                guard let interface else { return }
                owner(data).added(Global(name: name, interface: String(cString: interface), version: version))
            },
            global_remove: { data, _, name in owner(data).removed(name: name) }))
}
