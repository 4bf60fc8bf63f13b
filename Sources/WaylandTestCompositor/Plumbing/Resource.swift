internal import CWaylandServerProtocols

/// One compositor-side protocol object: a Swift object per `wl_resource`.
///
/// libwayland holds a +1 reference in the resource's user data from creation until the
/// resource is destroyed (by a destructor request, by `destroy()`, or when the client goes),
/// so a `Resource` lives exactly as long as its protocol object. Requests arrive through one
/// dispatcher function (`wl_resource_set_dispatcher`) instead of per-interface tables of C
/// function pointers: a request nobody handles falls through `handle(_:)` as a no-op, so there
/// is never a NULL slot for a client to hit.
class Resource {
    /// The `wl_resource`; nil once libwayland has destroyed it.
    private(set) var handle: OpaquePointer?
    /// The `wl_client` that owns the object.
    let client: OpaquePointer
    /// The version the client bound (or inherited from the object that created this one).
    let version: UInt32
    /// The object's id in the client's object map, as the client sees it.
    let id: UInt32
    unowned let state: CompositorState

    init(
        state: CompositorState, client: OpaquePointer, interface: UnsafePointer<wl_interface>,
        version: UInt32, id: UInt32
    ) {
        self.state = state
        self.client = client
        self.version = version
        self.id = id
        self.handle = wl_resource_create(client, interface, Int32(version), id)
        guard let handle else {
            wl_client_post_no_memory(client)
            return
        }
        wl_resource_set_dispatcher(
            handle,
            { _, target, opcode, message, arguments in
                // Only our resources get this dispatcher, so the user data is a Resource.
                guard let target, let data = wl_resource_get_user_data(OpaquePointer(target)) else { return 0 }
                let object = Unmanaged<Resource>.fromOpaque(data).takeUnretainedValue()
                let request = Request(opcode: opcode, message: message, arguments: arguments)
                object.state.log(request, on: object)
                object.handle(request)
                if request.opcode == type(of: object).destructor { object.destroy() }
                return 0
            },
            gcs_implementation_marker(),
            Unmanaged.passRetained(self).toOpaque(),
            { resource in
                guard let resource, let data = wl_resource_get_user_data(resource) else { return }
                // Balances passRetained above: the Swift object may go once hooks have run.
                let object = Unmanaged<Resource>.fromOpaque(data).takeRetainedValue()
                wl_resource_set_user_data(resource, nil)
                object.handle = nil
                object.resourceDestroyed()
            })
    }

    /// Creates the object for a client's binding of a global.
    convenience init(binding: Binding) {
        self.init(
            state: binding.state, client: binding.client, interface: binding.interface,
            version: binding.version, id: binding.id)
    }

    /// Creates an object that a request of `parent` made (a `new_id` argument): same client,
    /// same version, as the protocol rules for new_id arguments without their own version.
    convenience init(child parent: Resource, interface: UnsafePointer<wl_interface>, id: UInt32) {
        self.init(
            state: parent.state, client: parent.client, interface: interface,
            version: parent.version, id: id)
    }

    /// Whether libwayland still has the protocol object.
    var isAlive: Bool { handle != nil }

    /// The opcode of the interface's destructor request (`destroy` or `release`), after which
    /// the object is destroyed once `handle(_:)` has run; nil when it has none.
    class var destructor: UInt32? { nil }

    /// Handles one request. The default ignores it: a request nothing needs is a no-op.
    func handle(_ request: Request) {}

    /// Called once, when libwayland destroys the protocol object. Must not send events to
    /// other objects of the same client: they may be going away at the same time.
    func resourceDestroyed() {}

    /// Destroys the protocol object (for destructor events such as wl_callback.done).
    func destroy() {
        if let handle { wl_resource_destroy(handle) }
    }

    /// Whether the object was created at `version` or later, for events added in later
    /// versions (sending them to an older object is a protocol violation).
    func supports(_ since: Int32) -> Bool { version >= UInt32(since) }

    /// Sends a protocol error on this object; the client is disconnected once it is flushed.
    func postError(code: UInt32, message: String) {
        guard let handle else { return }
        gcs_resource_post_error(handle, code, message)
    }

    /// The Swift object behind `resource` when it is one of ours of the given interface, or
    /// nil (a NULL argument, a destroyed object, or one that libwayland's own wl_shm made).
    static func object<T: Resource>(
        for resource: OpaquePointer?, as type: T.Type,
        interface: UnsafePointer<wl_interface>
    ) -> T? {
        guard let resource,
            wl_resource_instance_of(resource, interface, gcs_implementation_marker()) != 0,
            let data = wl_resource_get_user_data(resource)
        else { return nil }
        return Unmanaged<Resource>.fromOpaque(data).takeUnretainedValue() as? T
    }
}
