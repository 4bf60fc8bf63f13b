import Glibc
import SystemPackage

/// A connection to a Unix-domain socket by its path (a D-Bus bus, a Wayland compositor, a
/// service manager's notification socket). swift-system has no sockets, so `socket(2)` and
/// `connect(2)` are called here by hand.
///
/// ```swift
/// let bus = try UnixSocket.connect(to: "/run/user/1000/bus")
/// defer { try? bus.close() }
/// ```
public enum UnixSocket {
    /// A new stream socket connected to `path`, closed on exec.
    ///
    /// - Throws: the system's `Errno` (`.noSuchFileOrDirectory`, `.connectionRefused`), or
    ///   `.fileNameTooLong` when the path does not fit a socket address.
    public static func connect(to path: String) throws(Errno) -> FileDescriptor {
        try connect(to: Array(path.utf8), type: SOCK_STREAM)
    }

    /// A new socket of `type` connected to the address `name`: a path's bytes, or an abstract
    /// name's with its leading NUL (Linux's abstract namespace, no file behind it).
    static func connect(to name: [UInt8], type: __socket_type) throws(Errno) -> FileDescriptor {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let isAbstract = name.first == 0
        // A path keeps room for its terminating NUL; an abstract name is its bytes exactly.
        let room = MemoryLayout.size(ofValue: address.sun_path) - (isAbstract ? 0 : 1)
        guard name.count <= room else { throw .fileNameTooLong }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: name) }
        let length =
            isAbstract
            ? socklen_t(MemoryLayout<sockaddr_un>.offset(of: \.sun_path)! + name.count)
            : socklen_t(MemoryLayout<sockaddr_un>.size)
        let descriptor = socket(AF_UNIX, Int32(type.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw Errno(rawValue: errno) }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(descriptor, $0, length) == 0 }
        }
        guard connected else {
            let code = Errno(rawValue: errno)
            close(descriptor)
            throw code
        }
        return FileDescriptor(rawValue: descriptor)
    }
}
