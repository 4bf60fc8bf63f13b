import GestureKit
import Testing
import WaylandTestCompositor

@testable import GestureCanvasApp

/// Kiosk mode on the test compositor: full screen, the screen kept on, the cursor hidden by
/// touch, the compositor's close ignored, and the touch that wakes the screen doing nothing else.
@Suite("Kiosk mode on a test compositor", .serialized, .timeLimit(.minutes(1)))
struct KioskLiveTests {
    private func kiosk(_ change: (inout KioskSettings) -> Void = { _ in }) throws -> LiveHarness {
        let live = try LiveHarness { options in
            options.kiosk = true
            options.kioskSettings.isEnabled = true
            change(&options.kioskSettings)
        }
        try live.showFirstFrame()
        return live
    }

    @Test func aKioskIsFullScreenKeepsTheScreenOnAndHidesTheSwitcher() throws {
        let live = try kiosk()
        #expect(live.compositor.toplevel?.fullscreenRequested == true)
        try live.pump { live.compositor.idleInhibitorCount == 1 }
        #expect(live.app.host.switcher.isHidden)
        #expect(live.photos.root.bounds.height == live.app.shell.size.height)
    }

    @Test func aDesktopWindowDoesNotKeepTheScreenOn() throws {
        let live = try LiveHarness()
        try live.showFirstFrame()
        try live.pump(for: 0.1)
        #expect(live.compositor.idleInhibitorsCreated == 0)
    }

    @Test func touchHidesTheCursorAndTheMouseBringsItBack() throws {
        let live = try kiosk()
        live.compositor.pointerMotion(to: (x: 700, y: 500))
        try live.pump { live.compositor.cursor?.isHidden == false }
        try live.tap(at: Point(x: 700, y: 500))
        try live.pump { live.compositor.cursor?.isHidden == true }
        live.compositor.pointerMotion(to: (x: 710, y: 500))
        try live.pump { live.compositor.cursor?.isHidden == false }
    }

    @Test func theCompositorsCloseIsIgnored() throws {
        let live = try kiosk()
        live.compositor.closeToplevel()
        try live.pump(for: 0.1)
        try live.drag(from: [live.photos.image1.center], to: [Point(x: 400, y: 300)])
        #expect(live.photos.image1.center.distance(to: Point(x: 400, y: 300)) < 0.5)
    }

    @Test func theTouchThatWakesTheScreenMovesNothing() throws {
        let live = try kiosk { $0.keepScreenOn = false }
        try live.pump { live.compositor.idleNotificationTimeouts == [600_000] }
        live.compositor.setSeatIdle(true)
        try live.pump(for: 0.05)

        let start = live.photos.image1.center
        try live.drag(from: [start], to: [start + Vector(dx: 200, dy: 0)])
        try live.settle()
        #expect(live.photos.image1.center == start)
        #expect(live.actions.isEmpty)

        try live.drag(from: [start], to: [start + Vector(dx: 200, dy: 0)])
        #expect(live.photos.image1.center.distance(to: start + Vector(dx: 200, dy: 0)) < 0.5)
    }
}
