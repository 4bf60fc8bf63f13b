import ArgumentParser
import Foundation
import GestureCanvasApp
import GestureKit
import GestureWindow
import WaylandShell

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the window on the Wayland compositor in WAYLAND_DISPLAY (the default command).",
        discussion: """
            Without a compositor it says so and replays the scene's bundled demo trace headlessly \
            instead, writing PNG frames and a contact sheet (unless --no-demo or --kiosk).
            Keys: Escape or Ctrl+Q quit, F11 full screen, F1 the touch inspector, 1–4 switch scenes; \
            in the photos scene Tab picks a photo, arrows move it, + and - scale, [ and ] turn, 0 resets, \
            Enter fades it. A kiosk quits only by its key chord (Ctrl+Alt+Shift+Q unless the scene file \
            says another).
            """)

    @Option(help: "The scene to show: \(SceneCatalog.names.joined(separator: ", ")).")
    var scene = "photos"

    @Flag(help: "Fill the screen.")
    var fullscreen = false

    @Option(help: "A scene file (TOML) with the photos scene's images, background and kiosk settings.")
    var config: String?

    @Flag(help: "Kiosk mode: full screen, screen kept on, reset after inactivity, quit only by the key chord.")
    var kiosk = false

    @Flag(help: "Show every touch move as it is reported, not resampled to the display's frames.")
    var noResampling = false

    @Option(
        help:
            "The window size in points before the compositor decides, e.g. 1280x800 (default: 1280x800, shrunk to fit the screen)."
    )
    var size: String?

    @Option(help: "Save every input event to this trace file (replay it with `replay`).")
    var record: String?

    @Option(help: "Write what the recognizers did to this file, or - for standard output.")
    var report: String?

    @Flag(help: "Without a compositor, fail (status 3) instead of replaying the demo.")
    var noDemo = false

    @Flag(name: .shortAndLong, help: "Log more (also GESTURE_CANVAS_LOG=debug).")
    var verbose = false

    func run() throws {
        Logs.bootstrap(verbose: verbose)
        var options = LiveSession.Options()
        options.sceneName = scene
        options.fullscreen = fullscreen
        options.configPath = config
        options.kiosk = kiosk
        options.resampling = !noResampling
        options.recordPath = record
        options.reportPath = report
        var session: LiveSession?
        do {
            if let size { options.size = try CommandInput.size(from: size) }
            options.fitsSizeToScreen = size == nil
            session = try LiveSession(options: options)
            try session?.run()
        } catch let error as AppError {
            throw failure(error)
        } catch let error as ShellError {
            // A kiosk's supervisor starts it again once the compositor is up: a demo would be in the way.
            if case .noDisplay = error, !noDemo, session?.isKiosk != true {
                // The demo writes the same --report and --record: the session lets go of them first.
                session = nil
                try replayDemo(because: error)
                return
            }
            if case .noDisplay = error, session?.isKiosk == true {
                let source = kiosk ? "--kiosk" : "the scene file \(Quoted.value(config ?? ""))"
                printError("\(source) turns kiosk mode on, which needs a Wayland compositor to run on: \(error)")
                throw ExitCode(WindowApp.exitStatus(for: error))
            }
            printError("\(error)")
            throw ExitCode(WindowApp.exitStatus(for: error))
        }
    }

    /// No compositor: show what the app does anyway, as PNG frames of the scene's demo trace.
    private func replayDemo(because error: ShellError) throws {
        printError(
            "no Wayland compositor to show a window on (\(error)); replaying the \(scene) demo headlessly instead")
        do {
            let folder = try DemoFolder.make(forScene: scene)
            let summary = try replayDemo(into: folder)
            printError(
                "wrote \(summary.frameCount) frames to \(folder)/ and a contact sheet, \(summary.contactSheet ?? "")\(summary.sheetNote)"
            )
        } catch {
            throw failure(error)
        }
    }

    /// The demo shows what the window would: the scene file's pictures and background, and the
    /// report and trace asked for (the trace holds the demo's input, which replays the same).
    private func replayDemo(into folder: String) throws(AppError) -> Replayer.Summary {
        var options = Replayer.Options(tracePath: try DemoTraces.path(forScene: scene))
        options.sceneName = scene
        options.configPath = config
        options.reportPath = report
        options.recordPath = record
        options.framesDirectory = folder
        options.frameEvery = 0.25
        return try Replayer(options: options).run()
    }
}
