import GestureKit
import Glibc

/// `WAYLAND_SOCKET`: a descriptor number that a compositor hands the client it starts, already
/// connected. libwayland takes it over `WAYLAND_DISPLAY`, and checks only that the descriptor is
/// open: a regular file or a pipe passes and fails later as a "lost connection", and a number
/// that is not open fails as if `wayland-0` were missing. So the shell checks it first and names
/// the variable: no connection was ever made.
enum WaylandSocketVariable {
    /// What is wrong with `value` as `WAYLAND_SOCKET` in this process, as the end of a sentence
    /// ("which is not open"); nil for a connected socket.
    static func problem(with value: String) -> String? {
        guard let number = Int32(value), number >= 0 else { return "which is not a descriptor number" }
        var status = stat()
        guard fstat(number, &status) == 0 else { return "which is not an open descriptor in this process" }
        guard (status.st_mode & S_IFMT) == S_IFSOCK else { return "which is \(kind(of: status)), not a socket" }
        var address = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let connected = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getpeername(number, $0, &length) == 0 }
        }
        return connected ? nil : "which is a socket that is not connected to a compositor"
    }

    /// "a regular file", "a pipe": what a descriptor that is not a socket is.
    private static func kind(of status: stat) -> String {
        switch status.st_mode & S_IFMT {
        case S_IFREG: "a regular file"
        case S_IFDIR: "a directory"
        case S_IFIFO: "a pipe"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        default: "neither a file nor a socket"
        }
    }

    /// `value` as a message shows it: in quotes, escaped and shortened as every message quotes
    /// what came from outside (``Quoted``).
    static func quoted(_ value: String) -> String {
        "\"\(Quoted.value(value))\""
    }
}
