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
    /// The scene, its report and recording, and its input filter: set up as a replay's is.
    let session: SceneSession
    public var host: SceneHost { session.host }
    /// The window on the compositor, its loop and its drawing.
    public let windowApp: WindowApp
    public var shell: ShellWindow { windowApp.shell }
    public var loop: EventLoop { windowApp.loop }
    /// The odd input logged so far (the window app logs each kind once).
    public var anomalies: AnomalyLog { windowApp.anomalies }
    /// Kiosk behaviour and the cursor, between the shell and the scene.
    private(set) var gate: LiveInputGate!
    private let logger = Logger(label: "gesture-canvas.live")

    /// Opens the window on `display`; `reportLine` and `recordLine` receive the report and the
    /// trace lines as they happen. With `content` (a scene file) the photos scene shows its
    /// images and background. With a `service` environment (systemd's `NOTIFY_SOCKET` and
    /// `WATCHDOG_USEC`), the app tells the service manager when it is ready and that it is alive.
    public init(
        display: WaylandDisplay, options: LiveSession.Options, images: ImageProvider, content: SceneContent? = nil,
        reportLine: ((String) -> Void)? = nil, recordLine: ((String) -> Void)? = nil,
        service: ServiceEnvironment = ServiceEnvironment()
    ) throws {
        let kiosk = options.kioskSettings
        let setup = SceneSession.Setup(
            sceneName: options.sceneName, size: options.size, content: content, kiosk: kiosk,
            resampling: options.resampling, reducesMotion: options.reducesMotion)
        let recorded = Trace.Session(
            scene: options.sceneName, configPath: options.configPath.map(Self.absolutePath),
            kiosk: kiosk.isEnabled, resampling: options.resampling ? nil : false)
        guard
            let session = SceneSession(
                setup, images: images, reportLine: reportLine, recording: recordLine.map { ($0, recorded) })
        else { throw AppError.unknownScene(options.sceneName) }
        self.session = session
        let host = session.host

        windowApp = try WindowApp(
            display: display, window: host.window, router: host.router,
            options: Self.windowOptions(options, kiosk: kiosk), service: service)
        let (shell, loop) = (windowApp.shell, windowApp.loop)
        host.onQuit = { [loop] in loop.stop() }
        host.onToggleFullscreen = { [unowned shell] in shell.setFullscreen(!shell.isFullscreen) }
        if kiosk.isEnabled && kiosk.keepScreenOn {
            shell.inhibitsIdle = true
            if !shell.canInhibitIdle { logger.warning("kiosk: the compositor cannot be asked to keep the screen on") }
        }
        // The content is turned by its views (input maps back through them); the compositor
        // turns the buffers where it can, so they are drawn upright, as cheaply as unturned.
        // The pointer's arrow turns with the content, so it points up the scene.
        let turn = QuarterTurn(rawValue: kiosk.rotation.rawValue) ?? .none
        shell.bufferTurn = turn
        shell.cursorTurn = turn
        if let warning = Self.doubleTurnWarning(rotation: kiosk.rotation, turned: shell.outputsTurnedByTheCompositor) {
            logger.warning("\(warning)")
        }
        gate = LiveInputGate(host: host, shell: shell, kiosk: kiosk, now: loop.now)
        session.admits = { [unowned self] event, time in gate.admits(event, at: time) }
    }

    /// Logs that the window is open and what input it takes: called by ``LiveSession`` once the
    /// loop watches SIGTERM, so that whoever waits for this line (a script, a test) can end the
    /// app with SIGTERM from then on and get the report's final line.
    func announceOpen() {
        logger.info("window open on the compositor; input: \(shell.capabilitiesDescription)")
        if host.window.animator.reducesMotion {
            logger.info("motion reduced: glides and animated returns jump to their end")
        }
    }

    /// Ends the session (when quitting, for any reason): time moves on to now, animations settle,
    /// and the report's final line is written.
    ///
    /// The passing of time is an input event too (`idle`), so the trace ends when the session
    /// did and a replay lets the same time pass: a long press still held at the end, or a tap
    /// still waiting for its double tap to fail, comes out the same. A session without input
    /// still leaves a trace that replays (its header and the `idle`).
    public func finish() {
        session.finish(at: loop.now)
    }

    /// `path` from the root, so a trace names its scene file wherever it is replayed from.
    static func absolutePath(_ path: String) -> String {
        ResolvedPath.of(path) ?? path
    }

    /// What to say when the scene file turns the content and the compositor turns an output too
    /// (`wl_output.transform`): the content would be turned twice. The app still turns it, as the
    /// scene file says (a replay of the session turns it alike); the line tells the operator.
    static func doubleTurnWarning(rotation: ContentRotation, turned outputs: [String]) -> String? {
        guard rotation != .none, !outputs.isEmpty else { return nil }
        return "rotation = \(rotation.rawValue) turns the content, and the compositor turns "
            + "\(outputs.joined(separator: ", ")) as well (wl_output.transform), so it shows turned twice: "
            + "set rotation = 0 in the scene file, or the output's transform back to normal"
    }

    /// The window as the options ask for it: a kiosk is full screen.
    private static func windowOptions(_ options: LiveSession.Options, kiosk: KioskSettings) -> WindowOptions {
        var window = WindowOptions(
            title: "GestureCanvas", appID: "org.gesturecanvas.GestureCanvas", size: options.size,
            fullscreen: options.fullscreen || kiosk.isEnabled)
        window.fitsSizeToScreen = options.fitsSizeToScreen
        window.fullscreenOutput = kiosk.output
        // A kiosk quits only by its key chord: the compositor's close (Alt+F4, a title bar) is ignored.
        window.ignoresCloseRequests = kiosk.isEnabled
        return window
    }
}
