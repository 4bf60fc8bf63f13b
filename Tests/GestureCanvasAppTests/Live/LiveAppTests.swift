import GestureKit
import Testing
import WaylandTestCompositor

@testable import GestureCanvasApp

/// The app as `run` builds it, on the in-process test compositor: touches go in as `wl_touch`
/// events over a real socket, and what comes out is checked in the pixels of the buffer the app
/// commits and in the lines of its live report. The photos scene at 800 × 600: the photos are
/// 163.2 points wide (30 % of the 544-point-high scene), image1 centred at (101.6, 101.6).
@Suite("The app live on a test compositor", .serialized, .timeLimit(.minutes(1)))
struct LiveAppTests {
    /// The app with its first frame shown and its `wl_touch` bound.
    private func liveApp() throws -> LiveHarness {
        let live = try LiveHarness()
        try live.showFirstFrame()
        return live
    }

    @Test func aOneFingerDragMovesImage1OnScreen() throws {
        let live = try liveApp()
        let start = live.photos.image1.center
        let radius = live.photos.image1.bounds.width / 2
        let photoAtStart = try live.color(at: start)
        #expect(!photoAtStart.isClose(to: .background, tolerance: 20), "the photo is drawn: \(photoAtStart)")

        let end = Point(x: 450, y: 250)
        try live.drag(from: [start], to: [end])
        try live.settle()

        #expect(live.photos.image1.center.distance(to: end) < 0.5)
        #expect(try live.color(at: start) == .background)
        #expect(!(try live.color(at: end)).isClose(to: .background, tolerance: 20))
        // The gray rim, 2 points wide, just inside the photo's new edge.
        let rim = try live.color(at: end + Vector(dx: radius - 1, dy: 0))
        // Said when it fails (it did, rarely, under AddressSanitizer): what the screen was made of.
        let window = live.app.host.window
        let layerShown = live.compositor.subsurfaces.first?.lastCommit != nil
        let inFront = live.photos.root.subviews.last === live.photos.image1
        let lifted = window.layeredView === live.photos.image1
        #expect(
            rim.isClose(to: Pixel(0xFF80_8080), tolerance: 40),
            "\(rim); lifted \(lifted), layer shown \(layerShown), in front \(inFront), at \(live.photos.image1.center)")
        let pan = live.actions.filter { $0.view == "image1" && $0.recognizer == "pan" }
        #expect(pan.first?.state == "began" && pan.last?.state == "ended")
        #expect(pan.dropFirst().dropLast().allSatisfy { $0.state == "changed" } && pan.count > 5)
    }

    @Test func aTwoFingerPinchScalesImage1OnScreen() throws {
        let live = try liveApp()
        let center = live.photos.image1.center
        let radius = live.photos.image1.bounds.width / 2
        let justOutside = center + Vector(dx: radius + 8, dy: 0)
        #expect(try live.color(at: justOutside) == .background)

        let spread = Vector(dx: 40, dy: 0)
        try live.drag(from: [center - spread, center + spread], to: [center - spread * 1.5, center + spread * 1.5])
        try live.settle()

        #expect(abs(live.photos.image1.transform.scale - 1.5) < 0.01)
        #expect(!(try live.color(at: justOutside)).isClose(to: .background, tolerance: 20))
        let pinch = live.actions.filter { $0.recognizer == "pinch" }
        #expect(pinch.first == ReportAction(view: "image1", recognizer: "pinch", state: "began"))
        #expect(pinch.last?.state == "ended")
    }

    @Test func aLongPressFadesImage2ToSevenTenthsOverTheBackground() throws {
        let live = try liveApp()
        let center = live.photos.image2.center
        let opaque = try live.color(at: center)

        let ids = live.touchDown([center])
        try live.pump(for: 0.7)
        try live.touchUp(ids)
        try live.settle()

        #expect(live.photos.image2.alpha == PhotosScene.pressedAlpha)
        let faded = try live.color(at: center)
        let expected = opaque.blended(alpha: PhotosScene.pressedAlpha, over: .background)
        #expect(faded.isClose(to: expected), "\(faded) is not \(opaque) at 0.7 over the background (\(expected))")
        #expect(
            live.actions.filter { $0.recognizer == "longPress" }.map(\.state).prefix(2) == ["began", "ended"])
    }

    @Test func aDoubleTapResetsAPinchedFadedPhoto() throws {
        let live = try liveApp()
        let center = live.photos.image1.center
        let radius = live.photos.image1.bounds.width / 2
        let justOutside = center + Vector(dx: radius + 8, dy: 0)
        let original = try live.color(at: center)
        let spread = Vector(dx: 40, dy: 0)
        try live.drag(from: [center - spread, center + spread], to: [center - spread * 1.5, center + spread * 1.5])
        let ids = live.touchDown([center])
        try live.pump(for: 0.7)
        try live.touchUp(ids)
        try live.settle()
        #expect(!(try live.color(at: center)).isClose(to: original, tolerance: 2))
        #expect(try live.color(at: justOutside) != .background)

        try live.tap(at: center)
        try live.pump(for: 0.1)
        try live.tap(at: center)
        try live.settle()

        #expect(live.photos.image1.transform == .identity && live.photos.image1.alpha == 1)
        #expect(try live.color(at: center) == original)
        #expect(try live.color(at: justOutside) == .background)
        #expect(live.actions.last == ReportAction(view: "image1", recognizer: "doubleTap", state: "ended"))
    }

    @Test func aCancelFromTheCompositorLeavesNoGestureRunning() throws {
        let live = try liveApp()
        try live.startPanning(live.photos.image1)

        live.compositor.touchCancel()
        try live.pump { live.actions.last?.state == "cancelled" }
        try live.settle()

        #expect(live.actions.last == ReportAction(view: "image1", recognizer: "pan", state: "cancelled"))
        #expect(live.app.host.window.activeRecognizers.isEmpty)
        #expect(live.app.host.window.activeTouches.isEmpty)
        // Cancelled, not released: no glide.
        let moved = live.photos.image1.center
        try live.pump(for: 0.2)
        #expect(live.photos.image1.center == moved)
    }

    @Test func losingTouchMidGestureCancelsItAndTouchWorksWhenItReturns() throws {
        let live = try liveApp()
        try live.startPanning(live.photos.image1)

        live.compositor.setCapabilities(touch: false, pointer: true, keyboard: true)
        try live.pump { live.actions.last?.state == "cancelled" && live.compositor.boundTouchCount == 0 }
        #expect(live.app.host.window.activeRecognizers.isEmpty && live.app.host.window.activeTouches.isEmpty)

        live.compositor.setCapabilities(touch: true, pointer: true, keyboard: true)
        try live.pump { live.compositor.boundTouchCount == 1 }
        let before = live.actions.count
        let from = live.photos.image1.center
        try live.drag(from: [from], to: [from + Vector(dx: 100, dy: 50)])
        #expect(live.actions[before...].first == ReportAction(view: "image1", recognizer: "pan", state: "began"))
        #expect(live.actions.last == ReportAction(view: "image1", recognizer: "pan", state: "ended"))
        #expect(live.photos.image1.center.distance(to: from + Vector(dx: 100, dy: 50)) < 0.5)
    }

    @Test func aConfigureToAnotherSizeLaysTheWholeWindowOutAgain() throws {
        var options = TestCompositor.Options()
        options.initialToplevelSize = TestCompositor.Size(width: 640, height: 480)
        let live = try LiveHarness(size: Size(width: 1280, height: 800), options: options)
        try live.showFirstFrame()

        #expect(live.app.shell.size == Size(width: 640, height: 480))
        #expect(live.photos.root.bounds.size == Size(width: 640, height: 480 - SceneSwitcher.height))
        // Untouched photos sit in the seed's column for the configured size, as a replay at
        // that size shows them.
        let diameter = 0.3 * (480 - SceneSwitcher.height)
        #expect(live.photos.image1.center == Point(x: 20 + diameter / 2, y: 20 + diameter / 2))
        // The switcher is on screen, along the bottom: its selected tab is blue.
        let tab = live.app.host.switcher.tabs[0].frame
        #expect(live.app.host.switcher.frame.maxY == 480)
        let blue = try live.color(at: Point(x: tab.minX + 12, y: 480 - SceneSwitcher.height / 2))
        #expect(blue.isClose(to: Pixel(0xFF00_7AFF), tolerance: 8), "\(blue)")
    }
}
