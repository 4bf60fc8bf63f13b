import CairoCanvas
import GestureCanvasApp
import GestureKit
import GestureTrace
import Glibc
import WaylandShell
import WaylandTestCompositor

/// The app exactly as `gesture-canvas run` builds it (``LiveApp``: the scene host, the shell
/// window drawing damage into shared-memory buffers with the renderer's moving-view rasters, the
/// renderer's exact redraws scheduled, the report and the trace written live) on an in-process
/// test compositor, both pumped on this thread, with time moved by hand.
///
/// Time is a manual clock the display runs on: a long press or a minute of kiosk idleness passes
/// in moments, and the same input always makes the same frames (the compositor's event times are
/// not CLOCK_MONOTONIC, so the app times input by its receipt, which is this clock). The display
/// refreshes at 60 Hz: each ``refresh(after:)`` moves the clock, lets the app read what the
/// compositor sent, fire its timers and draw, then takes the commit and answers the frame callback.
final class LiveRig {
    let compositor: TestCompositor
    let app: LiveApp
    private let clock: ManualClock
    /// The longest one turn of the app's loop (input, timers, a frame) may take, in seconds of
    /// this thread's processor time (so a busy machine does not fail it).
    let frameBound: Double
    /// What the input has made the app do so far, and the most it may: past either, the rest of
    /// the input is not acted out, so each stays quick.
    private(set) var spent = LiveBudget(refreshes: 0, pixels: 0)
    let budget: LiveBudget
    /// What the input left down or open, for ``finish()`` to end.
    var heldFingers = Set<Int32>()
    var buttonHeld = false
    var openGestures: [TouchpadGesture] = []
    /// Every report and trace line the app writes must be JSON.
    private let lines: JSONLines

    /// The app as `setup` says, its first frame drawn.
    init(setup: LiveSetup, frameBound: Double, budget: LiveBudget) throws(FuzzChecks.Failure) {
        self.frameBound = frameBound
        self.budget = budget
        let clock = ManualClock()
        self.clock = clock
        let lines = JSONLines()
        self.lines = lines
        do {
            compositor = try TestCompositor(options: setup.compositorOptions)
            let descriptor = try compositor.makeClientConnection()
            let display = try compositor.servingInBackground {
                try WaylandDisplay(fileDescriptor: descriptor) { clock.nanoseconds }
            }
            var appOptions = LiveSession.Options()
            appOptions.sceneName = setup.scene
            appOptions.size = setup.size
            appOptions.kiosk = setup.kiosk
            appOptions.kioskSettings.isEnabled = setup.kiosk
            app = try LiveApp(
                display: display, options: appOptions, images: StandInImages(),
                content: setup.extremePhotos ? ExtremePhotos.content() : nil, reportLine: lines.check,
                recordLine: lines.check)
        } catch {
            throw FuzzChecks.Failure(description: "the live app could not start: \(error)")
        }
        for _ in 0..<20 where compositor.lastCommit == nil || compositor.boundTouchCount == 0 {
            try refresh(after: 1.0 / 60)
        }
        try FuzzChecks.expect(compositor.lastCommit != nil, "the live app never drew its first frame")
        compositor.keyboardEnter()
        spent = LiveBudget(refreshes: 0, pixels: 0)
    }

    var window: Window { app.host.window }
    var isOverBudget: Bool { spent.refreshes >= budget.refreshes || spent.pixels >= budget.pixels }

    /// One refresh of the display `seconds` after the last: the app's loop turns (it reads the
    /// compositor's events, fires due timers, draws what changed into a free buffer and
    /// commits) and the compositor takes the requests, back and forth until neither has anything
    /// left, as both would when running freely; then the display answers the frame callback.
    func refresh(after seconds: Double) throws(FuzzChecks.Failure) {
        spent.refreshes += 1
        clock.advance(by: seconds)
        try pump()
        if compositor.pendingFrameCallbackCount > 0 { compositor.sendFrameDone() }
        try expectJSONLines()
        try expectFiniteViews(window)
    }

