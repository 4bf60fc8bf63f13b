internal import CWaylandProtocols

/// `ext_idle_notification_v1`: the compositor's word that its user has not touched any input
/// device of the seat (ours or any other window's) for a while, and when they do again.
///
/// The compositor decides what counts as activity, and by the protocol it never reports idle
/// while an idle inhibitor (ours included) is active on a visible surface. Whether the screen is
/// actually dimmed or blank is not said: a client can only line the timeout up with the
/// compositor's own blanking timeout.
///
/// ```swift
/// if let watch = display.watchIdle(after: 600) {
///     watch.onChange = { idle in idle ? kiosk.screenMayBeAsleep() : kiosk.userIsBack() }
/// }
/// ```
public final class IdleWatch: ProxyOwner {
    let proxy: OpaquePointer
    /// Keeps the connection open for as long as the notification exists.
    private let display: WaylandDisplay
    /// Whether the seat has been idle since the last `idled` (and no `resumed` came since).
    public private(set) var isIdle = false
    /// Told true at `idled` and false at `resumed`.
    public var onChange: ((Bool) -> Void)?

    init(notifier: BoundGlobal, seat: OpaquePointer, milliseconds: UInt32, display: WaylandDisplay) {
        self.display = display
        proxy = ext_idle_notifier_v1_get_idle_notification(notifier.proxy, milliseconds, seat)
        ext_idle_notification_v1_add_listener(proxy, Self.listener, listenerData)
    }

    deinit {
        ext_idle_notification_v1_destroy(proxy)
    }

    private func changed(idle: Bool) {
        isIdle = idle
        onChange?(idle)
    }

    nonisolated(unsafe) private static let listener = ListenerTable.make(
        ext_idle_notification_v1_listener(
            idled: { data, _ in owner(data).changed(idle: true) },
            resumed: { data, _ in owner(data).changed(idle: false) }))
}

extension WaylandDisplay {
    /// Watches the first seat for `seconds` without input; nil where the compositor does not
    /// offer `ext_idle_notifier_v1` or has no seat.
    public func watchIdle(after seconds: Double) -> IdleWatch? {
        guard let idleNotifier, let seat = seats.first else { return nil }
        let milliseconds = UInt32(clamping: Int((max(0, seconds) * 1000).rounded()))
        return IdleWatch(notifier: idleNotifier, seat: seat.proxy, milliseconds: milliseconds, display: self)
    }
}
