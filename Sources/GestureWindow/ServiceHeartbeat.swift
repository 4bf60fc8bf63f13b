import HostSystem
import Logging
import WaylandShell

/// Tells the service manager that started the app (systemd's `Type=notify`) that it is ready once
/// its window's first frame is drawn and committed (`READY=1`), and that it is alive while its
/// loop turns (`WATCHDOG=1`, every ``ServiceNotifier/watchdogPingInterval``).
///
/// The pings come from the end of the loop's turns (``EventLoop/observeProgress(_:)``), never from
/// a thread of their own: a turn that never ends — a frame stuck in drawing, an action that loops —
/// sends none, and the manager ends the process when its `WatchdogSec=` runs out. An idle loop
/// wakes once per ping interval for them; without a watchdog it does not wake at all.
final class ServiceHeartbeat {
    private let notifier: ServiceNotifier
    /// Weak: the loop keeps this, and the window's close handler keeps the loop.
    private weak var shell: ShellWindow?
    private let logger: Logger
    private var isReady = false
    private var nextPing: Double?
    private var hasFailed = false

    init(notifier: ServiceNotifier, shell: ShellWindow, logger: Logger) {
        self.notifier = notifier
        self.shell = shell
        self.logger = logger
    }

    /// After a turn of the loop that ran to its end, at `now`: `READY=1` once the first frame
    /// is committed, `WATCHDOG=1` when a ping is due. Returns when the next ping is due.
    func loopTurned(at now: Double) -> Double? {
        if !isReady, let shell, shell.commitCount > 0 {
            isReady = true
            send("READY=1")
        }
        guard let interval = notifier.watchdogPingInterval else { return nil }
        if let nextPing, now < nextPing { return nextPing }
        send("WATCHDOG=1")
        nextPing = now + interval
        return nextPing
    }

    /// Sends `message`; the first failure is logged (the manager may have gone), and the app runs on.
    private func send(_ message: String) {
        do {
            try notifier.send(message)
        } catch {
            guard !hasFailed else { return }
            hasFailed = true
            logger.warning(
                "cannot send \(message) to the service manager at NOTIFY_SOCKET=\(notifier.socketName): \(error); the app runs on"
            )
        }
    }
}
