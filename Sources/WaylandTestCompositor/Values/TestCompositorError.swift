/// Why a `TestCompositor` could not be set up.
public enum TestCompositorError: Error, Equatable, CustomStringConvertible {
    /// `wl_display_create` failed.
    case displayCreationFailed
    /// A system call failed; `errno` is its error number.
    case system(call: String, errno: Int32)
    /// The socket's path does not fit in `sockaddr_un` (108 bytes): set a shorter `TMPDIR`.
    case socketPathTooLong(String)
    /// libwayland refused to advertise a global (a version above what it knows).
    case globalRefused(interface: String, version: UInt32)

    public var description: String {
        switch self {
        case .displayCreationFailed: "wl_display_create failed"
        case let .system(call, errno): "\(call) failed with errno \(errno)"
        case let .socketPathTooLong(path): "socket path too long for a Unix socket: \(path)"
        case let .globalRefused(interface, version): "libwayland refused \(interface) version \(version)"
        }
    }
}
