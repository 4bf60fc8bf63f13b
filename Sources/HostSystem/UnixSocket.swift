import Glibc
import SystemPackage

/// A stream connection to a Unix-domain socket by its path (a D-Bus bus, a Wayland compositor).
/// swift-system has no sockets, so `socket(2)` and `connect(2)` are called here by hand.
///
/// ```swift
/// let bus = try UnixSocket.connect(to: "/run/user/1000/bus")
/// defer { try? bus.close() }
/// ```
public enum UnixSocket {
    /// A new socket connected to `path`, closed on exec.
    ///
    /// - Throws: the system's `Errno` (`.noSuchFileOrDirectory`, `.connectionRefused`), or
    ///   `.fileNameTooLong` when the path does not fit a socket address.
    public static func connect(to path: String) throws(Errno) -> FileDescriptor {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { throw .fileNameTooLong }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw Errno(rawValue: errno) }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0
            }
        }
        guard connected else {
            let code = Errno(rawValue: errno)
            close(descriptor)
            throw code
        }
        return FileDescriptor(rawValue: descriptor)
    }
}
