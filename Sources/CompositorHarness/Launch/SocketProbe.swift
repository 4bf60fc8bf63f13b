import Glibc
import HostSystem

/// Whether a Unix socket accepts connections. The socket file appears at `bind`, a moment before
/// `listen`; a connection that succeeds proves the compositor is past both.
enum SocketProbe {
    static func accepts(path: String) -> Bool {
        guard let descriptor = connect(to: path) else { return false }
        close(descriptor)
        return true
    }

    /// A new socket connected to `path` (close-on-exec), or nil when that fails.
    static func connect(to path: String) -> Int32? {
        (try? UnixSocket.connect(to: path))?.rawValue
    }
}
