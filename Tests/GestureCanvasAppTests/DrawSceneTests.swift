import GestureKit
import Testing

@testable import GestureCanvasApp

@Suite struct DrawSceneTests {
    private func draw() -> (DrawScene, ScriptedInput) {
        let host = makeHost("draw")
        return (host.scene as! DrawScene, ScriptedInput(host))
    }

    @Test func eachFingerDrawsALineThatStays() {
        let (scene, input) = draw()
        input.drag(
            from: [Point(x: 100, y: 100), Point(x: 100, y: 300)], to: [Point(x: 400, y: 100), Point(x: 400, y: 350)],
            duration: 0.3)
        #expect(scene.canvas.lineCount == 2)
        #expect(scene.canvas.line(at: 0) == Line(begin: Point(x: 100, y: 100), end: Point(x: 400, y: 100)))
        #expect(scene.canvas.inProgressCount == 0)
    }

    @Test func doubleTapClearsWithoutDrawingDots() {
        let (scene, input) = draw()
        input.drag(from: Point(x: 100, y: 100), to: Point(x: 400, y: 100), duration: 0.2)
        input.wait(0.5)
        input.taps(2, at: Point(x: 600, y: 500))
        #expect(scene.canvas.lineCount == 0)
        #expect(scene.canvas.inProgressCount == 0)
    }

    @Test func aTapSelectsTheNearestLineAndItsMenuDeletesIt() {
        let (scene, input) = draw()
        input.drag(from: Point(x: 100, y: 200), to: Point(x: 500, y: 200), duration: 0.2)
        input.wait(0.5)
        input.tap(at: Point(x: 300, y: 215))
        // The single tap waits for the double tap to fail first.
        #expect(scene.canvas.selectedLine == nil)
        input.wait(0.4)
        #expect(scene.canvas.selectedLine == 0)
        #expect(!scene.menu.isHidden)
        #expect(scene.canvas.lineCount == 1)
        input.tap(at: scene.menu.center)
        #expect(scene.canvas.lineCount == 0)
        #expect(scene.menu.isHidden)
        // A tap far from every line shows no menu.
        input.wait(0.5)
        input.tap(at: Point(x: 700, y: 600))
        input.wait(0.4)
        #expect(scene.menu.isHidden && scene.canvas.lineCount == 0)
    }

    /// Issue 20: after a tap selected a line, a new stroke anywhere dragged that line along and
    /// left the menu floating. Only a long press moves a line; a new stroke deselects.
    @Test func aNewStrokeAfterATapSelectionDrawsAndDeselectsWithoutMovingTheLine() {
        let (scene, input) = draw()
        input.drag(from: Point(x: 100, y: 200), to: Point(x: 500, y: 200), duration: 0.2)
        input.wait(0.5)
        input.tap(at: Point(x: 300, y: 215))
        input.wait(0.4)
        #expect(scene.canvas.selectedLine == 0 && !scene.menu.isHidden)

        input.drag(from: Point(x: 200, y: 500), to: Point(x: 600, y: 650), duration: 0.3)
        #expect(scene.canvas.line(at: 0) == Line(begin: Point(x: 100, y: 200), end: Point(x: 500, y: 200)))
        #expect(scene.canvas.line(at: 1) == Line(begin: Point(x: 200, y: 500), end: Point(x: 600, y: 650)))
        #expect(scene.canvas.selectedLine == nil)
        #expect(scene.menu.isHidden)
    }

    @Test func longPressSelectsALineAndTheMoveDragsIt() {
        let (scene, input) = draw()
        input.drag(from: Point(x: 100, y: 200), to: Point(x: 500, y: 200), duration: 0.2)
        input.wait(0.5)
        let ids = input.down([Point(x: 300, y: 205)])
        input.wait(0.6)
        #expect(scene.canvas.selectedLine == 0)
        for step in 1...10 {
            input.wait(1.0 / 60)
            input.move(ids, to: [Point(x: 300 + Double(step) * 5, y: 205 + Double(step) * 10)])
        }
        input.up(ids)
        #expect(scene.canvas.selectedLine == nil)
        #expect(scene.canvas.lineCount == 1)
        let moved = scene.canvas.line(at: 0)
        #expect(moved == Line(begin: Point(x: 150, y: 300), end: Point(x: 550, y: 300)))
    }
}
