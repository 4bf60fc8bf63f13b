import Glibc

/// A harness-side Wayland connection failed.
public enum WaylandConnectionError: Error, CustomStringConvertible {
    case connectFailed(socketPath: String, code: Int32)
    /// The compositor does not advertise this global (for `org_kde_kwin_fake_input`: KWin runs
    /// without `KWIN_WAYLAND_NO_PERMISSION_CHECKS=1`, or it is not KWin).
    case missingGlobal(String)
    /// The connection broke: `code` is libwayland's error (EPROTO for a protocol error).
    case disconnected(code: Int32)
    case timedOut(after: Duration)

    public var description: String {
        switch self {
        case .connectFailed(let path, let code): "cannot connect to \(path): \(String(cString: strerror(code)))"
        case .missingGlobal(let name): "the compositor does not offer \(name)"
        case .disconnected(let code): "the Wayland connection failed: \(String(cString: strerror(code)))"
        case .timedOut(let timeout): "the compositor did not answer within \(timeout)"
        }
    }
}
