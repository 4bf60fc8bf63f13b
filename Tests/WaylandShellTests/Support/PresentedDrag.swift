import GestureKit
import Glibc
import WaylandTestCompositor

@testable import WaylandShell

/// A square that one finger drags, in a ``ShellWindow`` drawing as it does live, on a test
/// compositor with a presentation clock; both run on the compositor's clock, moved by hand from
/// one event to the next — a touch of the script, a vblank of the display, a timer of the window
/// (a frame held for its latch deadline) — so each happens at its exact moment and every run is
/// the same. After each event the window and the compositor take turns until neither has
/// anything left, as both would running freely.
///
/// What the finger did is known (``FingerPath``), what was shown when comes from the compositor:
/// the square's place in each frame the window drew, joined by commit with the vblank that
/// showed it.
///
/// ```swift
/// let rig = try PresentedDrag(display: .init(refresh: 1.0 / 60))
/// let path = FingerPath(start: 0.1, from: 100, speed: 500, rate: 125, duration: 0.6)
/// try rig.play(path)
/// rig.shown   // [(x, presented)], oldest first
/// ```
final class PresentedDrag {
    /// A frame that reached the screen: where the square's centre was, and when (seconds on the
    /// window's clock).
    struct Shown {
        var x: Double
        var presented: Double
    }

    let shell: ShellHarness
    let square: View
    /// Where the square is centred before the drag; the finger lands on it.
    static let home = Point(x: 100, y: 50)
    /// Every frame the window drew: the compositor's number of the commit, and the square's place.
    private var drawn: [(commit: Int, x: Double)] = []

    init(display clock: TestCompositor.PresentationClock, resampling: Bool = true) throws {
        var options = TestCompositor.Options()
        options.presentationClock = clock
        // Centred where the finger lands and moved with the pan's whole translation: its centre
        // is where the window shows the finger.
        let square = WaylandShellTests.square(.red, at: Self.home, size: 20, name: "square")
        square.addGestureRecognizer(
            PanGestureRecognizer { [unowned square] pan in square.center = Self.home + pan.translation(in: nil) })
        self.square = square
        shell = try ShellHarness(
            options, window: WindowOptions(size: Size(width: 1200, height: 100)), onCompositorClock: true
        ) { $0.addSubview(square) }
        shell.router.resampling = resampling
        let render = shell.window.render
        shell.window.render = { [unowned self] buffer, damage, scale in
            // Drawn now, committed in this turn of the loop: the compositor's next commit.
            drawn.append((shell.compositor.commitCount + 1, square.center.x))
            render?(buffer, damage, scale)
        }
        try shell.showFirstFrame()
        try shell.pump { shell.compositor.boundTouchCount == 1 }
        // A few idle refreshes: the display's rhythm is known before the finger lands.
        try run(for: 0.1)
    }

    var compositor: TestCompositor { shell.compositor }

    /// Seconds on the window's clock at `nanoseconds` on the compositor's.
    func seconds(_ nanoseconds: UInt64) -> Double { shell.display.timebase.seconds(atMonotonic: nanoseconds) }
    /// The window's clock now.
    var now: Double { seconds(compositor.clockNanoseconds) }

    /// The frames shown so far, oldest first (a commit superseded before a vblank is not).
    var shown: [Shown] {
        let presented = Dictionary(compositor.presentedFrames.map { ($0.commit, $0.time) }) { first, _ in first }
        return drawn.compactMap { frame in presented[frame.commit].map { Shown(x: frame.x, presented: seconds($0)) } }
    }

    /// Plays `path` (its times are seconds from now, where it starts), then lets `after` seconds
    /// pass; `during` acts at its times too. Returns the path's start on the window's clock.
    @discardableResult
    func play(_ path: FingerPath, after: Double = 0.2, during: [(time: Double, act: () -> Void)] = []) throws
        -> Double
    {
        let start = now
        let compositor = self.compositor
        let y = Self.home.y
        // Each of the finger's events in a frame of its own, as a touchscreen reports.
        func framed(_ send: @escaping () -> Void) -> () -> Void {
            {
                send()
                compositor.touchFrame()
            }
        }
        var events: [(time: Double, act: () -> Void)] = [
            (path.start, framed { compositor.touchDown(id: 0, at: (x: path.x(at: path.start), y: y)) })
        ]
        events += path.reportTimes.map { time in
            (time, framed { compositor.touchMotion(id: 0, to: (x: path.x(at: time), y: y)) })
        }
        events.append((path.end, framed { compositor.touchUp(id: 0) }))
        events += during
        // In time order; at one moment, in the order given (the finger's before the rest).
        let ordered = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
        try run(until: start + path.end + after, events: ordered.map { (start + $0.element.time, $0.element.act) })
        return start
    }

    /// Lets `seconds` pass with no input.
    func run(for seconds: Double) throws {
        try run(until: now + seconds, events: [])
    }

    /// Moves the clock from event to event up to `end`; each event acts at its time.
    private func run(until end: Double, events: [(time: Double, act: () -> Void)]) throws {
        var events = events[...]
        while true {
            let candidates = [events.first?.time, vblank, shell.scheduler.nextDeadline].compactMap { $0 }
            let next = min(candidates.min() ?? end, end)
            move(to: next)
            // A vblank due now happens before anyone acts at this moment.
            compositor.dispatch(timeout: 0)
            while let event = events.first, event.time <= now {
                events.removeFirst()
                event.act()
            }
            try settle()
            if next >= end && events.isEmpty { return }
        }
    }

    /// The next vblank, in seconds.
    private var vblank: Double? { compositor.nextVblank.map(seconds) }

    /// Moves the compositor's clock (the window's too) to `time`, or a nanosecond on when it is
    /// there already, so the loop always moves. Rounded up: a deadline is reached, never missed
    /// by a rounding.
    private func move(to time: Double) {
        let current = compositor.clockNanoseconds
        let target = shell.display.timebase.monotonic(atSeconds: time) + 1
        compositor.advanceTime(nanoseconds: target > current ? target - current : 1)
    }

    /// The window and the compositor take turns until neither has anything left to read; a
    /// window that keeps committing with no time passing never lets them.
    private func settle() throws {
        for _ in 0..<Self.mostTurns {
            let read = try shell.loop.runOnce(timeout: 0)
            var descriptor = pollfd(fd: compositor.eventLoopFileDescriptor, events: Int16(POLLIN), revents: 0)
            let requests = poll(&descriptor, 1, 0) > 0
            compositor.dispatch(timeout: 0)
            if !read && !requests { return }
        }
        throw Unsettled(time: now)
    }

    /// More turns than one moment's events take (a touch, a release, a frame's done and its commit).
    static let mostTurns = 16

    struct Unsettled: Error, CustomStringConvertible {
        var time: Double
        var description: String { "at \(time) s the window and the compositor kept answering each other" }
    }
}
