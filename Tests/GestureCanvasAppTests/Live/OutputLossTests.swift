import GestureKit
import Testing
import WaylandTestCompositor

@testable import GestureCanvasApp

/// Issue 25: outputs come and go (a screen switched off and on, a cable pulled, a second screen
/// plugged in). The test compositor unplugs and plugs `wl_output` globals as a compositor does
/// when a monitor goes: the window's surface leaves the output, then its global is removed.
@Suite struct OutputLossTests {
    /// Without fractional scaling, so the outputs' integer scale decides how the window draws.
    private func liveApp() throws -> LiveHarness {
        let live = try LiveHarness(options: .without(.fractionalScale))
        try live.showFirstFrame()
        try live.settle()
        return live
    }

    @Test func theOnlyOutputUnpluggedMidDragKeepsTheAppAndTheDragAndAnotherOutputDrawsAtItsScale() throws {
        let live = try liveApp()
        let start = live.photos.image1.center
        let ids = live.touchDown([start])
        live.touchMove(ids, to: [start + Vector(dx: 30, dy: 0)])
        try live.pump(for: 0.05)

        #expect(live.compositor.removeOutput(named: "TEST-1"))
        try live.pump(for: 0.1)
        // Nothing shows the window now: it keeps its scale (no redraw for a screen that is not
        // there) and the finger still drags.
        #expect(live.app.shell.scale == 1)
        live.touchMove(ids, to: [start + Vector(dx: 60, dy: 10)])
        try live.touchUp(ids)
        try live.settle()
        #expect(live.photos.image1.center.distance(to: start + Vector(dx: 60, dy: 10)) < 0.5)

        // A 4K screen at scale 2 comes on: the window enters it and draws there at twice the size.
        try live.compositor.addOutput(named: "HDMI-A-1", size: .init(width: 3840, height: 2160), scale: 2)
        try live.pump { live.compositor.lastCommit?.bufferScale == 2 }
        #expect(live.app.shell.scale == 2)
        let frame = try #require(live.compositor.lastCommit)
        #expect(frame.width == 1600 && frame.height == 1200)
        #expect(live.photos.image1.center.distance(to: start + Vector(dx: 60, dy: 10)) < 0.5)
        #expect(live.compositor.outputNames == ["HDMI-A-1"])
    }

    /// A screen switched off at scale 2 and back on: while it is off the window neither draws
    /// nor asks to (no frame callback, no timer: 0 wake-ups), and then draws at 2 again.
    @Test func whileNoOutputShowsTheIdleWindowDrawsNothingAndAsksForNothing() throws {
        var options = TestCompositor.Options.without(.fractionalScale)
        options.outputScale = 2
        let live = try LiveHarness(options: options)
        try live.showFirstFrame()
        try live.settle()
        #expect(live.app.shell.scale == 2)

        live.compositor.removeOutput(named: "TEST-1")
        try live.pump(for: 0.2)
        let commits = live.compositor.commitCount
        try live.pump(for: 0.2)
        #expect(live.compositor.commitCount == commits, "the window drew for a screen that is off")
        #expect(live.app.shell.scale == 2, "the window changed scale with no screen to show it")
        #expect(live.compositor.pendingFrameCallbackCount == 0)
        #expect(live.app.host.window.scheduler.nextDeadline == nil)

        try live.compositor.addOutput(named: "TEST-1", size: .init(width: 2560, height: 1600), scale: 2)
        try live.pump(for: 0.1)
        #expect(live.app.shell.scale == 2)
        // The window is whole and still answers a drag.
        let start = live.photos.image2.center
        try live.drag(from: [start], to: [start + Vector(dx: 50, dy: 20)])
        try live.settle()
        #expect(
            live.photos.image2.center.distance(to: start + Vector(dx: 50, dy: 20)) < 0.5,
            "\(start) → \(live.photos.image2.center)")
        #expect(live.compositor.lastCommit?.bufferScale == 2)
    }

    /// A kiosk whose scene file says `output = "HDMI-A-1"`: full screen where the compositor puts
    /// it while no output has that name, on HDMI-A-1 once it is plugged in, and again on it when
    /// it comes back after being unplugged.
    @Test func aKioskNamingAnOutputFillsItWheneverItIsThere() throws {
        let live = try LiveHarness { options in
            options.kioskSettings.isEnabled = true
            options.kioskSettings.output = "HDMI-A-1"
        }
        try live.showFirstFrame()
        #expect(live.compositor.toplevel?.fullscreenRequested == true)
        #expect(live.compositor.toplevel?.fullscreenOutput == nil)

        try live.compositor.addOutput(named: "HDMI-A-1", size: .init(width: 1920, height: 1080))
        try live.pump { live.compositor.toplevel?.fullscreenOutput == "HDMI-A-1" }
        let requests = live.compositor.toplevel?.fullscreenRequests ?? 0

        live.compositor.removeOutput(named: "HDMI-A-1")
        try live.pump(for: 0.1)
        #expect(live.compositor.toplevel?.fullscreenRequests == requests, "asked again for an output that is gone")
        try live.compositor.addOutput(named: "HDMI-A-1", size: .init(width: 1920, height: 1080))
        try live.pump { live.compositor.toplevel?.fullscreenRequests == requests + 1 }
        #expect(live.compositor.toplevel?.fullscreenOutput == "HDMI-A-1")
    }
}

/// Issue 25: where the compositor already turns the output, a scene file's `rotation` would turn
/// the content twice; the app says so.
@Suite struct DoubleTurnTests {
    @Test func anOutputTheCompositorTurnsIsNamedAndARotationOnTopOfItIsWarnedAbout() throws {
        var options = TestCompositor.Options()
        options.outputTransform = 1  // WL_OUTPUT_TRANSFORM_90
        let live = try LiveHarness(options: options) { $0.kioskSettings.rotation = .quarter }
        try live.showFirstFrame()
        #expect(live.app.shell.outputsTurnedByTheCompositor == ["TEST-1"])
        let warning = LiveApp.doubleTurnWarning(rotation: .quarter, turned: ["TEST-1"])
        #expect(warning?.hasPrefix("rotation = 90 turns the content, and the compositor turns TEST-1 as well") == true)
        #expect(LiveApp.doubleTurnWarning(rotation: .none, turned: ["TEST-1"]) == nil)
        #expect(LiveApp.doubleTurnWarning(rotation: .half, turned: []) == nil)
    }

    @Test func anOutputShownAsItIsIsNotCalledTurned() throws {
        let live = try LiveHarness()
        try live.showFirstFrame()
        #expect(live.app.shell.outputsTurnedByTheCompositor.isEmpty)
    }
}
