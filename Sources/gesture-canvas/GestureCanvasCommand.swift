import ArgumentParser
import GestureCanvasApp

/// `gesture-canvas`: UIKit-style gestures on a Wayland window, and the tools around it.
@main
struct GestureCanvasCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gesture-canvas",
        abstract: "Touch, pan, pinch and rotate images on a Wayland window; replay and inspect gestures.",
        discussion: """
            Exit status: 0 success; 1 a file could not be read or written; 2 refused input (a malformed \
            trace, an unknown scene, bad arguments); 3 no Wayland compositor to connect to (with \
            --no-demo); 4 the compositor went away or broke the protocol while the window was open; \
            5 the compositor lacks what the window needs (xdg_wm_base, wl_shm, wl_compositor).
            """,
        subcommands: [RunCommand.self, ReplayCommand.self, BenchCommand.self],
        defaultSubcommand: RunCommand.self)
}

/// Prints an app error as one sentence on standard error and exits with its status.
func failure(_ error: AppError) -> ExitCode {
    printError(error.description)
    return ExitCode(error.exitStatus)
}
