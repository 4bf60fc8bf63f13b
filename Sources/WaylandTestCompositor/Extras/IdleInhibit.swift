internal import CWaylandServerProtocols

/// `zwp_idle_inhibit_manager_v1`: counts the inhibitors clients create.
final class IdleInhibitManager: Resource {
    private enum Opcode: UInt32 { case destroy, createInhibitor }

    override func handle(_ request: Request) {
        switch Opcode(rawValue: request.opcode) {
        case .destroy:
            destroy()
        case .createInhibitor:
            let inhibitor = IdleInhibitor(child: self, interface: gcs_zwp_idle_inhibitor_v1_interface(),
                                          id: request.newID(0))
            state.idleInhibitors.append(inhibitor)
            state.idleInhibitorsCreated += 1
        case nil:
            break
        }
    }
}

/// `zwp_idle_inhibitor_v1`: alive while the client keeps the screen awake.
final class IdleInhibitor: Resource {
    override func handle(_ request: Request) {
        // The only request, destroy.
        if request.opcode == 0 { destroy() }
    }

    override func resourceDestroyed() {
        state.idleInhibitors.removeAll { $0 === self }
    }
}
