import Foundation
import GestureKit
import GestureTrace
import HostSystem
import Testing
import WaylandShell
import WaylandTestCompositor

@testable import GestureCanvasApp

/// The whole app as `gesture-canvas run` builds it (`LiveApp`: scene host, shell window, Cairo
/// renderer, live report) on a `TestCompositor` over a real socket, drawing the repository's
/// photos. One thread alternates between the app's loop and the compositor, as ShellHarness
/// does for the shell alone.
///
/// The test compositor's clock is not CLOCK_MONOTONIC, so the app times input by its receipt:
/// gestures here take real time (``pump(for:)`` between steps), as a finger would.
///
/// ```swift
/// let live = try LiveHarness()
/// live.touchDown([live.center(of: "image1")])
/// try live.pump(for: 0.6)
/// #expect(live.reportLines.last?.contains("longPress") == true)
/// ```
final class LiveHarness {
    let compositor: TestCompositor
    let app: LiveApp
    /// The scene file and the kiosk settings the app was given, for replaying its trace alike.
    let content: SceneContent?
    let kioskSettings: KioskSettings
    private let report = Lines()
    private let trace = Lines()
    private var nextTouchID: Int32 = 0
    /// What the screen showed as of a count of the window's commits (compositing it takes a while).
    private var shown: (commits: Int, frame: TestCompositor.CommittedBuffer)?

    /// Forget report and trace lines instead of keeping them (for long runs).
    func discardLines() {
        report.keeps = false
        trace.keeps = false
    }

    /// How many report lines the app wrote.
    var reportLineCount: Int { report.count }

    /// Also called with each report line as the app writes it (to see them from outside a child
    /// process that may not live to be asked).
    var onReportLine: ((String) -> Void)? {
        get { report.forward }
        set { report.forward = newValue }
    }

    /// The report lines the app wrote, as it wrote them.
    var reportLines: [String] { report.lines }
    /// The trace lines the app recorded.
    var traceLines: [String] { trace.lines }

    /// The app showing `scene` in a window asked to be `size`; the compositor's first configure
    /// leaves the size to the app unless `options` say otherwise.
    /// `configure` changes what `run` would be given (kiosk mode); `content` is a scene file's;
    /// `service` is what a service manager put in the environment. The display runs on `clock`
    /// (nanoseconds on CLOCK_MONOTONIC's scale) when one is given.
    init(
        scene: String = "photos", size: Size = Size(width: 800, height: 600),
        options: TestCompositor.Options = .init(), content: SceneContent? = nil,
        service: ServiceEnvironment = ServiceEnvironment(), clock: ManualTime? = nil,
        configure: (inout LiveSession.Options) -> Void = { _ in }
    ) throws {
        compositor = try TestCompositor(options: options)
        let descriptor = try compositor.makeClientConnection()
        let display = try compositor.servingInBackground {
            guard let clock else { return try WaylandDisplay(fileDescriptor: descriptor) }
            return try WaylandDisplay(fileDescriptor: descriptor) { clock.nanoseconds }
        }
        var appOptions = LiveSession.Options()
        appOptions.sceneName = scene
        appOptions.size = size
        configure(&appOptions)
        self.content = content
        kioskSettings = appOptions.kioskSettings
        app = try LiveApp(
            display: display, options: appOptions, images: ResourceImages(resources: Self.resources), content: content,
            reportLine: report.append, recordLine: trace.append, service: service)
    }

    /// The repository's `Resources` folder, found from this file's place in the tree.
    static let resources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources").path

    // MARK: Running

    /// Alternates the app's loop and the compositor until `condition` holds; throws after
    /// `timeout` seconds. Frame callbacks are answered at once, as by a compositor that shows
    /// every frame.
    func pump(timeout: Double = 5, until condition: () -> Bool) throws {
        let deadline = Self.now + timeout
        while !condition() {
            guard Self.now < deadline else { throw LiveHarnessError.timedOut(timeout) }
            try round()
        }
    }

    /// Runs the app and compositor for `seconds` of real time.
    func pump(for seconds: Double) throws {
        let end = Self.now + seconds
        while Self.now < end { try round() }
    }

    /// Waits for the first configure, the first frame and the seat's `wl_touch`.
    func showFirstFrame() throws {
        try pump {
            compositor.lastCommit != nil && compositor.toplevel?.isMapped == true && compositor.boundTouchCount == 1
        }
    }

    /// Runs until the window has committed everything that changed and nothing animates
    /// (`ShellWindow.hasChangesToCommit`: damage collected or waiting for a free buffer, a move
    /// of a photo on its own layer, input waiting for a frame), and the last frame is taken.
    func settle() throws {
        try pump { !app.shell.hasChangesToCommit && compositor.pendingFrameCallbackCount == 0 }
    }

    private func round() throws {
        try app.loop.runOnce(timeout: 1)
        compositor.dispatch(timeout: 0)
        // A compositor with a presentation clock answers them itself, at its vblanks.
        if compositor.options.presentationClock == nil && compositor.pendingFrameCallbackCount > 0 {
            compositor.sendFrameDone()
        }
    }

