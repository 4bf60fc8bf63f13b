/// Keeping the screen on.
extension ShellWindow {
    /// Whether the window keeps the screen from blanking, dimming or locking for lack of input
    /// while it is visible (`zwp_idle_inhibit_manager_v1`; kiosks). False when the compositor
    /// does not offer the protocol: check ``canInhibitIdle``.
    ///
    /// ```swift
    /// shell.inhibitsIdle = settings.keepScreenOn
    /// ```
    public var inhibitsIdle: Bool {
        get { idleInhibitor != nil }
        set {
            guard newValue != inhibitsIdle else { return }
            if newValue, let manager = display.idleInhibitManager {
                idleInhibitor = IdleInhibitor(manager: manager, surface: surface)
            } else {
                idleInhibitor = nil
            }
        }
    }

    /// Whether the compositor offers `zwp_idle_inhibit_manager_v1`.
    public var canInhibitIdle: Bool { display.idleInhibitManager != nil }
}
