import CompositorHarness
import Foundation
import GestureKit
import Testing

/// The built `gesture-canvas` under the compositors whose touch framing differs from the
/// protocol's rule, with real injected touches: cage 0.1.4 never sends `wl_touch.frame`; mutter 43
/// sends one after each finger's event. Each test is skipped, visibly, where the binary or its
/// compositor is missing.
@Suite("gesture-canvas under cage and mutter", .serialized, .timeLimit(.minutes(1)))
struct AppUnderKioskCompositorsTests {
    /// cage as the kiosk runs it (`cage -- gesture-canvas run`), nested in KWin, whose injected
    /// touches it forwards without a single `wl_touch.frame`. cage opens a 1280 × 720 output and
    /// KWin's output is that size too, so KWin's coordinates are the app's.
    @Test func underCageADragAndAPinchChangeThePhotosWithoutTouchFrames() throws {
        let size = Size(width: 1280, height: 720)
        let run = try AppRun(under: .cage, size: size)
        defer { run.stop() }
        let began = ContinuousClock.now
        let input = try run.connectTouch()
        print(
            "cage: \(run.compositor.version); KWin ready in \(run.compositor.startupDuration), touch in \(ContinuousClock.now - began) more"
        )

        try expectDragAndPinchChangeThePhotos(
            on: input, report: run.report, windowSize: size, stop: { run.client.stop() })
        let log = ProtocolLog(run.client.standardError)
        #expect(log.count("] wl_touch@") > 0 && log.count(".down(") >= 3, "the app heard touches")
        #expect(log.count("] wl_touch@") == log.count(".down(") + log.count(".motion(") + log.count(".up("))
        #expect(
            !log.lines.contains { $0.contains("] wl_touch@") && $0.contains(".frame()") }, "cage 0.1.4 sent a frame")
        #expect(log.count("xdg_toplevel@") > 0 && log.lines.contains { $0.contains(".configure(1280, 720,") })
    }

    /// mutter headless, its touches injected through its remote desktop on D-Bus. mutter sends a
    /// `wl_touch.frame` after each finger's event, so a pinch step's two fingers often arrive as
    /// two frames, in two reads of the socket: the photo's scale must still grow smoothly, never
    /// falling back.
    @Test func underMutterADragAndAPinchChangeThePhotosWithAFramePerFinger() throws {
        let size = Size(width: 1280, height: 800)
        let run = try AppRun(under: .mutter, size: size, fullscreen: true)
        defer { run.stop() }
        let began = ContinuousClock.now
        let input = try run.connectTouchScreen()
        print(
            "mutter: \(run.compositor.version); ready in \(run.compositor.startupDuration), "
                + "touch in \(ContinuousClock.now - began) more")

        try expectDragAndPinchChangeThePhotos(
            on: input, report: run.report, windowSize: size, stop: { run.client.stop() })
        let log = ProtocolLog(run.client.standardError)
        let touch = log.lines.filter { $0.contains("] wl_touch@") }
        let frames = touch.filter { $0.contains(".frame()") }.count
        let motions = touch.filter { $0.contains(".motion(") }.count
        // 20 steps of the drag, 2 × 20 of the pinch. mutter frames each finger's motion, or both
        // when it handles them in one turn of its main loop: the count varies, never reaches zero.
        print("mutter: \(motions) wl_touch motions, \(frames) frames")
        #expect(motions >= 60 && frames >= 30, "\(motions) motions, \(frames) frames")
    }
}
