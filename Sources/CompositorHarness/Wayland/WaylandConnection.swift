import CWaylandClient
import Glibc
import HostSystem

/// A client connection to a compositor from inside the test process, with waits that give up.
///
/// The injector (`KWinFakeInput`) and test probes share one thread: each sends, then pumps its
/// own connection with `dispatch(until:timeout:)`, so no wait on a silent compositor is endless.
public final class WaylandConnection {
    /// A global the compositor advertises.
    public struct Global: Equatable, Sendable {
        /// The registry's name for it, for `wl_registry.bind`.
        public let name: UInt32
        public let version: UInt32
    }

    /// libwayland's `wl_display`.
    public let display: OpaquePointer
    private var registry: OpaquePointer?
    /// The advertised globals by interface name (the newest of each, should one appear twice).
    public private(set) var globals: [String: Global] = [:]
    private var syncsAnswered = 0
    private var syncsSent = 0

    /// Connects to the socket at `socketPath` (absolute, so no `XDG_RUNTIME_DIR` is needed) and
    /// waits for the list of globals.
    public init(socketPath: String, timeout: Duration = .seconds(5)) throws {
        guard let display = wl_display_connect(socketPath) else {
            throw WaylandConnectionError.connectFailed(socketPath: socketPath, code: errno)
        }
        self.display = display
        registry = wl_display_get_registry(display)
        wl_registry_add_listener(registry, Self.registryListener, Unmanaged.passUnretained(self).toOpaque())
        try roundtrip(timeout: timeout)
    }

    /// Connects to a running compositor of the harness.
    public convenience init(compositor: Compositor, timeout: Duration = .seconds(5)) throws {
        try self.init(socketPath: compositor.socketPath, timeout: timeout)
    }

    deinit {
        if let registry { wl_registry_destroy(registry) }
        wl_display_disconnect(display)
    }

    /// Binds the global `interfaceName` at `min(advertised, version)`: never above what our
    /// listeners handle. Returns the proxy and the version bound.
    public func bind(_ interfaceName: String, interface: UnsafePointer<wl_interface>, upTo version: UInt32) throws
        -> (proxy: OpaquePointer, version: UInt32)
    {
        guard let global = globals[interfaceName], let registry else {
            throw WaylandConnectionError.missingGlobal(interfaceName)
        }
        let bound = min(global.version, version)
        guard let proxy = wl_registry_bind(registry, global.name, interface, bound) else {
            throw WaylandConnectionError.disconnected(code: wl_display_get_error(display))
        }
        return (OpaquePointer(proxy), bound)
    }

    /// Sends everything queued. A full socket buffer is waited out (bounded) rather than dropped.
    public func flush(timeout: Duration = .seconds(5)) throws {
        let deadline = Deadline(after: timeout)
        while wl_display_flush(display) < 0 {
            guard errno == EAGAIN, !deadline.hasPassed else {
                throw WaylandConnectionError.disconnected(code: errno)
            }
            var descriptor = pollfd(fd: wl_display_get_fd(display), events: Int16(POLLOUT), revents: 0)
            _ = poll(&descriptor, 1, deadline.remainingMilliseconds(cap: 50))
        }
    }

    /// Waits until the compositor has handled every request sent so far and this connection has
    /// dispatched every event it sent before answering.
    public func roundtrip(timeout: Duration = .seconds(5)) throws {
        syncsSent += 1
        let awaited = syncsSent
        let callback = wl_display_sync(display)
        wl_callback_add_listener(callback, Self.syncListener, Unmanaged.passUnretained(self).toOpaque())
        try dispatch(timeout: timeout) { syncsAnswered >= awaited }
    }

    /// Reads and dispatches events until `condition` holds; throws when `timeout` passes first or
    /// the connection fails (a protocol error or the compositor going away).
    public func dispatch(timeout: Duration, until condition: () -> Bool) throws {
        let deadline = Deadline(after: timeout)
        while true {
            try readEvents(waitingUpTo: 0)
            if condition() { return }
            if deadline.hasPassed { throw WaylandConnectionError.timedOut(after: timeout) }
            try readEvents(waitingUpTo: deadline.remainingMilliseconds(cap: 50))
        }
    }

    /// Dispatches whatever has arrived, waiting up to `milliseconds` for something to.
    public func readEvents(waitingUpTo milliseconds: Int32) throws {
        while wl_display_prepare_read(display) != 0 {
            guard wl_display_dispatch_pending(display) >= 0 else { throw failure() }
        }
        do { try flush() } catch {
            wl_display_cancel_read(display)
            throw failure()
        }
        var descriptor = pollfd(fd: wl_display_get_fd(display), events: Int16(POLLIN), revents: 0)
        if poll(&descriptor, 1, milliseconds) > 0 {
            guard wl_display_read_events(display) >= 0 else { throw failure() }
        } else {
            wl_display_cancel_read(display)
        }
        guard wl_display_dispatch_pending(display) >= 0 else { throw failure() }
    }

    private func failure() -> WaylandConnectionError {
        .disconnected(code: wl_display_get_error(display))
    }

    fileprivate func answered() { syncsAnswered += 1 }
    fileprivate func advertise(_ interface: String, _ global: Global) { globals[interface] = global }
    fileprivate func withdraw(name: UInt32) { globals = globals.filter { $0.value.name != name } }

    private static func owner(_ data: UnsafeMutableRawPointer?) -> WaylandConnection {
        Unmanaged<WaylandConnection>.fromOpaque(data!).takeUnretainedValue()
    }

    // libwayland keeps listener pointers for the proxy's life: one table per interface, allocated
    // once and never freed, every slot filled.
    nonisolated(unsafe) private static let registryListener = ListenerTable.make(
        wl_registry_listener(
            global: { data, _, name, interface, version in
                guard let interface else { return }
                owner(data).advertise(String(cString: interface), Global(name: name, version: version))
            },
            global_remove: { data, _, name in owner(data).withdraw(name: name) }))

    nonisolated(unsafe) private static let syncListener = ListenerTable.make(
        wl_callback_listener(
            done: { data, callback, _ in
                wl_callback_destroy(callback)
                owner(data).answered()
            }))
}
