import GestureKit
import Testing
import WaylandShell
import WaylandTestCompositor

/// A display on a clock its caller moves (the live fuzz target's): timers fire when that clock
/// reaches them, input is timed by it, and a pumped loop says when it read something.
@Suite("A display on a manual clock")
struct ManualClockTests {
    final class Clock {
        var nanoseconds = WaylandDisplay.monotonicNanoseconds()
    }

    @Test func timersAndInputFollowTheManualClockAndRunOnceSaysWhenItRead() throws {
        let compositor = try TestCompositor()
        let clock = Clock()
        let descriptor = try compositor.makeClientConnection()
        let display = try compositor.servingInBackground {
            try WaylandDisplay(fileDescriptor: descriptor) { clock.nanoseconds }
        }
        let scheduler = Scheduler()
        let content = Window(size: Size(width: 100, height: 80), scheduler: scheduler)
        let router = InputRouter(window: content)
        var touchTimes: [Double] = []
        router.onEvent = { event, time in
            if case .touchDown = event { touchTimes.append(time) }
        }
        let shell = try ShellWindow(display: display, content: content, router: router, options: WindowOptions())
        shell.render = { _, _, _ in }
        let loop = EventLoop(display: display, scheduler: scheduler)
        func pump() throws {
            for _ in 0..<20 {
                try loop.runOnce(timeout: 0)
                compositor.dispatch(timeout: 0)
                if compositor.pendingFrameCallbackCount > 0 { compositor.sendFrameDone() }
            }
        }
        try pump()
        #expect(compositor.lastCommit != nil)
        #expect(try loop.runOnce(timeout: 0) == false, "nothing was sent")

        // A long press's worth of time passes in no time at all, and only when the clock says so.
        var fired = false
        scheduler.schedule(after: 0.5) { fired = true }
        try pump()
        #expect(!fired)
        clock.nanoseconds += 600_000_000
        try pump()
        #expect(fired)

        compositor.touchDown(id: 0, at: (x: 10, y: 10))
        compositor.touchFrame()
        #expect(try loop.runOnce(timeout: 0) == true, "the touch was read")
        #expect(touchTimes.count == 1)
        #expect(abs((touchTimes.first ?? 0) - loop.now) < 1e-9, "timed by the manual clock")
        #expect(loop.now >= 0.6 && loop.now < 0.61)
    }
}
