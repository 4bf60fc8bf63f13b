import CairoCanvas
import GestureKit
import Testing

@testable import GestureCanvasApp

/// Issue 25: `rotation = 90 | 180 | 270` turns the content on a panel the compositor cannot turn.
/// The content is laid out at the turned size, drawn turned, and a finger at a point of the
/// panel lands on what shows there: each test touches panel points and checks where the content
/// saw them.
@Suite struct ContentRotationTests {
    static let panel = Size(width: 1280, height: 800)

    private func host(_ scene: String, rotation: ContentRotation) -> SceneHost {
        let host = makeHost(scene, size: Self.panel)
        var kiosk = KioskSettings()
        kiosk.isEnabled = true
        kiosk.rotation = rotation
        host.configure(for: kiosk)
        return host
    }

    @Test(arguments: ContentRotation.allCases)
    func theContentIsLaidOutAtTheTurnedSize(rotation: ContentRotation) {
        let host = host("photos", rotation: rotation)
        let turned = rotation == .quarter || rotation == .threeQuarters
        #expect(host.scene.root.bounds.size == (turned ? Size(width: 800, height: 1280) : Self.panel))
        // The root covers the whole panel, whichever way it is turned.
        #expect(host.scene.root.paintedAreaInWindow == Rect(origin: .zero, size: Self.panel))
    }

    /// A line drawn between two panel points runs between the content points they show.
    @Test(arguments: ContentRotation.allCases)
    func aLineDrawnOnThePanelIsDrawnWhereTheFingerWas(rotation: ContentRotation) throws {
        let host = host("draw", rotation: rotation)
        let input = ScriptedInput(host)
        let (from, to) = (Point(x: 300, y: 200), Point(x: 700, y: 500))
        input.drag(from: from, to: to, duration: 0.3)
        let scene = try #require(host.scene as? DrawScene)
        let line = try #require(scene.canvas.line(at: 0))
        #expect(line.begin.distance(to: rotation.contentPoint(ofPanelPoint: from, panel: Self.panel)) < 1e-6, "\(line)")
        #expect(line.end.distance(to: rotation.contentPoint(ofPanelPoint: to, panel: Self.panel)) < 1e-6, "\(line)")
    }

    /// A photo dragged on the panel follows the finger: it moves by the finger's way turned
    /// into the content, and stays under the finger.
    @Test(arguments: ContentRotation.allCases)
    func aPhotoDraggedOnThePanelStaysUnderTheFinger(rotation: ContentRotation) throws {
        let host = host("photos", rotation: rotation)
        let scene = try #require(host.scene as? PhotosScene)
        let start = scene.image1.convert(scene.image1.bounds.center, to: nil)
        let end = start + Vector(dx: 60, dy: 40)
        ScriptedInput(host).drag(from: start, to: end, duration: 0.5, pause: 0.1)
        #expect(scene.image1.center.distance(to: rotation.contentPoint(ofPanelPoint: end, panel: Self.panel)) < 1e-6)
        #expect(scene.image1.convert(scene.image1.bounds.center, to: nil).distance(to: end) < 1e-6)
    }

    /// Drawn turned: at a quarter turn the portrait content's column of photos shows as a row
    /// across the landscape panel, the first photo on the right (the content's top).
    @Test func aQuarterTurnDrawsTheContentTurned() throws {
        let host = host("photos", rotation: .quarter)
        let scene = try #require(host.scene as? PhotosScene)
        let surface = try CairoSurface(pixelWidth: 1280, pixelHeight: 800)
        Renderer().render(host.window, into: surface)
        let first = scene.image1.convert(scene.image1.bounds.center, to: nil)
        let second = scene.image2.convert(scene.image2.bounds.center, to: nil)
        #expect(abs(first.y - second.y) < 1e-6 && first.x > second.x)
        // Each photo's rim (its border colour) where the turned layout puts it.
        let radius = scene.image1.bounds.width / 2
        let rim = surface.pixel(atX: Int(first.x), y: Int(first.y - radius + 1))
        let background = surface.pixel(atX: Int(first.x), y: Int(first.y - radius - 6))
        #expect(rim != background, "\(rim) \(background)")
        #expect(background == RGBA(red: 0xF2, green: 0xF2, blue: 0xF7))
    }
}
