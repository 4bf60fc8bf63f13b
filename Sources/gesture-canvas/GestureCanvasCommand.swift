import ArgumentParser
import GestureCanvasApp
import Glibc
import HostSystem

/// `gesture-canvas`: UIKit-style gestures on a Wayland window, and the tools around it.
@main
struct GestureCanvasCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gesture-canvas",
        abstract: "Touch, pan, pinch and rotate images on a Wayland window; replay and inspect gestures.",
        discussion: """
            Exit status: 0 success; 1 a file could not be read or written (a full disk, a closed pipe); \
            2 refused input (a malformed trace or scene file, an unknown scene, bad arguments); 3 no Wayland \
            compositor to connect to (with --no-demo, or in kiosk mode); 4 the compositor went away or broke \
            the protocol while the window was open; 5 the compositor cannot show the window (it lacks \
            xdg_wm_base, wl_shm or wl_compositor, or did not answer within 5 seconds). See gesture-canvas(1).
            """,
        version: GestureCanvasVersion.current,
        subcommands: [RunCommand.self, ReplayCommand.self, BenchCommand.self],
        defaultSubcommand: RunCommand.self)

    /// Parses and runs, with the documented statuses: a bad argument is refused input (2), not
    /// swift-argument-parser's 64, which a kiosk's systemd unit would restart forever.
    static func main() {
        // A closed pipe on standard output or a report is an error to report, not a silent death.
        signal(SIGPIPE, SIG_IGN)
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            exit(withError: error, refusedArgumentStatus: 2)
        }
    }
}

extension ParsableCommand {
    /// Exits as `exit(withError:)` does, but with `refusedArgumentStatus` where the parser would
    /// use its own 64 (EX_USAGE).
    static func exit(withError error: Error, refusedArgumentStatus: Int32) -> Never {
        let code = exitCode(for: error)
        guard code == .validationFailure else { exit(withError: error) }
        StandardStreams.write(fullMessage(for: error) + "\n", to: STDERR_FILENO)
        Glibc.exit(refusedArgumentStatus)
    }
}

/// Prints an app error as one sentence on standard error and exits with its status.
func failure(_ error: AppError) -> ExitCode {
    printError(error.description)
    return ExitCode(error.isRefusal ? 2 : 1)
}
