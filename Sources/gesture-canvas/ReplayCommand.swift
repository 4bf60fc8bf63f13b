import ArgumentParser
import GestureCanvasApp
import GestureKit

struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Drive a scene headlessly (no compositor) from a recorded or hand-written trace.")

    @Argument(help: "The trace to replay (JSON Lines; see docs/formats.md).")
    var trace: String

    @Option(
        help: "The scene to drive: \(SceneCatalog.names.joined(separator: ", ")) (default: the trace's, else photos).")
    var scene: String?

    @Option(
        help:
            "A scene file (TOML) whose pictures, background and kiosk settings the photos scene takes, as `run --config` (default: the one the trace was recorded with)."
    )
    var config: String?

    @Option(help: "Write what the recognizers did to this file, or - for standard output.")
    var report: String?

    @Option(help: "Write PNG frames (and a contact sheet) into this folder.")
    var frames: String?

    @Option(help: "Seconds between written frames.")
    var frameEvery = 0.1

    @Option(help: "Pixels per point in the written frames.")
    var frameScale = 1.0

    @Option(help: "The window size in points, e.g. 1280x800 (default: the trace's).")
    var size: String?

    @Flag(help: "Draw the touch inspector over the scene in the written frames.")
    var inspector = false

    /// Refuses numbers outside their documented ranges (docs/formats.md) with one sentence
    /// and status 2, like every other refused input, before anything is read.
    func validate() throws {
        if let problem = ReplayOptionRanges.problem(frameEvery: frameEvery, frameScale: frameScale, size: size) {
            printError(problem)
            throw ExitCode(2)
        }
    }

    func run() throws {
        do {
            try replay()
        } catch {
            throw failure(error)
        }
    }

    private func replay() throws(AppError) {
        var options = Replayer.Options(tracePath: trace)
        options.sceneName = scene
        if let size { options.size = try CommandInput.size(from: size) }
        options.configPath = config
        options.reportPath = report
        options.framesDirectory = frames
        options.frameEvery = frameEvery
        options.frameScale = frameScale
        options.inspector = inspector
        let replayer = try Replayer(options: options)
        if let cut = replayer.traceCut { printError("warning: \(cut)") }
        let summary = try replayer.run()
        if let contactSheet = summary.contactSheet {
            printError(
                "wrote \(summary.frameCount) frames to \(frames ?? ".") and a contact sheet, \(contactSheet)\(summary.sheetNote)"
            )
        }
    }
}
