import Foundation
import Logging

/// Logging through swift-log: warnings only by default, everything with `--verbose` or
/// `GESTURE_CANVAS_LOG=debug` (or `info`, `trace`…).
enum Logs {
    static func bootstrap(verbose: Bool) {
        let requested = ProcessInfo.processInfo.environment["GESTURE_CANVAS_LOG"].flatMap(Logger.Level.init(rawValue:))
        let level = verbose ? .debug : (requested ?? .warning)
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
    }
}
