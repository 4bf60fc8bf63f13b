import Glibc

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
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return nil }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0
            }
        }
        if connected { return descriptor }
        close(descriptor)
        return nil
    }
}
