import GestureKit
import GestureTrace
import Testing

@testable import GestureCanvasApp

/// The photos scene under a pen: it moves a photo as a finger does, and two fingers pinch a photo
/// while the pen rests on it.
@Suite struct PenPhotosTests {
    private func pen(_ phase: PenEvent.Phase, at point: Point? = nil, pressure: Double? = nil) -> InputEvent {
        .pen(PenEvent(phase, tool: phase == .proximityIn ? .pen : nil, serial: 7, location: point, pressure: pressure))
    }

    @Test func thePenMovesAPhotoAndTheReportSaysSo() {
        let host = makeHost("photos")
        let scene = host.scene as! PhotosScene
        var lines: [String] = []
        let report = ReportWriter(scene: "photos") { lines.append($0) }
        report.observe(host.window)
        let start = scene.image1.center
        var time = 0.0
        func send(_ event: InputEvent, frame: Bool = true) {
            host.router.handle(event, at: time)
            if frame { host.router.handle(.touchFrame, at: time) }
            time += 0.008
        }
        send(pen(.proximityIn, at: start))
        send(pen(.down, at: start, pressure: 0.4))
        for step in 1...30 { send(pen(.motion, at: start + Vector(dx: 4 * Double(step), dy: 0), pressure: 0.4)) }
        // Held still before lifting: no glide.
        time += 0.2
        send(pen(.motion, at: start + Vector(dx: 120, dy: 0), pressure: 0.3))
        send(pen(.up), frame: false)
        send(pen(.proximityOut), frame: false)
        #expect(abs(scene.image1.center.x - (start.x + 120)) < 2 && abs(scene.image1.center.y - start.y) < 1)
        let pans = lines.filter { $0.contains(#""recognizer":"pan""#) }
        #expect(!pans.isEmpty && pans.allSatisfy { $0.contains(#""kind":"pen""#) })
    }

    @Test func twoFingersPinchAPhotoWhileThePenRestsOnIt() {
        let host = makeHost("photos")
        let scene = host.scene as! PhotosScene
        let input = ScriptedInput(host)
        let center = scene.image2.center
        host.router.handle(pen(.proximityIn, at: center), at: 0)
        host.router.handle(pen(.down, at: center, pressure: 0.2), at: 0.01)
        host.router.handle(.touchFrame, at: 0.01)
        input.wait(0.05)
        #expect(host.window.palmRejection.rejects(at: input.time))
        input.drag(
            from: [center + Vector(dx: -30, dy: 0), center + Vector(dx: 30, dy: 0)],
            to: [center + Vector(dx: -60, dy: 0), center + Vector(dx: 60, dy: 0)], duration: 0.3)
        #expect(scene.image2.transform.scale > 1.8, "scale \(scene.image2.transform.scale)")
        #expect(scene.image2.center.distance(to: center) < 1, "the resting pen holds the photo where it is")
        host.router.handle(pen(.up), at: input.time + 0.1)
        host.router.handle(pen(.proximityOut), at: input.time + 0.2)
        #expect(host.window.activeTouches.isEmpty)
    }
}
