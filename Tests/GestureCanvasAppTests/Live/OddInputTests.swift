import GestureKit
import Testing

@testable import GestureCanvasApp
@testable import WaylandShell

/// Input no compositor should send, sent through a real socket: the app neither crashes nor
/// wedges, logs each kind once, and the engine ends clean (no touch, no recognizer left running).
@Suite(.serialized) struct OddInputTests {
    private func expectClean(_ live: LiveHarness) throws {
        try live.pump { live.app.host.window.activeTouches.isEmpty }
        try live.pump(for: 0.4)
        #expect(live.app.host.window.activeRecognizers.isEmpty)
        #expect(live.app.host.window.activeTouches.isEmpty)
    }

    @Test func motionsAndLiftsOfFingersThatAreNotDownAreLoggedOnce() throws {
        let live = try LiveHarness()
        try live.showFirstFrame()
        for _ in 0..<50 {
            live.compositor.touchMotion(id: 7, to: (x: 100, y: 100))
            live.compositor.touchUp(id: 8)
            live.compositor.touchFrame()
        }
        try live.pump(for: 0.1)
        // The shell routes each finger to the window it landed on; these landed nowhere.
        #expect(live.app.shell.display.oddities.hasNoted("touch-unknown-id"))
        try expectClean(live)
        // The app still works afterwards.
        let start = live.photo("image1").center
        try live.drag(from: [start], to: [start + Vector(dx: 120, dy: 0)])
        #expect(live.photo("image1").center.x > start.x + 100)
    }

    @Test func aSecondDownForAFingerAlreadyDownEndsTheFirst() throws {
        let live = try LiveHarness()
        try live.showFirstFrame()
        let photo = live.photo("image1").center
        live.compositor.touchDown(id: 0, at: (x: photo.x, y: photo.y))
        live.compositor.touchFrame()
        try live.pump(for: 0.05)
        live.compositor.touchDown(id: 0, at: (x: photo.x + 30, y: photo.y))
        live.compositor.touchFrame()
        try live.pump(for: 0.05)
        #expect(live.app.host.window.activeTouches.count == 1)
        #expect(live.app.anomalies.loggedKinds == ["down-for-touch-already-down"])
        live.compositor.touchUp(id: 0)
        live.compositor.touchFrame()
        try expectClean(live)
    }

    @Test func emptyFramesCancelsAtAnyMomentAndManyFingersLeaveNothingRunning() throws {
        let live = try LiveHarness()
        try live.showFirstFrame()
        for _ in 0..<5 { live.compositor.touchFrame() }
        live.compositor.touchCancel()
        // Twenty-five fingers at once, some on each photo, then a cancel in the middle of it.
        let ids = live.touchDown((0..<25).map { Point(x: 30 + Double($0) * 30, y: 120 + Double($0 % 5) * 40) })
        try live.pump(for: 0.05)
        live.touchMove(ids, to: (0..<25).map { Point(x: 40 + Double($0) * 30, y: 140 + Double($0 % 5) * 40) })
        try live.pump(for: 0.05)
        live.compositor.touchCancel()
        try expectClean(live)
        #expect(live.app.anomalies.loggedKinds.first == "too-many-touches")
        #expect(Set(live.app.anomalies.loggedKinds).count == live.app.anomalies.loggedKinds.count)
        // Lifts after the cancel are for fingers the app already let go of.
        try live.touchUp(ids)
        try expectClean(live)
    }

    @Test func touchesOnASurfaceThatIsNotTheWindowAreIgnored() throws {
        let live = try LiveHarness()
        try live.showFirstFrame()
        // The pointer's entry gives the app a second surface: its cursor.
        live.compositor.pointerEnter(at: (x: 100, y: 100))
        live.compositor.pointerFrame()
        try live.pump(for: 0.1)
        try #require(live.compositor.surfaceCount >= 2, "the app set no cursor surface")
        live.compositor.touchDownOnAnotherSurface(id: 3, at: (x: 5, y: 5))
        live.compositor.touchMotion(id: 3, to: (x: 9, y: 9))
        live.compositor.touchUp(id: 3)
        live.compositor.touchFrame()
        try live.pump(for: 0.1)
        #expect(live.app.shell.display.oddities.hasNoted("touch-foreign-surface"))
        try expectClean(live)
    }

    @Test func aButtonReleaseWithoutAPressAndTouchpadEndsWithoutBeginsAreIgnored() throws {
        let live = try LiveHarness()
        try live.showFirstFrame()
        live.compositor.pointerEnter(at: (x: 100, y: 100))
        live.compositor.pointerButton(0x110, pressed: false)
        live.compositor.pointerFrame()
        live.compositor.pinchEnd()
        live.compositor.swipeUpdate(dx: 5, dy: 0)
        live.compositor.holdEnd()
        try live.pump(for: 0.1)
        #expect(live.app.anomalies.loggedKinds.contains("up-for-unknown-touch"))
        #expect(live.app.shell.display.oddities.hasNoted("gesture-without-begin"))
        try expectClean(live)
    }
}
