internal import CWaylandServerProtocols

/// Runs a closure when a resource that is not ours (a `wl_buffer` from libwayland's wl_shm)
/// is destroyed, so we never send an event to freed memory.
///
/// The listener block is C memory (`gcs_listener`) that libwayland links into the resource's
/// destroy signal; the Swift object keeps itself alive while it is linked.
final class DestroyListener {
    private let block: UnsafeMutablePointer<gcs_listener>
    private var action: (() -> Void)?

    init(resource: OpaquePointer, action: @escaping () -> Void) {
        self.action = action
        block = .allocate(capacity: 1)
        block.initialize(to: gcs_listener())
        block.pointee.owner = Unmanaged.passRetained(self).toOpaque()
        block.pointee.listener.notify = { listener, _ in
            guard let listener, let owner = gcs_listener_owner(listener) else { return }
            // libwayland's final emit has already unlinked the listener; balance passRetained.
            let object = Unmanaged<DestroyListener>.fromOpaque(owner).takeRetainedValue()
            let action = object.action
            object.action = nil
            action?()
        }
        wl_resource_add_destroy_listener(resource, &block.pointee.listener)
    }

    /// Unlinks the listener before the resource is gone (we no longer care about it).
    func cancel() {
        guard action != nil else { return }
        action = nil
        wl_list_remove(&block.pointee.listener.link)
        wl_list_init(&block.pointee.listener.link)
        Unmanaged<DestroyListener>.passUnretained(self).release()
    }

    deinit { block.deallocate() }
}
