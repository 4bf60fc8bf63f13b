import Glibc

/// A Unix socket that accepts Wayland clients and never answers them: a hung compositor, or a
/// socket that something other than a compositor listens on. A client must give up on it by
/// itself rather than wait forever.
///
/// ```swift
/// let silent = try SilentCompositor()
/// // start the app with silent.clientEnvironment, then until it exits:
/// silent.acceptClients(timeout: 10)
/// ```
public final class SilentCompositor {
    private let socket: ListeningSocket
    private var clients: [Int32] = []

    public init() throws {
        socket = try ListeningSocket.make(name: "wayland-silent")
    }

    deinit {
        clients.forEach { close($0) }
        close(socket.descriptor)
        socket.removeFiles()
    }

    /// The environment a child process needs to connect with `wl_display_connect(NULL)`.
    public var clientEnvironment: [String: String] {
        ["XDG_RUNTIME_DIR": socket.directory, "WAYLAND_DISPLAY": socket.name]
    }

    /// How many clients connected so far.
    public var acceptedCount: Int { clients.count }

    /// Accepts a client waiting to connect, waiting at most `milliseconds` for one. Its
    /// requests are never read and nothing is ever sent to it; it stays connected until this
    /// object goes away.
    public func acceptClients(timeout milliseconds: Int32) {
        var descriptor = pollfd(fd: socket.descriptor, events: Int16(POLLIN), revents: 0)
        // Readable: a connection waits, so accept does not block.
        guard poll(&descriptor, 1, milliseconds) > 0 else { return }
        // accept4 (for SOCK_CLOEXEC) is not visible through Glibc: close-on-exec set after.
        let client = accept(socket.descriptor, nil, nil)
        guard client >= 0 else { return }
        _ = fcntl(client, F_SETFD, FD_CLOEXEC)
        clients.append(client)
    }
}
