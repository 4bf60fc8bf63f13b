internal import CWaylandServerProtocols

/// A global advertised in the registry. When a client binds it, `bind` creates the Swift
/// object for the new resource (which then lives as long as the resource does).
final class AdvertisedGlobal {
    private(set) var handle: OpaquePointer?
    let name: String
    private let bind: (_ client: OpaquePointer, _ version: UInt32, _ id: UInt32) -> Void

    /// Advertises `interface` at `version`; nil when libwayland refuses (a version above the
    /// interface's own, which libwayland logs).
    init?(display: OpaquePointer, interface: UnsafePointer<wl_interface>, version: UInt32,
          bind: @escaping (_ client: OpaquePointer, _ version: UInt32, _ id: UInt32) -> Void) {
        self.name = String(cString: interface.pointee.name)
        self.bind = bind
        // Unretained: the compositor keeps every Global until the display is destroyed.
        handle = wl_global_create(display, interface, Int32(version), Unmanaged.passUnretained(self).toOpaque()) {
            client, data, version, id in
            guard let client, let data else { return }
            Unmanaged<AdvertisedGlobal>.fromOpaque(data).takeUnretainedValue().bind(client, version, id)
        }
        if handle == nil { return nil }
    }
}
