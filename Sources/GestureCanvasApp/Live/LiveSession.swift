import GestureKit
import WaylandShell

/// The `run` command's work: a window on the compositor in `WAYLAND_DISPLAY` showing a scene,
/// with the report and the trace written live.
public final class LiveSession {
    public struct Options {
        public var sceneName = "photos"
        public var size = Size(width: 1280, height: 800)
        public var fullscreen = false
        public var kiosk = false
        public var recordPath: String?
        public var reportPath: String?

        public init() {}
    }

    private let options: Options
    private let report: LineSink?
    private let recording: LineSink?
    private let images: ResourceImages

    /// Checks the scene and opens the output files before anything connects.
    public init(options: Options) throws(AppError) {
        guard SceneCatalog.names.contains(options.sceneName) else { throw .unknownScene(options.sceneName) }
        self.options = options
        do {
            images = try ResourceImages.located()
        } catch {
            throw .unreadableFile(path: "Resources", reason: "\(error)")
        }
        report = try options.reportPath.map(LineSink.init(path:))
        recording = try options.recordPath.map(LineSink.init(path:))
    }

    /// Connects and runs until the window closes, the user quits, or SIGINT/SIGTERM; the report's
    /// final line is written in every case.
    ///
    /// - Throws: `ShellError.noDisplay` before anything is shown when there is no compositor;
    ///   `ShellError.connectionLost` (after the final line) when it goes away.
    public func run() throws {
        let app = try LiveApp(
            display: try WaylandDisplay(), options: options, images: images, reportLine: report?.write,
            recordLine: recording?.write)
        defer { app.finish() }
        try app.loop.run()
    }
}
