import GestureKit
import Testing

@testable import GestureCanvasApp

/// Reduced motion (the scene file's `[accessibility] reduce_motion`, or the desktop's
/// `enable-animations` off): glides and animated returns land at their end at once.
@Suite struct ReducedMotionTests {
    /// Where a flick of image1 leaves it, and whether anything was still moving right after the lift.
    private func flick(reducingMotion: Bool) -> (end: Point, animatingAfterLift: Bool) {
        let host = makeHost("photos")
        host.window.animator.reducesMotion = reducingMotion
        let scene = host.scene as! PhotosScene
        let input = ScriptedInput(host)
        let start = scene.image1.center
        input.drag(from: start, to: start + Vector(dx: 150, dy: 0), duration: 0.1)
        let animating = host.window.animator.isAnimating
        input.wait(3)
        return (scene.image1.center, animating)
    }

    @Test func aFlickLandsWhereItsGlideWouldEndWithoutGliding() {
        let gliding = flick(reducingMotion: false)
        let reduced = flick(reducingMotion: true)
        #expect(gliding.animatingAfterLift)
        #expect(!reduced.animatingAfterLift)
        #expect(reduced.end.distance(to: gliding.end) < 0.5)
    }

    @Test func aKiosksHomecomingJumpsToItsEnd() {
        let host = makeHost("photos")
        host.window.animator.reducesMotion = true
        let scene = host.scene as! PhotosScene
        let input = ScriptedInput(host)
        let home = scene.image1.center
        input.drag(
            from: scene.image1.center, to: scene.image1.center + Vector(dx: 200, dy: 100), duration: 0.5, pause: 0.2)
        scene.returnHome()
        #expect(!host.window.animator.isAnimating)
        #expect(scene.image1.center.distance(to: home) < 0.5)
    }

    @Test func aSceneFileAsksForItAndItReachesTheAnimator() throws {
        let file = try SceneFileReader.parse(
            """
            [accessibility]
            reduce_motion = true

            [[images]]
            path = "a.png"
            """, path: "kiosk.toml", folder: "/srv/kiosk")
        #expect(file.reducesMotion == true)
        let setup = SceneSession.Setup(
            sceneName: "photos", size: Size(width: 800, height: 600), content: nil, kiosk: KioskSettings(),
            resampling: true, reducesMotion: true)
        let session = try #require(SceneSession(setup, images: PlaceholderImages()))
        #expect(session.host.window.animator.reducesMotion)
        #expect(throws: ConfigError.self) {
            try SceneFileReader.parse(
                "[accessibility]\nreduce_motions = true\n[[images]]\npath = \"a.png\"\n", path: "kiosk.toml",
                folder: "/srv/kiosk")
        }
    }
}
