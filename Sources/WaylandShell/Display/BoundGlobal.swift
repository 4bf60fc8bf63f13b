internal import CWaylandClient

/// A bound global that sends no events we listen to (`wl_compositor`, `wl_shm`, and the
/// managers of the extension protocols): the proxy, its version, and how to let go of it.
final class BoundGlobal {
    let proxy: OpaquePointer
    /// The version it was bound at, which decides which requests we may send.
    let version: UInt32
    /// The registry name, to notice when the global goes away.
    let name: UInt32
    private let release: (OpaquePointer) -> Void

    init(_ proxy: OpaquePointer, name: UInt32, release: @escaping (OpaquePointer) -> Void) {
        self.proxy = proxy
        self.name = name
        self.version = wl_proxy_get_version(proxy)
        self.release = release
    }

    deinit {
        release(proxy)
    }
}
