import Logging

/// The shell's logger, labelled with the module's name: it logs inside other people's apps, whose
/// handler (`LoggingSystem.bootstrap`, the app's choice; never called here) decides what shows.
/// Routine messages are `.debug` and `.trace`, quiet unless the app raises the level; odd input
/// from the compositor is a warning, once per kind.
let shellLog = Logger(label: "WaylandShell")

/// Logs each kind of odd input once, however often it happens: a compositor that sends events
/// for foreign surfaces does so on every event, and one line says enough.
final class OnceLog {
    private var seen: Set<String> = []

    /// Logs `message` the first time `kind` is seen.
    func note(_ kind: String, _ message: @autoclosure () -> String) {
        guard seen.insert(kind).inserted else { return }
        shellLog.warning("\(message()) (logged once)")
    }

    /// Logs `message` at `debug` the first time `kind` is seen: something unusual that the
    /// shell handles fully, which the user need not act on (swift-log's default handler prints
    /// `info`, so that level would speak up in every app that keeps the default).
    func inform(_ kind: String, _ message: @autoclosure () -> String) {
        guard seen.insert(kind).inserted else { return }
        shellLog.debug("\(message())")
    }

    /// Whether `kind` has been noted.
    func hasNoted(_ kind: String) -> Bool { seen.contains(kind) }
}
