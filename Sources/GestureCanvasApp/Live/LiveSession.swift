import GestureKit
import HostSystem
import WaylandShell

/// The `run` command's work: a window on the compositor in `WAYLAND_DISPLAY` showing a scene,
/// with the report and the trace written live.
public final class LiveSession {
    public struct Options {
        public var sceneName = "photos"
        public var size = Size(width: 1280, height: 800)
        /// Whether ``size`` is the default rather than the user's: the window then shrinks to
        /// what the compositor offers (``WaylandShell/WindowOptions/fitsSizeToScreen``).
        public var fitsSizeToScreen = false
        public var fullscreen = false
        /// Whether moves are resampled to display frames (`--no-resampling`, or the scene file's
        /// `[input] resampling = false`, turns it off).
        public var resampling = true
        /// Whether glides and animated returns jump to their end: the scene file's
        /// `[accessibility] reduce_motion`, else the desktop's `enable-animations` (read at start).
        public var reducesMotion = false
        /// `--kiosk`: kiosk mode even when the scene file does not turn it on.
        public var kiosk = false
        /// The kiosk's settings (the scene file's `[kiosk]`); on when ``kiosk`` or the file says so.
        public var kioskSettings = KioskSettings()
        /// `--config`: a scene file for the photos scene.
        public var configPath: String?
        public var recordPath: String?
        public var reportPath: String?

        public init() {}
    }

    private let options: Options
    private let report: LineSink?
    private let recording: LineSink?
    private let images: ResourceImages
    private let content: SceneContent?

    /// Checks the scene, reads the scene file and its pictures, and opens the output files before
    /// anything connects: a bad file stops the app before a window opens.
    public init(options: Options) throws(AppError) {
        guard SceneCatalog.names.contains(options.sceneName) else { throw .unknownScene(options.sceneName) }
        var options = options
        content = try SceneSession.content(at: options.configPath)
        if let content {
            options.kioskSettings = content.file.kiosk
            options.resampling = options.resampling && content.file.resampling != false
        }
        options.kioskSettings.isEnabled = options.kiosk || options.kioskSettings.isEnabled
        options.reducesMotion = content?.file.reducesMotion ?? DesktopMotion.prefersReduced() ?? options.reducesMotion
        self.options = options
        images = try SceneSession.bundledImages()
        try PathClash.check(
            outputs: [
                options.recordPath.map { PathClash.Role(name: "--record", path: $0) },
                options.reportPath.map { PathClash.Role(name: "--report", path: $0) },
            ].compactMap { $0 },
            inputs: options.configPath.map { [PathClash.Role(name: "the scene file", path: $0)] } ?? [])
        report = try options.reportPath.map(LineSink.init(path:))
        recording = try options.recordPath.map(LineSink.init(path:))
    }

    /// Whether the session runs as a kiosk (`--kiosk` or the scene file).
    public var isKiosk: Bool { options.kioskSettings.isEnabled }

    /// Connects and runs until the window closes, the user quits, or SIGINT/SIGTERM/SIGHUP; the report's
    /// final line is written in every case.
    ///
    /// - Throws: `ShellError.noDisplay` before anything is shown when there is no compositor;
    ///   `ShellError.connectionLost` (after the final line) when it goes away.
    public func run() throws {
        let app = try LiveApp(
            display: try WaylandDisplay(), options: options, images: images, content: content,
            reportLine: report?.write,
            recordLine: recording?.write, service: .process)
        // A report or trace that cannot be written (a full disk, a closed pipe) ends the session:
        // running on would lose what the user asked to keep.
        for sink in [report, recording].compactMap({ $0 }) {
            sink.onFailure = { [loop = app.loop] _ in loop.stop() }
        }
        try withExtendedLifetime(app) {
            defer { app.finish() }
            try app.loop.run(onStart: app.announceOpen)
        }
        if let failure = recording?.failure ?? report?.failure { throw failure }
    }
}
