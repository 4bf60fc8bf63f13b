import CompositorHarness
import Foundation
import GestureKit
import Testing
import WaylandTestCompositor

/// Touchpad gestures through a real compositor: KWin 5.27 runs nested as a window of the test
/// compositor (its Wayland backend binds the parent's `zwp_pointer_gestures_v1`) and passes the
/// parent's touchpad swipes on to its own clients, among them the app.
@Suite("Touchpad gestures through KWin", .serialized, .timeLimit(.minutes(2)))
struct NestedKWinTouchpadTests {
    @Test func underKWinAThreeFingerTouchpadSwipeIsAThreeTouchSwipe() throws {
        let run = try NestedRun(.kwin, arguments: ["--scene", "taps"])
        defer { run.stop() }
        let (pump, kwin, report, client) = (run.pump, run.compositor, run.report, run.client)
        try client.wait(for: .request("zwp_pointer_gestures_v1", "get_swipe_gesture"), timeout: .seconds(10))

        // The pointer over KWin's window, above the taps scene's pad; then three fingers swipe right.
        pump.perform { $0.pointerMotion(to: (x: 400, y: 150)) }
        usleep(200_000)
        pump.perform { $0.swipeBegin(fingers: 3) }
        for _ in 1...8 {
            usleep(16_000)
            pump.perform {
                $0.advanceTime(milliseconds: 16)
                $0.swipeUpdate(dx: 25, dy: 0)
            }
        }
        pump.perform { $0.swipeEnd() }

        let arrived = report.wait(timeout: 15) { actions in actions.contains { $0.recognizer == "horizontalSwipe3" } }
        #expect(arrived, "report: \(report.lines.suffix(5)), KWin: \(kwin.log.suffix(1500))")
        let swipe = report.actions.first { $0.recognizer == "horizontalSwipe3" }
        #expect(swipe?.fields["touches"] as? Int == 3)
        #expect(swipe?.fields["direction"] as? String == "right")
        #expect(!report.actions.contains { $0.recognizer == "horizontalSwipe1" })
        _ = client.stop()
    }

    /// Over a photo, three fingers neither drag nor fling it; two fingers pinching scale it.
    @Test func underKWinThreeFingersLeaveAPhotoAndAPinchScalesIt() throws {
        let size = Size(width: 800, height: 600)
        let run = try NestedRun(.kwin, size: size, arguments: [])
        defer { run.stop() }
        let (pump, report, client) = (run.pump, run.report, run.client)
        try client.wait(for: .request("zwp_pointer_gestures_v1", "get_pinch_gesture"), timeout: .seconds(10))
        let layout = PhotosLayout(windowSize: size)

        pump.perform { $0.pointerMotion(to: (x: layout.image1.x, y: layout.image1.y)) }
        #expect(report.wait { $0.contains(ReportAction(view: "image1", recognizer: "hover", state: "began")) })
        pump.perform { $0.swipeBegin(fingers: 3) }
        for _ in 1...8 {
            usleep(16_000)
            pump.perform { $0.swipeUpdate(dx: 30, dy: 5) }
        }
        pump.perform { $0.swipeEnd() }

        pump.perform { $0.pointerMotion(to: (x: layout.image2.x, y: layout.image2.y)) }
        pump.perform { $0.pinchBegin(fingers: 2) }
        for step in 1...10 {
            usleep(16_000)
            pump.perform { $0.pinchUpdate(scale: 1 + 0.05 * Double(step), rotation: 0) }
        }
        pump.perform { $0.pinchEnd() }
        #expect(report.wait { $0.contains(ReportAction(view: "image2", recognizer: "pinch", state: "ended")) })
        let result = client.stop()
        #expect(result.outcome == .exited(0), "\(result)")
        #expect(!report.actions.contains { $0.recognizer == "pan" }, "\(report.lines)")
        let final = try #require(report.finalLine)
        #expect(final.views["image1"]?.center.distance(to: layout.image1) ?? 99 < 0.5)
        #expect(abs((final.views["image2"]?.scale ?? 0) - 1.5) < 0.01)
    }
}