    private static var now: Double { ProcessInfo.processInfo.systemUptime }

    // MARK: Fingers

    /// Fingers land at `points` in one frame; returns their ids.
    @discardableResult
    func touchDown(_ points: [Point]) -> [Int32] {
        let ids = points.map { point in
            defer { nextTouchID += 1 }
            compositor.touchDown(id: nextTouchID, at: (x: point.x, y: point.y))
            return nextTouchID
        }
        compositor.touchFrame()
        return ids
    }

    func touchMove(_ ids: [Int32], to points: [Point]) {
        for (id, point) in zip(ids, points) { compositor.touchMotion(id: id, to: (x: point.x, y: point.y)) }
        compositor.touchFrame()
    }

    /// The fingers lift, and the app has handled it when this returns.
    func touchUp(_ ids: [Int32]) throws {
        ids.forEach { compositor.touchUp(id: $0) }
        compositor.touchFrame()
        try pump { app.host.window.activeTouches.isEmpty }
    }

    /// Fingers moving in straight lines from `from` to `to` in 60 Hz steps over `duration`, then
    /// resting `rest` seconds before they lift (a rest longer than the velocity window means no
    /// glide), until the app has handled the lift.
    func drag(from: [Point], to: [Point], duration: Double = 0.3, rest: Double = 0.1) throws {
        let ids = touchDown(from)
        let steps = max(1, Int((duration * 60).rounded()))
        for step in 1...steps {
            try pump(for: duration / Double(steps))
            let fraction = Double(step) / Double(steps)
            touchMove(ids, to: zip(from, to).map { start, end in start + (end - start) * fraction })
        }
        try pump(for: rest)
        try touchUp(ids)
    }

    /// One finger lands on `photo` and moves 60 points right until its pan has changed, and stays.
    func startPanning(_ photo: PhotoView) throws {
        let start = photo.center
        let ids = touchDown([start])
        for step in 1...6 {
            try pump(for: 1.0 / 60)
            touchMove(ids, to: [start + Vector(dx: 10 * Double(step), dy: 0)])
        }
        try pump { actions.last?.state == "changed" }
    }

    /// One finger down at `point` and up again after `hold` seconds.
    func tap(at point: Point, hold: Double = 0.05) throws {
        let ids = touchDown([point])
        try pump(for: hold)
        try touchUp(ids)
    }

    // MARK: What the app shows

    var photos: PhotosScene { app.host.scene as! PhotosScene }

    /// The photo called `name` (`image1`, `image2`).
    func photo(_ name: String) -> PhotoView { name == "image1" ? photos.image1 : photos.image2 }

    /// The colour at a point of the window (logical points) as the screen shows it: the last
    /// committed buffer with the layers over it (a photo still lifted onto its own is not in the
    /// window's buffer), turned by its buffer transform.
    func color(at point: Point) throws -> Pixel {
        if shown?.commits != compositor.commitCount {
            shown = (compositor.commitCount, try #require(compositor.shownCommit))
        }
        let frame = try #require(shown?.frame)
        let scale = Double(frame.bufferScale)
        return Pixel(frame.shownPixel(x: Int(point.x * scale), y: Int(point.y * scale)))
    }

    /// The report's action lines (every line but a final one), parsed.
    var actions: [ReportAction] { reportLines.compactMap(ReportAction.init(line:)) }

    /// The trace recorded so far, as `replay` reads it.
    func recordedTrace() throws -> Trace {
        try Trace(parsing: traceLines.joined(separator: "\n"))
    }

    /// The report that replaying the recorded trace headlessly writes, as `replay --report` does:
    /// the scene and kiosk mode the trace's header names, with the scene file the app had.
    func replayedReport() throws -> [String] {
        var lines: [String] = []
        let trace = try recordedTrace()
        var kiosk = kioskSettings
        kiosk.isEnabled = trace.session.kiosk ?? false
        let runner = try #require(
            ReplayRunner(
                trace: trace, sceneName: trace.session.scene ?? "photos", images: PlaceholderImages(),
                content: content, kiosk: kiosk
            ) {
                lines.append($0)
            })
        runner.run()
        return lines
    }
}

enum LiveHarnessError: Error { case timedOut(Double) }

/// A clock for the app's display that only the test moves: nanoseconds on CLOCK_MONOTONIC's scale.
final class ManualTime {
    private(set) var nanoseconds = WaylandDisplay.monotonicNanoseconds()

    func advance(by seconds: Double) { nanoseconds += UInt64((seconds * 1e9).rounded()) }
}

/// Lines an app writes, kept in order.
private final class Lines {
    private(set) var lines: [String] = []
    /// Whether lines are kept; a soak only counts them, so the test process does not grow.
    var keeps = true
    private(set) var count = 0
    var forward: ((String) -> Void)?

    func append(_ line: String) {
        count += 1
        if keeps { lines.append(line) }
        forward?(line)
    }
}

/// CLOCK_MONOTONIC in milliseconds, wrapping as Wayland's event times do.
func monotonicMilliseconds() -> UInt32 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt32(truncatingIfNeeded: now.tv_sec * 1000 + now.tv_nsec / 1_000_000)
}
