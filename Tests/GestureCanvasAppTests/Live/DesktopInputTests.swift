import GestureKit
import Testing
import WaylandTestCompositor

@testable import GestureCanvasApp

/// The app on a touchscreen laptop, through the test compositor: the cursor tells what can be
/// dragged, the touchpad pinches and scrolls the photo under the pointer, and the keyboard does
/// everything a finger does.
@Suite("Touchpad, cursor and keyboard on a test compositor", .serialized, .timeLimit(.minutes(1)))
struct DesktopInputTests {
    private func liveApp() throws -> LiveHarness {
        let live = try LiveHarness()
        try live.showFirstFrame()
        return live
    }

    @Test func theCursorIsAnArrowOverTheBackgroundAndAHandOverAPhoto() throws {
        let live = try liveApp()
        let image1 = live.photos.image1.center
        live.compositor.pointerMotion(to: (x: 700, y: 500))
        try live.pump { live.compositor.cursor?.image != nil }
        #expect(live.app.shell.cursor == .arrow)
        let arrow = try #require(live.compositor.cursor?.image)

        live.compositor.pointerMotion(to: (x: image1.x, y: image1.y))
        try live.pump { live.app.shell.cursor == .openHand && live.compositor.cursor?.image?.pixels != arrow.pixels }
        let open = try #require(live.compositor.cursor?.image)

        live.compositor.pointerButton(TestCompositor.Button.left, pressed: true)
        try live.pump { live.app.shell.cursor == .closedHand && live.compositor.cursor?.image?.pixels != open.pixels }
        live.compositor.pointerMotion(to: (x: image1.x + 50, y: image1.y))
        live.compositor.pointerButton(TestCompositor.Button.left, pressed: false)
        try live.pump { live.app.shell.cursor == .openHand }
        // The release may start a glide onward (how far depends on how fast this machine
        // delivered the drag), so the photo is at least 50 pt to the right and level.
        let moved = live.photos.image1.center - image1
        #expect(moved.dx >= 49.5)
        #expect(abs(moved.dy) < 0.5)
    }

    @Test func aTouchpadPinchScalesAndTurnsThePhotoUnderThePointer() throws {
        let live = try liveApp()
        let image2 = live.photos.image2.center
        live.compositor.pointerMotion(to: (x: image2.x, y: image2.y))
        live.compositor.pinchBegin(fingers: 2)
        for step in 1...10 {
            try live.pump(for: 1.0 / 60)
            live.compositor.pinchUpdate(scale: 1 + 0.05 * Double(step), rotation: 2)
        }
        live.compositor.pinchEnd()
        try live.pump { live.actions.contains(ReportAction(view: "image2", recognizer: "pinch", state: "ended")) }

        #expect(abs(live.photos.image2.transform.scale - 1.5) < 0.01)
        #expect(abs(live.photos.image2.transform.rotation - 20 * .pi / 180) < 0.01)
        #expect(live.photos.image1.transform == .identity)
    }

    @Test func twoFingerScrollingMovesThePhotoUnderThePointer() throws {
        let live = try liveApp()
        let start = live.photos.image1.center
        live.compositor.pointerMotion(to: (x: start.x, y: start.y))
        live.compositor.pointerAxis(.vertical, value: -30, source: .finger)
        live.compositor.pointerAxis(.horizontal, value: -20, source: .finger)
        live.compositor.pointerFrame()
        try live.pump { live.photos.image1.center != start }
        #expect(live.photos.image1.center == start + Vector(dx: 20, dy: 30))
    }

    /// The touchpad's three fingers arrive as three touches: the taps scene names a triple swipe,
    /// with the fingers' count, centre and speed.
    @Test func aThreeFingerTouchpadSwipeIsAThreeTouchSwipe() throws {
        let live = try LiveHarness(scene: "taps")
        try live.showFirstFrame()
        live.compositor.pointerMotion(to: (x: 400, y: 250))
        live.compositor.swipeBegin(fingers: 3)
        try live.pump { live.app.host.inspector.touchpadGesture == TouchpadGesture(kind: .swipe, fingers: 3) }
        #expect(live.app.host.window.activeTouches.count == 3)
        for _ in 1...8 {
            try live.pump(for: 1.0 / 60)
            live.compositor.swipeUpdate(dx: 25, dy: 0)
        }
        live.compositor.swipeEnd()
        try live.pump { live.actions.contains { $0.recognizer == "horizontalSwipe3" } }
        let swipe = try #require(live.actions.first { $0.recognizer == "horizontalSwipe3" })
        #expect(swipe.fields["touches"] as? Int == 3)
        #expect(swipe.fields["direction"] as? String == "right")
        #expect(!live.actions.contains { $0.recognizer == "horizontalSwipe1" })
        try live.pump { live.app.host.inspector.touchpadGesture == nil }
    }

