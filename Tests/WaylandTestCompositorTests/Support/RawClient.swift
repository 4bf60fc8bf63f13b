import CWaylandClient
import CWaylandProtocols
import Glibc
import WaylandTestCompositor

/// A minimal Wayland client written directly against libwayland-client, to prove the test
/// compositor over a real socket. It logs every event it receives as one readable line
/// (`wl_touch.down 0 10.0 20.0`), which the tests assert on.
final class RawClient {
    let display: OpaquePointer
    private(set) var registry: OpaquePointer?
    /// Globals by interface name: (registry name, version).
    private(set) var globals: [String: (name: UInt32, version: UInt32)] = [:]
    /// Every event received, in order.
    var events: [String] = []
    private var syncsDone = 0
    /// Proxies this client made and nobody destroyed: destroyed with the client, since
    /// disconnecting frees no proxy.
    private var ownedProxies: [OpaquePointer] = []

    /// Connects by display name: the compositor's absolute socket path.
    init(socketPath: String) throws {
        guard let display = wl_display_connect(socketPath) else { throw ClientError.connectFailed(errno) }
        self.display = display
    }

    /// Connects over a descriptor from `TestCompositor.makeClientConnection()`.
    init(descriptor: Int32) throws {
        guard let display = wl_display_connect_to_fd(descriptor) else { throw ClientError.connectFailed(errno) }
        self.display = display
    }

    deinit {
        ownedProxies.reversed().forEach { wl_proxy_destroy($0) }
        wl_display_disconnect(display)
    }

    /// Destroys `proxy` with the client, unless a test destroys it first through ``destroy(_:with:)``.
    @discardableResult
    func own(_ proxy: OpaquePointer?) -> OpaquePointer {
        ownedProxies.append(proxy!)
        return proxy!
    }

    /// Destroys an owned proxy now with its own request (`wl_seat_release`, `wl_buffer_destroy`…).
    func destroy(_ proxy: OpaquePointer, with request: (OpaquePointer) -> Void) {
        ownedProxies.removeAll { $0 == proxy }
        request(proxy)
    }

    enum ClientError: Error {
        case connectFailed(Int32)
        case missingGlobal(String)
        case timedOut
    }

    var data: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
    static func from(_ data: UnsafeMutableRawPointer?) -> RawClient {
        Unmanaged<RawClient>.fromOpaque(data!).takeUnretainedValue()
    }

    /// Asks for the registry and waits until the globals have been listed.
    func listGlobals(_ compositor: TestCompositor) throws {
        registry = own(wl_display_get_registry(display))
        wl_registry_add_listener(registry, Listeners.registry, data)
        try roundtrip(compositor)
    }

    /// Binds a listed global at `min(advertised, version)`.
    func bind(_ interfaceName: String, _ interface: UnsafePointer<wl_interface>, version: UInt32) throws
        -> OpaquePointer
    {
        guard let global = globals[interfaceName], let registry else { throw ClientError.missingGlobal(interfaceName) }
        return own(OpaquePointer(wl_registry_bind(registry, global.name, interface, min(global.version, version))))
    }

    /// Alternates between the client and the compositor until `condition` holds.
    func pump(_ compositor: TestCompositor, until condition: () -> Bool) throws {
        for _ in 0..<200 {
            if condition() { return }
            wl_display_flush(display)
            compositor.dispatch(timeout: 0)
            readEvents(waitingUpTo: 5)
        }
        if !condition() { throw ClientError.timedOut }
    }

    /// wl_display.sync through both sides: every request before it has been handled and
    /// every event the compositor sent in reply has been dispatched.
    func roundtrip(_ compositor: TestCompositor) throws {
        let target = syncsDone + 1
        let callback = wl_display_sync(display)
        wl_callback_add_listener(callback, Listeners.sync, data)
        try pump(compositor) { syncsDone >= target }
    }

    /// Reads whatever the compositor has sent (without blocking longer than `milliseconds`)
    /// and dispatches it.
    func readEvents(waitingUpTo milliseconds: Int32 = 0) {
        while wl_display_prepare_read(display) != 0 { wl_display_dispatch_pending(display) }
        wl_display_flush(display)
        var descriptor = pollfd(fd: wl_display_get_fd(display), events: Int16(POLLIN), revents: 0)
        if poll(&descriptor, 1, milliseconds) > 0 {
            wl_display_read_events(display)
        } else {
            wl_display_cancel_read(display)
        }
        wl_display_dispatch_pending(display)
    }

    /// Whether the connection has failed (a protocol error or a disconnect).
    var error: Int32 { wl_display_get_error(display) }

    func events(starting prefix: String) -> [String] { events.filter { $0.hasPrefix(prefix) } }

    fileprivate func syncDone() { syncsDone += 1 }
    fileprivate func addGlobal(_ interface: String, name: UInt32, version: UInt32) {
        globals[interface] = (name, version)
    }
}

/// Listener tables, allocated once per interface for the whole test run, since libwayland
/// keeps the pointer for the proxy's lifetime.
enum Listeners {
    static func table<T>(_ value: T) -> UnsafeMutablePointer<T> {
        let pointer = UnsafeMutablePointer<T>.allocate(capacity: 1)
        pointer.initialize(to: value)
        return pointer
    }

    nonisolated(unsafe) static let registry = table(
        wl_registry_listener(
            global: { data, _, name, interface, version in
                RawClient.from(data).addGlobal(String(cString: interface!), name: name, version: version)
            },
            global_remove: { data, _, name in RawClient.from(data).events.append("wl_registry.global_remove \(name)") })
    )

    nonisolated(unsafe) static let sync = table(
        wl_callback_listener(
            done: { data, callback, _ in
                wl_callback_destroy(callback)
                RawClient.from(data).syncDone()
            }))
}
