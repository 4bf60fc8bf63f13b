import GestureKit
import Logging

/// Logs each kind of odd input once, not once per event: a misbehaving device can send
/// thousands a second, and a kiosk's log must not fill the disk. ``WindowApp`` owns one and is
/// the only one to set the window's `Window.onAnomaly`.
public final class AnomalyLog {
    private let logger: Logger
    /// The kinds logged so far, in order.
    public private(set) var loggedKinds: [String] = []

    init(logger: Logger) {
        self.logger = logger
    }

    func record(_ anomaly: InputAnomaly) {
        guard !loggedKinds.contains(anomaly.kind) else { return }
        loggedKinds.append(anomaly.kind)
        logger.warning("odd input from the compositor: \(anomaly) (reported once)")
    }
}
