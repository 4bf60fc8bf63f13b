internal import CWaylandServerProtocols
import Glibc

extension TestCompositor {
    /// How many clients are connected.
    public var connectedClientCount: Int { clients.count }

    /// Drops every client's connection, as a crashing compositor would.
    public func disconnectClient() {
        clients.forEach { wl_client_destroy($0) }
    }

    /// Sends a protocol error on one of the focused client's objects; the client is
    /// disconnected once it reads it (libwayland closes the connection after the error).
    ///
    /// ```swift
    /// compositor.postError("gone wrong", code: 3)   // wl_display.error.implementation
    /// ```
    public func postError(_ message: String, code: UInt32, on target: ErrorTarget = .display) {
        let resource: Resource?
        let toplevel = state.toplevels.last { $0.isAlive }
        switch target {
        case .display:
            // Object 1 of every client is its wl_display.
            guard let client = state.focusSurface?.client ?? clients.last,
                let display = wl_client_get_object(client, 1)
            else { return }
            gcs_resource_post_error(display, code, message)
            state.flush()
            return
        case .surface: resource = state.focusSurface
        case .xdgWmBase: resource = state.wmBases.last { $0.isAlive }
        case .xdgSurface: resource = toplevel?.xdgSurface
        case .toplevel: resource = toplevel
        }
        resource?.postError(code: code, message: message)
        state.flush()
    }

    /// Writes one message straight to the focused client's socket, past libwayland-server (which
    /// only sends what the protocol allows): a compositor that breaks the wire format. `size` is
    /// the size the header declares, the real one unless told; queued events go first, so the
    /// message starts where the client expects a header.
    ///
    /// ```swift
    /// compositor.sendRawMessage(objectID: 1, opcode: 7)   // wl_display has no event 7
    /// ```
    public func sendRawMessage(objectID: UInt32, opcode: UInt16, arguments: [UInt32] = [], size: UInt16? = nil) {
        state.flush()
        guard let client = state.focusSurface?.client ?? clients.last else { return }
        let declared = UInt32(size ?? UInt16(8 + 4 * arguments.count))
        let words = [objectID, declared << 16 | UInt32(opcode)] + arguments
        _ = words.withUnsafeBytes { write(wl_client_get_fd(client), $0.baseAddress, $0.count) }
    }

    private var clients: [OpaquePointer] {
        var result: [OpaquePointer] = []
        guard let list = wl_display_get_client_list(state.display) else { return result }
        var link = list.pointee.next
        while let current = link, current != list {
            // Read the next link before anything can destroy this client.
            link = current.pointee.next
            if let client = wl_client_from_link(current) { result.append(client) }
        }
        return result
    }
}
