import GestureKit
import Logging
import WaylandShell

/// Logs each kind of odd input once, not once per event (WaylandShell's `OnceLog`).
/// ``WindowApp`` owns one and is the only one to set the window's `Window.onAnomaly`.
public final class AnomalyLog {
    private let log: OnceLog
    /// The kinds logged so far, in order.
    public var loggedKinds: [String] { log.notedKinds }

    init(logger: Logger) {
        log = OnceLog(logger: logger)
    }

    func record(_ anomaly: InputAnomaly) {
        log.note(anomaly.kind, "odd input from the compositor: \(anomaly)")
    }
}
