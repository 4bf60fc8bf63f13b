internal import CWaylandServerProtocols

/// `ext_idle_notifier_v1`: makes idle notifications; the test decides when the seat is idle.
final class IdleNotifier: Resource {
    private enum Opcode: UInt32 { case destroy, getIdleNotification }
    override class var destructor: UInt32? { Opcode.destroy.rawValue }

    override func handle(_ request: Request) {
        guard Opcode(rawValue: request.opcode) == .getIdleNotification else { return }
        let notification = IdleNotification(
            child: self, interface: gcs_ext_idle_notification_v1_interface(), id: request.newID(0))
        notification.timeout = request.uint(1)
        state.idleNotifications.append(notification)
    }
}

/// `ext_idle_notification_v1`: `idled` and `resumed`, strictly alternating as the protocol demands.
final class IdleNotification: Resource {
    /// The only request, destroy.
    override class var destructor: UInt32? { 0 }
    /// The timeout the client asked for, in milliseconds.
    var timeout: UInt32 = 0
    private var isIdle = false

    func send(idle: Bool) {
        guard let handle, idle != isIdle else { return }
        isIdle = idle
        if idle { ext_idle_notification_v1_send_idled(handle) } else { ext_idle_notification_v1_send_resumed(handle) }
    }

    override func resourceDestroyed() {
        state.idleNotifications.removeAll { $0 === self }
    }
}