    /// Three fingers on the touchpad over a photo do not drag it (nor fling it).
    @Test func aThreeFingerTouchpadSwipeOverAPhotoLeavesItWhereItIs() throws {
        let live = try liveApp()
        let start = live.photos.image1.center
        live.compositor.pointerMotion(to: (x: start.x, y: start.y))
        live.compositor.swipeBegin(fingers: 3)
        for _ in 1...8 {
            try live.pump(for: 1.0 / 60)
            live.compositor.swipeUpdate(dx: 25, dy: 0)
        }
        live.compositor.swipeEnd()
        try live.pump(for: 0.2)
        try live.settle()
        #expect(live.photos.image1.center == start)
        #expect(!live.actions.contains { $0.recognizer == "pan" })
    }

    @Test func theKeyboardPicksMovesScalesTurnsFadesAndResetsAPhoto() throws {
        let live = try liveApp()
        let start = live.photos.image1.center
        func key(_ code: UInt32) throws {
            live.compositor.keyPress(code)
            live.compositor.keyRelease(code)
            try live.pump(for: 0.05)
        }
        try key(15)  // Tab
        #expect(live.photos.image1.isFocused && !live.photos.image2.isFocused)
        // Each key is its gesture, played over a few frames on the app's clock: wait for it.
        let photo = live.photos.image1
        try key(106)  // Right
        try key(108)  // Down
        try live.pump { photo.center == start + Vector(dx: 10, dy: 10) && !live.app.host.gestures.isBusy }
        try key(13)  // = (+ without Shift)
        try live.pump { abs(photo.transform.scale - PhotosScene.keyboardScaleFactor) < 1e-6 }
        try key(27)  // ]
        try live.pump { abs(photo.transform.rotation - PhotosScene.keyboardRotation) < 1e-6 }
        try key(28)  // Enter: the long press's fade
        try live.pump { photo.alpha == PhotosScene.pressedAlpha }
        try key(11)  // 0: the double tap's reset
        try live.pump { photo.transform == .identity && photo.alpha == 1 }
        #expect(live.actions.contains { $0.view == "image1" && $0.recognizer == "doubleTap" })
        try key(15)
        #expect(live.photos.image2.isFocused && !live.photos.image1.isFocused)
        // The ring is drawn: blue just inside image2's gray rim.
        try live.settle()
        let edge = live.photos.image2.center + Vector(dx: live.photos.image2.bounds.width / 2 - 4, dy: 0)
        let ring = try live.color(at: edge)
        #expect(ring.isClose(to: Pixel(0xFF00_7AFF), tolerance: 40), "\(ring)")

        // The trace holds the keys; replayed, they play the same gestures at the same moments.
        live.app.finish()
        #expect(live.actions.count > 10)
        #expect(try live.replayedReport() == live.reportLines)
    }
}

/// Issue 25: a kiosk that turns its content (`rotation`) turns the pointer's arrow with it, by
/// the cursor surface's buffer transform: the compositor shows the arrow turned as the content
/// is, its tip on the hotspot.
@Suite(.serialized, .timeLimit(.minutes(1))) struct TurnedCursorTests {
    /// The arrow the app shows with `rotation`, as the compositor shows it, and its hotspot.
    private func shownArrow(_ rotation: ContentRotation) throws -> (TestCompositor.CommittedBuffer, Point) {
        let live = try LiveHarness { $0.kioskSettings.rotation = rotation }
        try live.showFirstFrame()
        live.compositor.pointerMotion(to: (x: 700, y: 500))
        try live.pump { live.compositor.cursor?.image != nil }
        let cursor = try #require(live.compositor.cursor)
        return (try #require(cursor.image), Point(x: Double(cursor.hotspot.width), y: Double(cursor.hotspot.height)))
    }

    @Test(arguments: [ContentRotation.quarter, .half, .threeQuarters])
    func theArrowTurnsWithTheContent(rotation: ContentRotation) throws {
        let (upright, uprightHotspot) = try shownArrow(.none)
        let (turned, turnedHotspot) = try shownArrow(rotation)
        #expect(upright.bufferTransform == 0)
        #expect(turned.bufferTransform != 0)
        // Each upright pixel shows where the content's turn puts it, the hotspot too.
        let (width, height) = upright.shownSize
        // The turned picture's size: the sides swapped by a quarter turn.
        let box = rotation.contentSize(in: Size(width: Double(width), height: Double(height)))
        var mismatches = 0
        for y in 0..<height {
            for x in 0..<width {
                let place = rotation.windowPoint(Point(x: Double(x) + 0.5, y: Double(y) + 0.5), in: box)
                let turnedX = Int(place.x.rounded(.down)), turnedY = Int(place.y.rounded(.down))
                if turned.shownPixel(x: turnedX, y: turnedY) != upright.pixel(x: x, y: y) { mismatches += 1 }
            }
        }
        #expect(mismatches == 0, "\(mismatches) of \(width * height) pixels")
        #expect(turnedHotspot == rotation.windowPoint(uprightHotspot, in: box))
    }
}
