import Foundation
import Logging

/// Logging through swift-log: warnings only by default (`quietly`: errors only), everything with
/// `--verbose` or `GESTURE_CANVAS_LOG=debug` (or `info`, `trace`…).
public enum Logs {
    public static func bootstrap(verbose: Bool, quietly: Bool = false) {
        let requested = ProcessInfo.processInfo.environment["GESTURE_CANVAS_LOG"].flatMap(Logger.Level.init(rawValue:))
        let level = verbose ? .debug : (requested ?? (quietly ? .error : .warning))
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
    }
}
