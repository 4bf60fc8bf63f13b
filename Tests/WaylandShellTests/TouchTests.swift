import GestureKit
import Testing
import WaylandTestCompositor

@testable import WaylandShell

@Suite("Touch from wl_touch")
struct TouchTests {
    /// A window with a red square at (40, 40) that a pan moves.
    private func pannableSquare(_ options: TestCompositor.Options = .init()) throws
        -> (ShellHarness, View, PanGestureRecognizer, states: () -> [GestureRecognizer.State])
    {
        let view = square(.red, at: Point(x: 40, y: 40), name: "square")
        var states: [GestureRecognizer.State] = []
        let pan = PanGestureRecognizer { [unowned view] pan in
            states.append(pan.state)
            view.center += pan.translation(in: nil)
            pan.setTranslation(.zero, in: nil)
        }
        view.addGestureRecognizer(pan)
        let shell = try ShellHarness(options) { $0.addSubview(view) }
        // Where groups end and how they reach the engine, each as reported (ShellResamplingTests
        // shows moves resampled to display frames).
        shell.router.resampling = false
        try shell.showFirstFrame()
        try shell.pump { shell.display.seats.first?.touch != nil && shell.compositor.boundTouchCount == 1 }
        return (shell, view, pan, { states })
    }

    /// One finger lands on the square and moves 50 points right, until the pan runs.
    private func startDragging(_ shell: ShellHarness, _ states: () -> [GestureRecognizer.State]) throws {
        shell.compositor.touchDown(id: 0, at: (x: 40, y: 40))
        shell.compositor.touchFrame()
        shell.compositor.touchMotion(id: 0, to: (x: 90, y: 40))
        shell.compositor.touchFrame()
        try shell.pump { states().last == .began || states().last == .changed }
    }

    @Test func aFingerDragReachesTheRouterInFramesAndMovesTheViewsPixels() throws {
        let (shell, view, _, states) = try pannableSquare()
        let compositor = shell.compositor

        compositor.touchDown(id: 0, at: (x: 40, y: 40))
        compositor.touchFrame()
        for x in stride(from: 50.0, through: 140, by: 10) {
            compositor.touchMotion(id: 0, to: (x: x, y: 40))
            compositor.touchFrame()
        }
        compositor.touchUp(id: 0)
        // No frame after the last lift, as weston and mutter do: the router closes it.
        try shell.pump { states().last == .ended }

        #expect(shell.events.first?.event == .touchDown(id: 0, location: Point(x: 40, y: 40)))
        #expect(shell.events.filter { $0.event == .touchFrame }.count == 11)
        #expect(states().first == .began && states().contains(.changed))
        #expect(view.center.x > 120)
        try shell.pump { shell.compositor.lastCommit?.color(at: (x: view.center.x, y: 40)) == red }
        #expect(shell.compositor.lastCommit?.color(at: (x: 30, y: 40)) == white)
        #expect(shell.content.activeTouches.isEmpty)
    }

    @Test func aCancelLeavesNoTouchOrGestureRunning() throws {
        let (shell, _, pan, states) = try pannableSquare()
        try startDragging(shell, states)
        shell.compositor.touchDown(id: 1, at: (x: 95, y: 45))
        shell.compositor.touchFrame()
        try shell.pump { shell.content.activeTouches.count == 2 && states().last != nil }

        shell.compositor.touchCancel()
        try shell.pump { states().last == .cancelled }
        #expect(shell.content.activeTouches.isEmpty)
        #expect(shell.content.activeRecognizers.isEmpty)
        #expect(pan.state == .possible)

        // The ids are free again: a new touch begins a new gesture.
        shell.compositor.touchDown(id: 0, at: (x: 80, y: 40))
        shell.compositor.touchFrame()
        try shell.pump { shell.content.activeTouches.count == 1 }
    }

    @Test func losingTheTouchCapabilityMidGestureCancelsIt() throws {
        let (shell, _, _, states) = try pannableSquare()
        try startDragging(shell, states)

        var changes = 0
        shell.display.onInputDevicesChange = { changes += 1 }
        shell.compositor.setCapabilities(touch: false, pointer: true, keyboard: true)
        try shell.pump { states().last == .cancelled }
        #expect(shell.content.activeTouches.isEmpty)
        #expect(shell.display.seats.first?.touch == nil && changes == 1)
        try shell.pump { shell.compositor.boundTouchCount == 0 }

        // And back: a new wl_touch, which works.
        shell.compositor.setCapabilities(touch: true, pointer: true, keyboard: true)
        try shell.pump { shell.compositor.boundTouchCount == 1 }
        shell.compositor.touchDown(id: 0, at: (x: 40, y: 40))
        shell.compositor.touchFrame()
        try shell.pump { shell.content.activeTouches.count == 1 }
    }

    @Test func theContactShapeReachesTheRouter() throws {
        let (shell, _, _, _) = try pannableSquare()
        shell.compositor.touchDown(id: 3, at: (x: 40, y: 40))
        shell.compositor.touchShape(id: 3, major: 12, minor: 8)
        shell.compositor.touchOrientation(id: 3, degrees: 30)
        shell.compositor.touchFrame()
        try shell.pump { shell.content.activeTouches.count == 1 }
        #expect(shell.events.contains { $0.event == .touchShape(id: 3, major: 12, minor: 8) })
        #expect(shell.content.activeTouches.first?.majorRadius == 6)
    }

    @Test func nanosecondTimestampsOnTheMonotonicClockBecomeLoopTimes() throws {
        var options = TestCompositor.Options()
        // Start the compositor's clock at the real CLOCK_MONOTONIC, as real compositors stamp.
        options.startTime = UInt32(truncatingIfNeeded: Timebase.monotonicNanoseconds() / 1_000_000)
        let (shell, _, _, _) = try pannableSquare(options)
        // Catch up with real time, so the stamps are as fresh as a real compositor's.
        let current = UInt32(truncatingIfNeeded: Timebase.monotonicNanoseconds() / 1_000_000)
        shell.compositor.advanceTime(milliseconds: current &- shell.compositor.time)
        let stamp = UInt64(shell.compositor.time) * 1_000_000
        shell.compositor.touchDown(id: 0, at: (x: 40, y: 40))
        shell.compositor.touchFrame()
        try shell.pump { shell.content.activeTouches.count == 1 }

        let down = try #require(shell.events.first { if case .touchDown = $0.event { true } else { false } })
        let expected = shell.display.timebase.seconds(atMonotonic: stamp)
        #expect(abs(down.time - expected) < 0.000_001)
    }

    @Test func timesFromAnotherClockBecomeTheTimeOfReceipt() throws {
        // The test compositor's clock starts at 0 ms, far from CLOCK_MONOTONIC.
        let (shell, _, _, _) = try pannableSquare()
        let before = shell.loop.now
        shell.compositor.touchDown(id: 0, at: (x: 40, y: 40))
        shell.compositor.touchFrame()
        try shell.pump { shell.content.activeTouches.count == 1 }
        let down = try #require(shell.events.first { if case .touchDown = $0.event { true } else { false } })
        #expect(down.time >= before && down.time <= shell.loop.now)
    }
}
