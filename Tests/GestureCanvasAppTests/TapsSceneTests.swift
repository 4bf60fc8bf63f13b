import GestureKit
import Testing

@testable import GestureCanvasApp

@Suite struct TapsSceneTests {
    private func taps() -> (TapsScene, ScriptedInput) {
        let host = makeHost("taps")
        return (host.scene as! TapsScene, ScriptedInput(host))
    }

    private func shown(_ scene: TapsScene) -> [String] {
        (scene.tapLabels + [scene.twoFingerLabel, scene.swipeLabel, scene.padLabel]).map(\.text).filter { !$0.isEmpty }
    }

    /// Issue 25: the first screen says what to do in the labels' place, and the hint goes while
    /// a label shows.
    @Test func theHintShowsUntilALabelDoesAndComesBackWhenItClears() {
        let (scene, input) = taps()
        #expect(!scene.hint.isHidden && scene.hint.frame.minY == scene.tapLabels[0].frame.minY)
        input.taps(2, at: Point(x: 150, y: 650))
        input.wait(0.5)
        #expect(scene.hint.isHidden && shown(scene) == ["Double Tap Detected"])
        input.wait(MessageLabel.displayDuration)
        #expect(!scene.hint.isHidden && shown(scene).isEmpty)
    }

    /// Issue 25: in a portrait window the pad is square under the labels (TapsHomeRenderingTests
    /// check that the two stand in the middle).
    @Test(arguments: [Size(width: 800, height: 1280), Size(width: 360, height: 640)])
    func inAPortraitWindowThePadIsSquare(size: Size) {
        let host = makeHost("taps", size: size)
        let scene = host.scene as! TapsScene
        let bounds = scene.root.bounds
        let bottom = scene.swipePad.frame.maxY
        #expect(scene.swipePad.frame.width == scene.swipePad.frame.height)
        #expect(scene.swipePad.frame.minY > scene.swipeLabel.frame.maxY)
        #expect(bottom <= bounds.height)
    }

    @Test func eachSeriesOfTapsShowsExactlyItsLabelForTwoSeconds() {
        let (scene, input) = taps()
        let spot = Point(x: 150, y: 650)
        for (count, word) in ["Single", "Double", "Triple", "Quadruple"].enumerated() {
            input.taps(count + 1, at: spot)
            input.wait(0.5)
            #expect(shown(scene) == ["\(word) Tap Detected"], "after \(count + 1) taps")
            // Shown when the longer series has failed (0.3 s after the lift), for 2 s.
            input.wait(2)
            #expect(shown(scene).isEmpty)
        }
    }

    /// Two fingers tapping on the background, landing 40 ms apart and lifting 30 ms apart: only
    /// "Two-finger tap" shows, for 2 s; no one-finger tap label.
    @Test func aTwoFingerTapShowsItsLabelForTwoSeconds() {
        let (scene, input) = taps()
        let spot = Point(x: 150, y: 650)
        let first = input.down([spot])
        input.wait(0.04)
        let second = input.down([spot + Vector(dx: 55, dy: 8)])
        input.wait(0.06)
        input.up(first)
        input.wait(0.03)
        input.up(second)
        #expect(shown(scene) == ["Two-finger tap"])
        input.wait(1.9)
        #expect(shown(scene) == ["Two-finger tap"])
        input.wait(0.2)
        #expect(shown(scene).isEmpty)
    }

    @Test func swipesNameTheirFingerCountAndAxis() {
        let (scene, input) = taps()
        input.drag(from: Point(x: 100, y: 650), to: Point(x: 250, y: 650), duration: 0.15)
        #expect(scene.swipeLabel.text == "Single horizontal swipe")
        input.wait(2.5)
        let fingers = (0..<3).map { Point(x: 100 + Double($0) * 60, y: 690) }
        input.drag(from: fingers, to: fingers.map { $0 + Vector(dx: 0, dy: -120) }, duration: 0.15)
        #expect(scene.swipeLabel.text == "Triple vertical swipe")
        let five = (0..<5).map { Point(x: 60 + Double($0) * 50, y: 660) }
        input.wait(2.5)
        input.drag(from: five, to: five.map { $0 + Vector(dx: -100, dy: 2) }, duration: 0.15)
        #expect(scene.swipeLabel.text == "Quintuple horizontal swipe")
        #expect(scene.tapLabels.allSatisfy { $0.text.isEmpty })
    }

    @Test func thePadDetectsSwipesByItselfAndTheRootsRecognizersKeepAway() {
        let (scene, input) = taps()
        let pad = scene.swipePad.frame
        input.stroke([
            Point(x: pad.midX, y: pad.midY), Point(x: pad.midX + 10, y: pad.midY + 1),
            Point(x: pad.midX + 20, y: pad.midY + 2), Point(x: pad.midX + 30, y: pad.midY + 2),
        ])
        #expect(scene.padLabel.text == "Horizontal swipe detected")
        input.stroke([
            Point(x: pad.midX, y: pad.midY), Point(x: pad.midX + 1, y: pad.midY - 15),
            Point(x: pad.midX + 2, y: pad.midY - 30),
        ])
        #expect(scene.padLabel.text == "Vertical swipe detected")
        // A tap on the pad is the pad's: no tap label.
        input.wait(0.1)
        input.tap(at: Point(x: pad.midX, y: pad.midY))
        input.wait(1)
        #expect(scene.tapLabels.allSatisfy { $0.text.isEmpty })
        #expect(scene.swipeLabel.text.isEmpty)
    }
}