    /// The app and the compositor take turns, with no time passing, until neither has anything
    /// left to read: what both do when running freely.
    func pump() throws(FuzzChecks.Failure) {
        let commits = compositor.commitCount
        for _ in 0..<Self.mostTurnsPerRefresh {
            let read = try turn()
            compositor.dispatch(timeout: 0)
            if !read && !compositorHasRequests { break }
        }
        if let frame = compositor.lastCommit {
            spent.pixels += Double(compositor.commitCount - commits) * Self.damagedPixels(of: frame)
        }
    }

    /// How many of `frame`'s pixels its damage covers (at most all of them): what the app drew.
    private static func damagedPixels(of frame: TestCompositor.CommittedBuffer) -> Double {
        let scale = Double(frame.bufferScale)
        let areas =
            frame.bufferDamage.map { Double($0.width) * Double($0.height) }
            + frame.damage.map { Double($0.width) * Double($0.height) * scale * scale }
        return min(areas.reduce(0, +), Double(frame.width) * Double(frame.height))
    }

    /// Each turn reads at most 4 KiB; this many drain a backlog of half a megabyte.
    static let mostTurnsPerRefresh = 128

    /// One turn of the app's loop, timed: returns whether it read anything.
    private func turn() throws(FuzzChecks.Failure) -> Bool {
        let started = ManualClock.processorSeconds()
        let read: Bool
        do {
            read = try app.loop.runOnce(timeout: 0)
        } catch {
            throw FuzzChecks.Failure(description: "the app's loop failed: \(error)")
        }
        let took = ManualClock.processorSeconds() - started
        try FuzzChecks.expect(
            took <= frameBound, "a turn of the app's loop took \(took) s of processor time (bound \(frameBound) s)")
        return read
    }

    private var compositorHasRequests: Bool {
        var descriptor = pollfd(fd: compositor.eventLoopFileDescriptor, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    /// Time passes: refreshes at 60 Hz while anything is to be drawn, otherwise straight to the
    /// next timer (the live loop sleeps until then too). The first refresh comes at once: input
    /// sent just before is read as it arrives, not after the wait. Within the input's budget
    /// unless `settling` (the end of every input), whose last ``settlingMargin`` seconds are all
    /// refreshes, so an animation a timer starts near the end still runs its course.
    func wait(_ seconds: Double, settling: Bool = false) throws(FuzzChecks.Failure) {
        var left = seconds
        var first = true
        while left > 0, settling || !isOverBudget {
            let busy = window.animator.isAnimating || !window.damage.isEmpty || compositor.pendingFrameCallbackCount > 0
            let jump = window.scheduler.nextDeadline.map { max(0, $0 - window.scheduler.now) } ?? left
            let room = settling ? left - Self.settlingMargin : left
            let step = busy || first ? min(left, 1.0 / 60) : min(left, max(1.0 / 60, min(jump, room)))
            try refresh(after: step)
            left -= step
            first = false
        }
    }

    /// Longer than any animation of the app (a kiosk's homecoming takes 1.2 s).
    static let settlingMargin = 3.0

    /// Every report and trace line so far is JSON.
    func expectJSONLines() throws(FuzzChecks.Failure) {
        try FuzzChecks.expect(lines.badLine == nil, "a report or trace line is not JSON: \(lines.badLine ?? "")")
    }

    /// Every view's transform, centre and bounds are finite numbers.
    private func expectFiniteViews(_ view: View) throws(FuzzChecks.Failure) {
        let transform = view.transform
        let numbers = [
            transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty, view.center.x,
            view.center.y,
            view.bounds.width, view.bounds.height,
        ]
        try FuzzChecks.expect(
            numbers.allSatisfy(\.isFinite),
            "\(view.name ?? "a view") has a non-finite transform, centre or size: \(transform), \(view.center), \(view.bounds)"
        )
        for subview in view.subviews { try expectFiniteViews(subview) }
    }
}

/// Remembers the first line that is not JSON.
final class JSONLines {
    private(set) var badLine: String?

    func check(_ line: String) {
        if badLine == nil, (try? JSONValue.parse(line)) == nil { badLine = line }
    }
}
