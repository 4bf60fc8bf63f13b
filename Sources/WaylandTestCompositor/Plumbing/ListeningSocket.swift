import Glibc

/// A Unix listening socket in a fresh private directory, made for one compositor.
///
/// We bind the socket ourselves and hand it to `wl_display_add_socket_fd` rather than calling
/// `wl_display_add_socket`: that one reads `XDG_RUNTIME_DIR` from the environment, which tests
/// running in parallel threads cannot each set safely (and CI may not have one at all).
struct ListeningSocket {
    /// The directory that plays the part of `XDG_RUNTIME_DIR` for this compositor.
    let directory: String
    /// The socket's file name inside `directory` (what `WAYLAND_DISPLAY` would hold).
    let name: String
    /// The listening descriptor; libwayland owns and closes it once it is added to a display.
    let descriptor: Int32

    var path: String { directory + "/" + name }

    static func make(name: String = "wayland-test") throws(TestCompositorError) -> ListeningSocket {
        let directory = try makePrivateDirectory()
        let path = directory + "/" + name
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw .system(call: "socket", errno: errno) }

        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            close(descriptor)
            throw .socketPathTooLong(path)
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        // 128: room for many clients connecting before the first dispatch.
        guard bound == 0, listen(descriptor, 128) == 0 else {
            let error = errno
            close(descriptor)
            throw .system(call: "bind/listen", errno: error)
        }
        return ListeningSocket(directory: directory, name: name, descriptor: descriptor)
    }

    /// Removes the socket file and the directory (libwayland closes the descriptor itself).
    func removeFiles() {
        unlink(path)
        rmdir(directory)
    }

    private static func makePrivateDirectory() throws(TestCompositorError) -> String {
        let base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/gesturecanvas-compositor-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
        }
        // mkdtemp creates the directory 0700, as XDG_RUNTIME_DIR must be.
        guard let made else { throw .system(call: "mkdtemp", errno: errno) }
        return made
    }
}
