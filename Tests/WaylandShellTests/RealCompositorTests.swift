import CompositorHarness
import CompositorHarnessTesting
import Foundation
import GestureKit
import Testing

@testable import WaylandShell

/// The shell under real compositors, started headless by CompositorHarness; each test is
/// skipped, visibly, where its compositor cannot run.
@Suite("Real compositors, headless", .serialized, .timeLimit(.minutes(1)))
struct RealCompositorTests {
    /// A window with a red square over a white background, drawn by the test renderer.
    private func openWindow(on display: WaylandDisplay, scheduler: Scheduler) throws -> (ShellWindow, View) {
        let content = Window(size: Size(width: 320, height: 240), scheduler: scheduler)
        content.backgroundColor = .white
        let view = square(.red, at: Point(x: 50, y: 50))
        content.addSubview(view)
        let window = try ShellWindow(
            display: display, content: content, router: InputRouter(window: content),
            options: WindowOptions(title: "GestureCanvas test", size: Size(width: 320, height: 240)))
        let renderer = TestRenderer()
        window.render = { buffer, damage, scale in
            renderer.render(content, into: buffer, damage: damage, scale: scale)
        }
        return (window, view)
    }

    @Test func underWestonTheWindowIsConfiguredShowsAFrameAndStopsOnSIGTERM() throws {
        let weston = try Compositor.startOrSkip(.weston, options: CompositorOptions(width: 800, height: 600))
        defer { weston.stop() }
        let display = try WaylandDisplay(name: weston.socketPath)
        #expect(display.seats.isEmpty, "weston's headless backend offers no wl_seat")
        let scheduler = Scheduler()
        let (window, _) = try openWindow(on: display, scheduler: scheduler)
        let loop = EventLoop(display: display, scheduler: scheduler)
        var signals: [Int32] = []
        loop.onSignal = { signals.append($0) }

        // A scheduler timer (so the timerfd path runs) checks every 20 ms; once weston has shown
        // a frame (its frame callback came back), the test sends its own thread SIGTERM, which
        // run()'s handler turns into a byte on the pipe it polls. After 10 s it gives up.
        let thread = pthread_self()
        var shown = false
        func check() {
            if window.commitCount > 0 && window.frameCallback == nil {
                shown = true
                pthread_kill(thread, SIGTERM)
            } else if loop.now > 10 {
                loop.stop()
            } else {
                scheduler.schedule(after: 0.02, check)
            }
        }
        scheduler.schedule(after: 0.02, check)
        try loop.run()

        #expect(shown, "weston showed no frame within 10 s:\n\(weston.log)")
        #expect(signals == [SIGTERM])
        #expect(window.size == Size(width: 320, height: 240) && window.scale == 1)
        // Idle after the frame: nothing pending, nothing scheduled.
        #expect(scheduler.nextDeadline == nil)
    }

    /// sway (wlroots, as kiosk compositors like cage are) tiles the window, and with the pixman
    /// renderer headless it releases each buffer before the next frame callback, so two buffers
    /// keep up; when it holds both (as the test compositor's `.holdLastTwo` does, see
    /// DamageAndBufferTests) the pool grows instead of stalling.
    @Test func underSwayAnAnimationDrawsEveryFrameWithoutStalling() throws {
        let sway = try Compositor.startOrSkip(.sway, options: CompositorOptions(width: 1280, height: 720))
        defer { sway.stop() }
        let display = try WaylandDisplay(name: sway.socketPath)
        let scheduler = Scheduler()
        let (window, view) = try openWindow(on: display, scheduler: scheduler)
        let loop = EventLoop(display: display, scheduler: scheduler)
        var drawnWhileBusy = 0
        let render = window.render
        window.render = { [unowned window] buffer, damage, scale in
            if window.buffers.buffers.first(where: { $0 === buffer })?.isBusy == true { drawnWhileBusy += 1 }
            render?(buffer, damage, scale)
        }

        // An animation asks for a frame on every frame callback for half a second.
        window.content.animator.animate(duration: 0.5) { view.center = Point(x: 600, y: 300) }
        scheduler.schedule(after: 1) { loop.stop() }
        try loop.run()

        #expect(window.commitCount > 15, "sway showed too few frames:\n\(sway.log)")
        #expect(!window.content.animator.isAnimating && window.frameCallback == nil)
        #expect(drawnWhileBusy == 0)
        #expect((2...BufferPool.maximumCount).contains(window.buffers.buffers.count))
        // sway tiles the only window over the output (1280 × 720), less its borders.
        #expect(window.size.width > 1200 && window.size.height > 600)
    }
}
