import Logging

/// The shell's logger. Routine messages are `.debug` and `.trace`, quiet unless the app raises
/// the level (`--verbose`); odd input from the compositor is a warning, once per kind.
let shellLog = Logger(label: "gesture-canvas.wayland")

/// Logs each kind of odd input once, however often it happens: a compositor that sends events
/// for foreign surfaces does so on every event, and one line says enough.
final class OnceLog {
    private var seen: Set<String> = []

    /// Logs `message` the first time `kind` is seen.
    func note(_ kind: String, _ message: @autoclosure () -> String) {
        guard seen.insert(kind).inserted else { return }
        shellLog.warning("\(message()) (logged once)")
    }

    /// Logs `message` at `info` the first time `kind` is seen: something unusual that the
    /// shell handles fully, which the user need not act on.
    func inform(_ kind: String, _ message: @autoclosure () -> String) {
        guard seen.insert(kind).inserted else { return }
        shellLog.info("\(message())")
    }

    /// Whether `kind` has been noted.
    func hasNoted(_ kind: String) -> Bool { seen.contains(kind) }
}
