import GestureKit
import Testing

@testable import GestureCanvasApp

/// A kiosk's scene: photos from a scene file, rotation that snaps straight, scale that springs
/// back, homecoming after a quiet spell, and only the configured chord quits.
@Suite struct KioskSceneTests {
    /// One 200-point photo at the middle of a 1000 × 800 window (no switcher: 800 high), snapping
    /// within 10° and kept between half and twice its size.
    private func kioskHost() -> (SceneHost, PhotosScene, ScriptedInput) {
        var file = SceneFile(path: "test.toml")
        file.images = [
            .init(
                name: "poster", path: "/nowhere.png", line: 1, x: .fraction(0.5), y: .fraction(0.5),
                width: .points(200), height: .points(200), cornerRadius: 8, borderColor: .white, borderWidth: 3,
                gestures: Set(PhotoGesture.allCases), rotationSnap: 10 * .pi / 180, scaleLimits: 0.5...2)
        ]
        let content = SceneContent(file: file, photos: file.images.map { PhotoSpec(entry: $0, image: nil) })
        let host = SceneHost(
            size: Size(width: 1000, height: 800), sceneName: "photos", images: PlaceholderImages(), content: content)!
        host.showsSwitcher = false
        return (host, host.scene as! PhotosScene, ScriptedInput(host))
    }

    /// Two fingers 120 points apart across `photo`'s centre turn by `angle` and lift.
    private func turn(_ photo: View, by angle: Double, with input: ScriptedInput) {
        let c = photo.center
        let r = 60.0
        input.drag(
            from: [c + Vector(dx: -r, dy: 0), c + Vector(dx: r, dy: 0)],
            to: [
                c - Vector(dx: r * .cos(angle), dy: r * .sin(angle)),
                c + Vector(dx: r * .cos(angle), dy: r * .sin(angle)),
            ],
            duration: 0.5, pause: 0.1)
        input.wait(0.5)
    }

    @Test func theSceneFilePlacesAndShapesThePhoto() {
        let (_, scene, _) = kioskHost()
        let poster = scene.photos[0]
        #expect(poster.name == "poster" && poster.center == Point(x: 500, y: 400))
        #expect(poster.bounds.size == Size(width: 200, height: 200) && poster.cornerRadius == 8)
        #expect(poster.borderWidth == 3 && poster.borderColor == .white)
    }

    @Test func aRotationReleasedNearARightAngleSnapsOntoIt() {
        let (_, scene, input) = kioskHost()
        // Turned 84°, then lifted: within 10° of 90°.
        turn(scene.photos[0], by: 84 * Double.pi / 180, with: input)
        #expect(abs(scene.photos[0].transform.rotation - .pi / 2) < 1e-6)
    }

    @Test func aTiltFarFromARightAngleStays() {
        let (_, scene, input) = kioskHost()
        let angle = 40 * Double.pi / 180
        turn(scene.photos[0], by: angle, with: input)
        #expect(abs(scene.photos[0].transform.rotation - angle) < 0.02)
    }

    @Test func aScaleBeyondTheLimitSpringsBackToIt() {
        let (_, scene, input) = kioskHost()
        let c = scene.photos[0].center
        let spread = Vector(dx: 40, dy: 0)
        input.drag(from: [c - spread, c + spread], to: [c - spread * 3, c + spread * 3], duration: 0.5, pause: 0.1)
        #expect(scene.photos[0].transform.scale > 2.5)
        input.wait(0.5)
        #expect(abs(scene.photos[0].transform.scale - 2) < 1e-6)
    }

    @Test func afterAQuietSpellThePhotosGoHome() {
        let (host, scene, input) = kioskHost()
        let timer = HomecomingTimer(delay: 30, host: host)
        let home = scene.photos[0].center
        input.drag(from: home, to: home + Vector(dx: 200, dy: 100), duration: 0.3, pause: 0.1)
        input.press(at: home + Vector(dx: 200, dy: 100), for: 0.7)
        timer.restart(at: host.window.scheduler.now)
        input.wait(29)
        #expect(scene.photos[0].center != home && scene.photos[0].alpha == PhotosScene.pressedAlpha)
        input.wait(1 + PhotosScene.homecomingDuration + 0.1)
        #expect(scene.photos[0].center == home && scene.photos[0].alpha == 1)
    }

    @Test func inKioskModeOnlyTheChordQuitsAndTheDesktopKeysAreOff() throws {
        let (host, _, input) = kioskHost()
        var quits = 0
        host.onQuit = { quits += 1 }
        host.isKiosk = true
        host.quitChord = try KeyChord(parsing: "Ctrl+Alt+Shift+Q")
        input.key("Escape")
        input.send(.key("Control_L", pressed: true))
        input.key("q")
        input.send(.key("Control_L", pressed: false))
        input.key("F1")
        input.key("2")
        #expect(quits == 0 && !host.showsInspector && host.scene.name == "photos")
        for modifier in ["Control_L", "Alt_L", "Shift_L"] { input.send(.key(modifier, pressed: true)) }
        input.key("Q")
        #expect(quits == 1)
    }
}
