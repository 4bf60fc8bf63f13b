import AccessibilityBridge
import CairoCanvas
import GestureKit
import Glibc
import HostSystem
import Logging
import WaylandShell

extension SharedMemoryBuffer: PixelStorage {}

/// A view tree in a window on the Wayland compositor: connects, opens the window, routes touch,
/// mouse, touchpad and keys to the views' recognizers, lays the views out and draws what changed
/// with Cairo, and runs the event loop. Everything an app needs to put its own touch views on
/// screen.
///
/// ```swift
/// import GestureWindow
///
/// WindowApp.main(options: WindowOptions(title: "Drag me", size: Size(width: 640, height: 480))) { app in
///     let card = View(frame: Rect(x: 220, y: 140, width: 200, height: 200))
///     card.backgroundColor = Color(hex: 0xFF9500)
///     card.addGestureRecognizer(
///         PanGestureRecognizer { pan in
///             card.center += pan.translation(in: app.window)
///             pan.setTranslation(.zero, in: app.window)
///         })
///     app.window.addSubview(card)
/// }  // runs until the window is closed, SIGINT, SIGTERM or SIGHUP
/// ```
///
/// What `setUp` returns lives as long as the window, as a UIKit window keeps its root view
/// controller: return the object that owns your recognizers' actions, and they may capture it
/// `[unowned self]`. Anything `setUp` only holds in a local dies when it returns.
///
/// ```swift
/// WindowApp.main { app in
///     Board(window: app.window)  // kept: its recognizers' actions may capture it unowned
/// }
/// ```
public final class WindowApp {
    /// The root of the view tree: add views to it.
    public let window: Window
    /// Turns the seat's input into touches for ``window`` (keys, scrolling: its callbacks).
    public let router: InputRouter
    /// The Wayland window showing ``window``.
    public let shell: ShellWindow
    /// The loop that reads the compositor, fires timers and draws.
    public let loop: EventLoop
    /// The odd input logged so far: each kind once (the window's `Window.onAnomaly` is this
    /// log's, set once here).
    public let anomalies: AnomalyLog
    /// The view tree on the accessibility bus (AT-SPI), for screen readers; nil where no
    /// accessibility bus answers (then nothing of it runs). Mark views with
    /// `isAccessibilityElement`, `accessibilityLabel` and `accessibilityCustomActions`.
    public private(set) var accessibility: AccessibilityBridge?
    /// What `setUp` returned: the app's own objects, kept for as long as the window is open.
    public private(set) var controller: Any?
    private let logger = Logger(label: "GestureWindow")

    /// The whole life of a program with one window: connects, opens the window, lets `setUp`
    /// build the view tree, runs until the window closes or a signal ends it, and exits — on
    /// a failure with one sentence on standard error and the status ``exitStatus(for:)`` gives.
    ///
    /// What `setUp` returns (a controller owning the recognizers' actions, or nothing) is kept
    /// as ``controller`` for the whole run, so actions may capture it `[unowned self]`.
    public static func main<Controller>(
        options: WindowOptions = WindowOptions(), setUp: (WindowApp) throws -> Controller
    ) -> Never {
        do {
            let app = try WindowApp(options: options)
            try app.setUp(with: setUp)
            try app.run()
            exit(0)
        } catch {
            fail("\(error)", status: exitStatus(for: error))
        }
    }

    /// The status a program with a window exits with when `error` ends it, as `gesture-canvas`
    /// does (docs/app.md): 3 no compositor to connect to, 4 the compositor went away or broke the
    /// protocol, 5 this compositor cannot show the window, 1 anything else. A supervisor starts
    /// the program again on 3 and 4, not on 5.
    public static func exitStatus(for error: any Error) -> Int32 {
        switch (error as? ShellError)?.cause {
        case .noCompositor: 3
        case .compositorGone: 4
        case .compositorUnsuitable: 5
        case .local, nil: 1
        }
    }

    private static func fail(_ message: String, status: Int32) -> Never {
        let program = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? "app"
        StandardStreams.write("\(program): \(message)\n", to: STDERR_FILENO)
        exit(status)
    }

    /// Connects to the compositor in `WAYLAND_DISPLAY` and opens a window with a new view tree
    /// on a light grey background.
    ///
    /// - Throws: WaylandShell's `ShellError` when there is no compositor or it cannot show a window.
    public convenience init(options: WindowOptions = WindowOptions()) throws {
        try self.init(display: try WaylandDisplay(), options: options, service: .process)
    }

