import GestureKit
import Testing

@testable import GestureCanvasApp

@Suite struct CheckmarkSceneTests {
    @Test func aCheckmarkShowsTheCheckForTwoSeconds() {
        let host = makeHost("checkmark")
        let scene = host.scene as! CheckmarkScene
        let input = ScriptedInput(host)
        #expect(scene.check.isHidden)
        input.stroke([
            Point(x: 300, y: 300), Point(x: 320, y: 320), Point(x: 340, y: 340), Point(x: 360, y: 310),
            Point(x: 390, y: 270), Point(x: 420, y: 230),
        ])
        #expect(!scene.check.isHidden)
        input.wait(2.1)
        #expect(scene.check.isHidden)
    }

    @Test func straightLinesAndCaretsDoNotCheck() {
        let host = makeHost("checkmark")
        let scene = host.scene as! CheckmarkScene
        let input = ScriptedInput(host)
        input.stroke([Point(x: 300, y: 300), Point(x: 350, y: 300), Point(x: 400, y: 300)])
        input.stroke([Point(x: 300, y: 300), Point(x: 330, y: 260), Point(x: 360, y: 300)])
        input.stroke([Point(x: 300, y: 300), Point(x: 350, y: 350), Point(x: 400, y: 400)])
        #expect(scene.check.isHidden)
    }

    /// Issue 21: a finger reporting at 240 Hz onto 60 Hz display frames is shown once a frame,
    /// at resampled places that cut the corner; the recognizer judges every report instead, so
    /// the check's lowest point is the corner the finger really turned at.
    @Test func aFastCheckIsJudgedOnEveryReportNotTheFramesItWasShownIn() throws {
        let window = Window(size: Size(width: 800, height: 600))
        let router = InputRouter(window: window)
        var corners: [Point] = []
        let checkmark = CheckmarkGestureRecognizer { corners.append($0.midPoint!) }
        window.addGestureRecognizer(checkmark)
        // Down-right to the corner, reported at its 15th report (62.5 ms), then up-right for
        // 90 ms; a report every 1/240 s.
        let turn = 15.0 / 240
        func finger(at time: Double) -> Point {
            time <= turn
                ? Point(x: 300 + 1000 * time, y: 300 + 1000 * time)
                : Point(x: 362.5 + 1500 * (time - turn), y: 362.5 - 1500 * (time - turn))
        }
        router.handle(.touchDown(id: 0, location: finger(at: 0)), at: 0)
        router.handle(.touchFrame, at: 0)
        var report = 1, frame = 1, shownFrames = 0
        while Double(report) / 240 <= 0.15 + 1e-9 {
            let reportTime = Double(report) / 240, latch = Double(frame) / 60 - 0.007
            if reportTime <= latch {
                router.handle(.touchMotion(id: 0, location: finger(at: reportTime)), at: reportTime)
                router.handle(.touchFrame, at: reportTime)
                report += 1
            } else {
                router.handle(.displayFrame(presentation: Double(frame) / 60, sampleTime: nil), at: latch)
                frame += 1
                shownFrames += 1
            }
        }
        router.handle(.touchUp(id: 0), at: 0.152)
        #expect(shownFrames >= 8, "the stroke was shown in display frames")
        #expect(corners == [Point(x: 362.5, y: 362.5)])
    }
}
