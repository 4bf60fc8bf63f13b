internal import CWaylandServerProtocols

/// `zwp_idle_inhibit_manager_v1`: counts the inhibitors clients create.
final class IdleInhibitManager: Resource {
    private enum Opcode: UInt32 { case destroy, createInhibitor }
    override class var destructor: UInt32? { Opcode.destroy.rawValue }

    override func handle(_ request: Request) {
        switch Opcode(rawValue: request.opcode) {
        case .createInhibitor:
            let inhibitor = IdleInhibitor(
                child: self, interface: gcs_zwp_idle_inhibitor_v1_interface(),
                id: request.newID(0))
            state.idleInhibitors.append(inhibitor)
            state.idleInhibitorsCreated += 1
        case .destroy, nil:
            break
        }
    }
}

/// `zwp_idle_inhibitor_v1`: alive while the client keeps the screen awake.
final class IdleInhibitor: Resource {
    /// The only request, destroy.
    override class var destructor: UInt32? { 0 }

    override func resourceDestroyed() {
        state.idleInhibitors.removeAll { $0 === self }
    }
}
