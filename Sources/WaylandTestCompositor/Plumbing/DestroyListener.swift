internal import CWaylandServerProtocols

/// Runs a closure when a resource that is not ours (a `wl_buffer` from libwayland's wl_shm)
/// is destroyed, so we never send an event to freed memory.
///
/// The listener block is C memory (`gcs_listener`) that libwayland links into the resource's
/// destroy signal; the Swift object keeps itself alive until the signal fires (at the latest
/// when the client's objects are destroyed), so nobody needs to hold on to it.
final class DestroyListener {
    private let block: UnsafeMutablePointer<gcs_listener>
    private let action: () -> Void

    init(resource: OpaquePointer, action: @escaping () -> Void) {
        self.action = action
        block = .allocate(capacity: 1)
        block.initialize(to: gcs_listener())
        block.pointee.owner = Unmanaged.passRetained(self).toOpaque()
        block.pointee.listener.notify = { listener, _ in
            guard let listener, let owner = gcs_listener_owner(listener) else { return }
            // libwayland's final emit has already unlinked the listener; balance passRetained.
            Unmanaged<DestroyListener>.fromOpaque(owner).takeRetainedValue().action()
        }
        wl_resource_add_destroy_listener(resource, &block.pointee.listener)
    }

    deinit { block.deallocate() }
}
