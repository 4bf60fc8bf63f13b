import GestureKit
import GestureTrace
import GestureWindow
import HostSystem
import Logging
import WaylandShell

/// A scene in a window on a compositor: the scene host, the shell window drawing it with Cairo,
/// and the report and trace written live. ``LiveSession`` runs one on `WAYLAND_DISPLAY`; tests
/// build one on a test compositor and pump its loop themselves.
public final class LiveApp {
    public let host: SceneHost
    /// The window on the compositor, its loop and its drawing.
    public let windowApp: WindowApp
    public var shell: ShellWindow { windowApp.shell }
    public var loop: EventLoop { windowApp.loop }
    let report: ReportWriter?
    /// Odd input the compositor sent, each kind logged once.
    public let anomalies: AnomalyLog
    /// Kiosk behaviour and the cursor, between the shell and the scene.
    private(set) var gate: LiveInputGate!
    private let logger = Logger(label: "gesture-canvas.live")

    /// Opens the window on `display`; `reportLine` and `recordLine` receive the report and the
    /// trace lines as they happen. With `content` (a scene file) the photos scene shows its
    /// images and background.
    public init(
        display: WaylandDisplay, options: LiveSession.Options, images: ImageProvider, content: SceneContent? = nil,
        reportLine: ((String) -> Void)? = nil, recordLine: ((String) -> Void)? = nil
    ) throws {
        guard
            let host = SceneHost(
                size: options.size, sceneName: options.sceneName, images: images, content: content)
        else { throw AppError.unknownScene(options.sceneName) }
        self.host = host
        let kiosk = options.kioskSettings
        host.configure(for: kiosk)
        host.router.resampling = options.resampling
        report = reportLine.map { ReportWriter(scene: options.sceneName, output: $0) }
        report?.observe(host.window)
        host.onSceneChange = { [report] scene in report?.scene = scene.name }
        if let recordLine {
            let session = Trace.Session(
                scene: options.sceneName, configPath: options.configPath.map(Self.absolutePath),
                kiosk: kiosk.isEnabled, resampling: options.resampling ? nil : false)
            host.router.onEvent = TraceRecorder(output: recordLine, window: host.window, session: session).record
        }
        anomalies = AnomalyLog(logger: logger)
        host.router.onAnomaly = anomalies.record

        windowApp = try WindowApp(
            display: display, window: host.window, router: host.router,
            options: Self.windowOptions(options, kiosk: kiosk))
        let (shell, loop) = (windowApp.shell, windowApp.loop)
        // A kiosk quits only by its key chord: the compositor's close (Alt+F4, a title bar) is ignored.
        shell.onClose = { [loop, logger] in
            guard !kiosk.isEnabled else { return logger.info("kiosk: ignoring the compositor's close") }
            loop.stop()
        }
        host.onQuit = { [loop] in loop.stop() }
        host.onToggleFullscreen = { [unowned shell] in shell.setFullscreen(!shell.isFullscreen) }
        if kiosk.isEnabled && kiosk.keepScreenOn {
            shell.inhibitsIdle = true
            if !shell.canInhibitIdle { logger.warning("kiosk: the compositor cannot be asked to keep the screen on") }
        }
        gate = LiveInputGate(host: host, shell: shell, kiosk: kiosk, now: loop.now)
        host.router.inputFilter = { [unowned self] event, time in gate.admits(event, at: time) }
        logger.info("window open on the compositor; input: \(shell.capabilitiesDescription)")
    }

    /// Ends the session (when quitting, for any reason): time moves on to now, animations settle,
    /// and the report's final line is written.
    ///
    /// The passing of time is an input event too (`idle`), so the trace ends when the session
    /// did and a replay lets the same time pass: a long press still held at the end, or a tap
    /// still waiting for its double tap to fail, comes out the same. A session without input
    /// still leaves a trace that replays (its header and the `idle`).
    public func finish() {
        host.router.handle(.idle, at: loop.now)
        host.window.animator.finishAll()
        report?.writeFinal(host.window)
    }

    /// `path` from the root, so a trace names its scene file wherever it is replayed from.
    static func absolutePath(_ path: String) -> String {
        ResolvedPath.of(path) ?? path
    }

    /// The window as the options ask for it: a kiosk is full screen.
    private static func windowOptions(_ options: LiveSession.Options, kiosk: KioskSettings) -> WindowOptions {
        var window = WindowOptions(
            title: "GestureCanvas", appID: "org.gesturecanvas.GestureCanvas", size: options.size,
            fullscreen: options.fullscreen || kiosk.isEnabled)
        window.fitsSizeToScreen = options.fitsSizeToScreen
        return window
    }
}

/// Logs each kind of odd input once, not once per event: a misbehaving device can send
/// thousands a second, and a kiosk's log must not fill the disk.
public final class AnomalyLog {
    private let logger: Logger
    /// The kinds logged so far, in order.
    public private(set) var loggedKinds: [String] = []

    init(logger: Logger) {
        self.logger = logger
    }

    func record(_ anomaly: InputAnomaly) {
        guard !loggedKinds.contains(anomaly.kind) else { return }
        loggedKinds.append(anomaly.kind)
        logger.warning("odd input from the compositor: \(anomaly) (reported once)")
    }
}
