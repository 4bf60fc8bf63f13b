import CairoCanvas
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

    /// Issue 21: a fast line in progress draws a faint tail to where its finger is predicted at
    /// the frame's presentation; the tail is gone when the finger lifts and never joins the line.
    @Test func aFastLineInProgressShowsAFaintPredictedTailThatNeverStays() throws {
        let (scene, input) = draw()
        let router = input.host.router
        let renderer = Renderer()
        let surface = try CairoSurface(pixelWidth: 1000, pixelHeight: 800)
        // A finger at 1500 points a second, reported at 125 Hz; display frames at 60 Hz,
        // latched 10 ms before their presentation.
        router.handle(.touchDown(id: 0, location: Point(x: 100, y: 400)), at: 0)
        router.handle(.touchFrame, at: 0)
        var report = 1, frame = 1
        while Double(report) / 125 <= 0.3 {
            let reportTime = Double(report) / 125, latch = Double(frame) / 60 - 0.010
            if reportTime <= latch {
                router.handle(.touchMotion(id: 0, location: Point(x: 100 + 1500 * reportTime, y: 400)), at: reportTime)
                router.handle(.touchFrame, at: reportTime)
                report += 1
            } else {
                router.handle(.displayFrame(presentation: Double(frame) / 60, sampleTime: nil), at: latch)
                frame += 1
            }
        }
        let line = try #require(scene.canvas.lineInProgress)
        let tailEnd = try #require(scene.canvas.predictedEnd(ofTouch: line.touch))
        #expect(tailEnd.x > line.line.end.x + 10, "the tail reaches ahead of the line")
        #expect(tailEnd.x <= 100 + 1500 * (0.3 + Defaults.predictionMaximum) + 1e-6)
        renderer.render(input.host.window, into: surface)
        // The line is solid red; past its end, the tail is the same red at 30 % over white.
        let solid = surface.pixel(atX: Int(line.line.end.x) - 20, y: 400)
        #expect(solid.red > 240 && solid.green < 20 && solid.blue < 20)
        let tail = surface.pixel(atX: Int((line.line.end.x + tailEnd.x) / 2) + 3, y: 400)
        #expect(tail.red > 240 && (160...200).contains(tail.green) && (160...200).contains(tail.blue))
        let beyond = surface.pixel(atX: Int(tailEnd.x) + 3, y: 400)
        #expect(beyond.red > 240 && beyond.green > 240 && beyond.blue > 240)

        router.handle(.touchUp(id: 0), at: 0.31)
        #expect(scene.canvas.lineInProgress == nil)
        let finished = try #require(scene.canvas.line(at: 0))
        renderer.render(input.host.window, into: surface)
        let afterLift = surface.pixel(atX: Int(finished.end.x) + 8, y: 400)
        #expect(afterLift.red > 240 && afterLift.green > 240 && afterLift.blue > 240, "no tail after the lift")
    }
}