    /// A new view tree in a window on `display` (``init(options:)`` on another connection: tests).
    convenience init(display: WaylandDisplay, options: WindowOptions, service: ServiceEnvironment = .init()) throws {
        let window = Window(size: options.size)
        window.backgroundColor = Color(hex: 0xF2F2F7)
        try self.init(
            display: display, window: window, router: InputRouter(window: window), options: options, service: service)
    }

    /// Builds the app's part with `setUp` and keeps what it returns for as long as the window.
    func setUp<Controller>(with setUp: (WindowApp) throws -> Controller) throws {
        controller = try setUp(self)
    }

    /// Opens a window on `display` showing `window`, whose input goes through `router`
    /// (the hosts that own a view tree already: the app's scenes, tests on a test compositor).
    ///
    /// With a `service` environment from a service manager (systemd's `NOTIFY_SOCKET`, and
    /// `WATCHDOG_USEC` for `WatchdogSec=`), the app tells it `READY=1` once the first frame is
    /// committed and `WATCHDOG=1` while the loop turns; each value is checked here, and one that
    /// cannot be used is logged in a sentence and left out. ``init(options:)`` and ``main(options:setUp:)``
    /// read this process's environment; the default is none.
    public init(
        display: WaylandDisplay, window: Window, router: InputRouter, options: WindowOptions,
        service: ServiceEnvironment = .init()
    ) throws {
        self.window = window
        self.router = router
        anomalies = AnomalyLog(logger: logger)
        window.onAnomaly = { [anomalies] in anomalies.record($0) }
        // Labels measure their text as the renderer lays it out.
        if window.textMeasurer == nil { window.textMeasurer = TextLayouts.shared }
        loop = EventLoop(display: display, scheduler: window.scheduler)
        shell = try ShellWindow(display: display, content: window, router: router, options: options)
        let renderer = Renderer()
        renderer.cachesMovingViews = true
        var renderFailed = false
        var exactRedraw: ScheduledTimer?
        shell.render = { [logger, window, unowned shell] buffer, damage, scale in
            do {
                try renderer.render(window, into: buffer, scale: scale, turn: shell.appliedBufferTurn, damage: damage)
            } catch {
                if !renderFailed { logger.error("cannot draw the window: \(error)") }
                renderFailed = true
            }
            // Photos drawn from rasters while they moved are drawn exactly once they stand still.
            if let request = renderer.takeExactRedraw() {
                exactRedraw?.cancel()
                exactRedraw = window.scheduler.schedule(after: request.delay) { [weak window] in
                    request.areas.forEach { window?.addDamage($0) }
                }
            }
        }
        // A photo a gesture moves is shown on a layer of its own, where the compositor offers them.
        let movingLayer = MovingViewLayer(shell: shell, window: window, renderer: renderer) { [logger] error in
            logger.error("cannot show a moving view on its own layer: \(error)")
        }
        shell.beforeDrawing = { [unowned shell] now in movingLayer?.placeForFrame(scale: shell.layerScale, at: now) }
        shell.onClose = { [loop, logger] in
            guard !options.ignoresCloseRequests else {
                return logger.info("ignoring the compositor's request to close the window, as its options say")
            }
            loop.stop()
        }
        accessibility = AccessibilityBridge.start(
            window: window, applicationName: WindowOptions.programName, windowName: options.title, loop: loop)
        let service = ServiceNotifier.setUp(from: service)
        service.problems.forEach { logger.warning("\($0)") }
        if let notifier = service.notifier {
            let heartbeat = ServiceHeartbeat(notifier: notifier, shell: shell, logger: logger)
            loop.observeProgress { heartbeat.loopTurned(at: $0) }
        }
    }

    deinit {
        accessibility?.stop()
    }

    /// Runs until the window is closed, ``stop()`` is called, or SIGINT, SIGTERM or SIGHUP.
    ///
    /// - Throws: WaylandShell's `ShellError.connectionLost(_:)` when the compositor goes away.
    public func run() throws {
        try loop.run()
    }

    /// Makes ``run()`` return after the current turn of the loop.
    public func stop() {
        loop.stop()
    }
}
