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
}
