internal import CWaylandServerProtocols

/// What a bind call hands the Swift object it makes.
struct Binding {
    let state: CompositorState
    let client: OpaquePointer
    let interface: UnsafePointer<wl_interface>
    let version: UInt32
    let id: UInt32
}

/// A global advertised in the registry. When a client binds it, `bind` creates the Swift
/// object for the new resource (which then lives as long as the resource does).
final class AdvertisedGlobal {
    private(set) var handle: OpaquePointer?
    private let state: CompositorState
    private let interface: UnsafePointer<wl_interface>
    private let bind: (Binding) -> Void

    /// Advertises `interface` at `version`; nil when libwayland refuses (a version above the
    /// interface's own, which libwayland logs).
    init?(
        state: CompositorState, interface: UnsafePointer<wl_interface>, version: UInt32,
        bind: @escaping (Binding) -> Void
    ) {
        self.state = state
        self.interface = interface
        self.bind = bind
        // Unretained: the compositor keeps every global until the display is destroyed.
        handle = wl_global_create(
            state.display, interface, Int32(version),
            Unmanaged.passUnretained(self).toOpaque()
        ) { client, data, version, id in
            guard let client, let data else { return }
            let global = Unmanaged<AdvertisedGlobal>.fromOpaque(data).takeUnretainedValue()
            global.bind(
                Binding(
                    state: global.state, client: client, interface: global.interface,
                    version: version, id: id))
        }
        if handle == nil { return nil }
    }

    /// Takes the global out of the registry (`wl_registry.global_remove` to every client); the
    /// object stays until the display is destroyed, so a client binding it meanwhile still can.
    func remove() {
        guard let handle else { return }
        wl_global_remove(handle)
    }
}
