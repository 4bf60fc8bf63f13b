extension TestCompositor {
    /// The timeouts (milliseconds) of the `ext_idle_notification_v1` objects alive now.
    public var idleNotificationTimeouts: [UInt32] { state.idleNotifications.map(\.timeout) }

    /// The seat has been idle (`idled`) or is in use again (`resumed`): told to every idle
    /// notification, each only when it changes, as the protocol requires.
    ///
    /// ```swift
    /// compositor.setSeatIdle(true)    // the screen would now dim
    /// compositor.setSeatIdle(false)   // someone touched it
    /// ```
    public func setSeatIdle(_ idle: Bool) {
        state.idleNotifications.forEach { $0.send(idle: idle) }
        state.flush()
    }
}
