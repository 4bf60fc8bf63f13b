import Logging

/// The shell's logger, labelled with the module's name: it logs inside other people's apps, whose
/// handler (`LoggingSystem.bootstrap`, the app's choice; never called here) decides what shows.
/// Routine messages are `.debug` and `.trace`, quiet unless the app raises the level; odd input
/// from the compositor is a warning, once per kind.
let shellLog = Logger(label: "WaylandShell")

/// Logs each kind of odd event once, however often it happens: a compositor that sends events
/// for foreign surfaces does so on every event, a misbehaving device thousands a second, and one
/// line says enough (a kiosk's log must not fill its disk).
public final class OnceLog {
    private let logger: Logger
    /// The kinds noted so far, in order.
    public private(set) var notedKinds: [String] = []

    /// A log writing to `logger`.
    public init(logger: Logger) {
        self.logger = logger
    }

    /// Logs `message` as a warning the first time `kind` is seen.
    public func note(_ kind: String, _ message: @autoclosure () -> String) {
        guard firstTime(kind) else { return }
        logger.warning("\(message()) (logged once)")
    }

    /// Logs `message` at `debug` the first time `kind` is seen: something unusual that the
    /// shell handles fully, which the user need not act on (swift-log's default handler prints
    /// `info`, so that level would speak up in every app that keeps the default).
    public func inform(_ kind: String, _ message: @autoclosure () -> String) {
        guard firstTime(kind) else { return }
        logger.debug("\(message())")
    }

    /// Whether `kind` has been noted.
    public func hasNoted(_ kind: String) -> Bool { notedKinds.contains(kind) }

    /// A handful of kinds at most, so a list beats a hashed set.
    private func firstTime(_ kind: String) -> Bool {
        guard !notedKinds.contains(kind) else { return false }
        notedKinds.append(kind)
        return true
    }
}
