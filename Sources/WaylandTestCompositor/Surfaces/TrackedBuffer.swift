internal import CWaylandServerProtocols

/// A client's `wl_buffer` (made by libwayland's own wl_shm) that a surface has attached.
///
/// libwayland owns the resource, so we learn of its destruction through a destroy listener
/// and never release or read a buffer that is gone.
final class TrackedBuffer {
    private(set) var handle: OpaquePointer?
    let id: UInt32

    private init(handle: OpaquePointer) {
        self.handle = handle
        self.id = wl_resource_get_id(handle)
    }

    /// The tracker for `resource`, made on first sight.
    static func tracking(_ resource: OpaquePointer, in state: CompositorState) -> TrackedBuffer {
        if let known = state.buffers.first(where: { $0.handle == resource }) { return known }
        let buffer = TrackedBuffer(handle: resource)
        state.buffers.append(buffer)
        _ = DestroyListener(resource: resource) { [weak buffer, unowned state] in
            buffer?.handle = nil
            state.buffers.removeAll { $0 === buffer || $0.handle == nil }
        }
        return buffer
    }

    var isAlive: Bool { handle != nil }

    /// Sends `wl_buffer.release`: the client may reuse the buffer.
    func release() {
        if let handle { wl_buffer_send_release(handle) }
    }

    /// A copy of the buffer's pixels (none unless `copyingPixels`) with its layout; nil when it
    /// is not a shm buffer.
    func readContents(copyingPixels: Bool = true) -> (
        width: Int32, height: Int32, stride: Int32, format: UInt32, bytes: [UInt8]
    )? {
        guard let handle, let shm = wl_shm_buffer_get(handle) else { return nil }
        let width = wl_shm_buffer_get_width(shm)
        let height = wl_shm_buffer_get_height(shm)
        let stride = wl_shm_buffer_get_stride(shm)
        let format = wl_shm_buffer_get_format(shm)
        let count = Int(stride) * Int(height)
        // begin/end_access let libwayland survive a client that shrinks the pool's file under
        // us (it turns the SIGBUS into a client error).
        wl_shm_buffer_begin_access(shm)
        defer { wl_shm_buffer_end_access(shm) }
        guard copyingPixels, count > 0, let data = wl_shm_buffer_get_data(shm) else {
            return (width, height, stride, format, [])
        }
        let bytes = Array(UnsafeRawBufferPointer(start: data, count: count))
        return (width, height, stride, format, bytes)
    }
}
