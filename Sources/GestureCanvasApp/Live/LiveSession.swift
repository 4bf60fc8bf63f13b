import CairoCanvas
import GestureKit
import Logging
import WaylandShell

extension SharedMemoryBuffer: PixelStorage {}

/// The `run` command's work: a window on the compositor showing a scene, with the report and the
/// trace written live.
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
    private let logger = Logger(label: "gesture-canvas.live")

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

    /// Connects to the compositor in `WAYLAND_DISPLAY` and runs until the window closes, the user
    /// quits, or SIGINT/SIGTERM; the report's final line is written in every case.
    ///
    /// - Throws: `ShellError.noDisplay` before anything is shown when there is no compositor;
    ///   `ShellError.connectionLost` (after the final line) when it goes away.
    public func run() throws {
        let display = try WaylandDisplay()
        let loop = EventLoop(display: display, scheduler: Scheduler())
        guard
            let host = SceneHost(
                size: options.size, sceneName: options.sceneName, images: images, scheduler: loop.scheduler)
        else { return }
        host.isKiosk = options.kiosk
        let reportWriter = report.map { sink in ReportWriter(scene: options.sceneName, output: sink.write) }
        reportWriter?.observe(host.window)
        host.onSceneChange = { scene in reportWriter?.scene = scene.name }
        if let recording {
            let recorder = TraceRecorder(sink: recording, window: host.window)
            host.router.onEvent = recorder.record
        }
        host.router.onAnomaly = AnomalyLog(logger: logger).record

        let shell = try ShellWindow(
            display: display, content: host.window, router: host.router,
            options: WindowOptions(
                title: "GestureCanvas", appID: "org.gesturecanvas.GestureCanvas", size: options.size,
                fullscreen: options.fullscreen || options.kiosk))
        let renderer = Renderer()
        var renderFailed = false
        shell.render = { [logger] buffer, damage, scale in
            do {
                try renderer.render(host.window, into: buffer, scale: scale, damage: damage)
            } catch {
                if !renderFailed { logger.error("cannot draw the window: \(error)") }
                renderFailed = true
            }
        }
        shell.onResize = { size in host.resize(to: size) }
        shell.onClose = { loop.stop() }
        host.onQuit = { loop.stop() }
        host.onToggleFullscreen = { shell.setFullscreen(!shell.isFullscreen) }
        logger.info("window open on the compositor; input: \(shell.capabilitiesDescription)")

        defer {
            host.window.animator.finishAll()
            reportWriter?.writeFinal(host.window)
        }
        try loop.run()
    }
}

/// Logs each kind of odd input once, not once per event.
final class AnomalyLog {
    private let logger: Logger
    private var seen: Set<String> = []

    init(logger: Logger) {
        self.logger = logger
    }

    func record(_ anomaly: InputAnomaly) {
        guard seen.insert(anomaly.kind).inserted else { return }
        logger.warning("odd input from the compositor: \(anomaly) (reported once)")
    }
}
