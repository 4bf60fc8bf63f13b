internal import CWaylandServerProtocols
import Glibc

/// A Wayland compositor that runs inside a test process, built on libwayland-server.
///
/// It advertises the globals GestureCanvas's client uses, records what the client asks for
/// and commits, and sends input the test makes up. It never runs by itself: the test pumps it
/// with `dispatch(timeout:)`, alternating with the client, on one thread.
///
/// ```swift
/// let compositor = try TestCompositor()
/// let display = wl_display_connect(compositor.socketPath)   // in the same process
/// // … the client binds globals, creates a window, commits a buffer …
/// compositor.dispatch()
/// #expect(compositor.toplevel?.title == "GestureCanvas")
/// compositor.touchDown(id: 0, at: (x: 10, y: 20))
/// compositor.touchFrame()
/// ```
///
/// Connecting: pass `socketPath` (an absolute path, which libwayland-client accepts as a
/// display name) to `wl_display_connect`, or a descriptor from `makeClientConnection()` to
/// `wl_display_connect_to_fd`. A child process gets `clientEnvironment`. Do not set
/// `WAYLAND_DISPLAY` in the test process itself: tests run in parallel threads.
public final class TestCompositor {
    let state: CompositorState
    private let socket: ListeningSocket
    var globals: [AdvertisedGlobal] = []

    /// The behaviour this compositor was made with.
    public var options: Options { state.options }

    /// Creates the display, its socket in a private temporary directory, and the globals.
    public init(options: Options = Options()) throws {
        guard let display = wl_display_create() else { throw TestCompositorError.displayCreationFailed }
        let socket: ListeningSocket
        do {
            socket = try ListeningSocket.make()
        } catch {
            wl_display_destroy(display)
            throw error
        }
        guard wl_display_add_socket_fd(display, socket.descriptor) == 0 else {
            close(socket.descriptor)
            socket.removeFiles()
            wl_display_destroy(display)
            throw TestCompositorError.system(call: "wl_display_add_socket_fd", errno: errno)
        }
        self.socket = socket
        self.state = CompositorState(display: display, options: options)
        try advertiseGlobals()
    }

    deinit {
        // Clients first: their objects' destroy hooks still see `state`.
        wl_display_destroy_clients(state.display)
        wl_display_destroy(state.display)
        socket.removeFiles()
    }

    // MARK: Connecting

    /// The socket's absolute path: a display name for `wl_display_connect`.
    public var socketPath: String { socket.path }
    /// The directory holding the socket, standing in for `XDG_RUNTIME_DIR`.
    public var runtimeDirectory: String { socket.directory }
    /// The socket's name inside `runtimeDirectory`, for `WAYLAND_DISPLAY`.
    public var socketName: String { socket.name }
    /// The environment a child process needs to connect with `wl_display_connect(NULL)`.
    public var clientEnvironment: [String: String] {
        ["XDG_RUNTIME_DIR": runtimeDirectory, "WAYLAND_DISPLAY": socketName]
    }

    /// Makes a connected socket pair, keeps one end as a new client and returns the other for
    /// `wl_display_connect_to_fd` (which then owns it). No file system involved.
    public func makeClientConnection() throws -> Int32 {
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            throw TestCompositorError.system(call: "socketpair", errno: errno)
        }
        guard wl_client_create(state.display, ends[0]) != nil else {
            close(ends[0])
            close(ends[1])
            throw TestCompositorError.system(call: "wl_client_create", errno: errno)
        }
        return ends[1]
    }

    // MARK: Running

    /// Runs the event loop once: accepts connections and handles the requests that have
    /// arrived, waiting up to `milliseconds` for the first (0: do not wait, -1: forever); then,
    /// with a presentation clock, shows what was committed if a vblank is due (see
    /// ``PresentationClock``); then sends every queued event.
    public func dispatch(timeout milliseconds: Int32 = 0) {
        wl_event_loop_dispatch(wl_display_get_event_loop(state.display), milliseconds)
        state.presentDueFrames()
        state.flush()
    }

    /// Sends queued events now. The test-facing calls that send events already do this.
    public func flush() { state.flush() }

    /// The event loop's descriptor: readable when `dispatch` has something to do.
    public var eventLoopFileDescriptor: Int32 {
        wl_event_loop_get_fd(wl_display_get_event_loop(state.display))
    }

    // MARK: Time

    /// The clock that event timestamps come from, in milliseconds.
    public var time: UInt32 { state.milliseconds }

    /// The same clock in nanoseconds (input timestamps and presentation times carry them).
    public var clockNanoseconds: UInt64 { state.clock }

    /// Moves the clock on; input events after this carry the later time. (A clock that follows
    /// CLOCK_MONOTONIC is not moved.)
    public func advanceTime(milliseconds: UInt32) {
        advanceTime(nanoseconds: UInt64(milliseconds) * 1_000_000)
    }

    /// Moves the clock on by `nanoseconds`. Vblanks it passes happen at the next `dispatch`,
    /// after the requests sent before them are read.
    public func advanceTime(nanoseconds: UInt64) {
        state.clock += nanoseconds
    }

    /// Every request the client sent to the compositor's objects, as `interface.request`
    /// (libwayland's own wl_shm objects are not included).
    public var receivedRequests: [String] { state.requestLog }
}
