import Foundation
import GestureKit
import Testing

@testable import GestureCanvasApp

/// Issue 20: nothing a hand does takes a photo out of reach. Scale stays within the photo's
/// limits (a little past them while fingers pinch), and every release leaves the photo where it
/// can be grabbed again.
@Suite struct PhotosBoundsTests {
    private func photos() -> (SceneHost, PhotosScene, ScriptedInput) {
        let host = makeHost("photos")
        return (host, host.scene as! PhotosScene, ScriptedInput(host))
    }

    /// Fingers landing nearly together on the photo and spreading to the window's width.
    private func widePinchOut(_ photo: PhotoView, _ input: ScriptedInput, width: Double) {
        let c = photo.center
        input.drag(
            from: [c - Vector(dx: 2, dy: 0), c + Vector(dx: 2, dy: 0)],
            to: [Point(x: 0, y: c.y), Point(x: width, y: c.y)], duration: 0.4, pause: 0.1)
    }

    @Test func threeWidePinchOutsStopPastTheLimitAndSpringBackToIt() {
        let (host, scene, input) = photos()
        let limits = PhotosScene.defaultScaleLimits
        for _ in 0..<3 {
            let c = scene.image1.center
            let ids = input.down([c - Vector(dx: 2, dy: 0), c + Vector(dx: 2, dy: 0)])
            for step in 1...24 {
                input.wait(1.0 / 60)
                let half = 2 + (host.window.bounds.width / 2) * Double(step) / 24
                input.move(ids, to: [c - Vector(dx: half, dy: 0), c + Vector(dx: half, dy: 0)])
                #expect(scene.image1.transform.scale <= limits.upperBound * PhotosScene.scaleOvershoot + 1e-9)
            }
            input.up(ids)
            input.wait(1)
            #expect(abs(scene.image1.transform.scale - limits.upperBound) < 1e-9)
        }
    }

    @Test func pinchingAPhotoToADotSpringsBackToTheSmallestScale() {
        let (_, scene, input) = photos()
        let c = scene.image2.center
        input.drag(
            from: [c - Vector(dx: 100, dy: 0), c + Vector(dx: 100, dy: 0)],
            to: [c - Vector(dx: 1, dy: 0), c + Vector(dx: 1, dy: 0)], duration: 0.4, pause: 0.1)
        #expect(scene.image2.transform.scale < PhotosScene.defaultScaleLimits.lowerBound)
        #expect(scene.image2.transform.scale >= PhotosScene.defaultScaleLimits.lowerBound / PhotosScene.scaleOvershoot)
        input.wait(1)
        #expect(abs(scene.image2.transform.scale - PhotosScene.defaultScaleLimits.lowerBound) < 1e-9)
    }

    /// A held key repeats faster than its pinches play: the repeats past a few waiting are
    /// refused, and pressed again and again the photo stops at the limit.
    @Test func aKeyHeldForHundredsOfRepeatsScalesOnlyToTheLimit() {
        let (_, scene, input) = photos()
        input.key("Tab")
        for _ in 0..<300 { input.send(.key("equal", pressed: true)) }
        input.wait(10)
        #expect(abs(scene.image1.transform.scale - pow(PhotosScene.keyboardScaleFactor, 9)) < 1e-6)
        for _ in 0..<40 {
            input.send(.key("equal", pressed: true))
            input.wait(1)
        }
        #expect(abs(scene.image1.transform.scale - PhotosScene.defaultScaleLimits.upperBound) < 1e-9)
        for _ in 0..<40 {
            input.send(.key("minus", pressed: true))
            input.wait(1)
        }
        #expect(abs(scene.image1.transform.scale - PhotosScene.defaultScaleLimits.lowerBound) < 1e-9)
    }

    @Test func ctrlWheelZoomsOnlyToTheLimit() {
        let (_, scene, input) = photos()
        input.send(.pointerMotion(location: scene.image1.center))
        input.send(.key("Control_L", pressed: true))
        for _ in 0..<500 { input.send(.pointerAxis(dx: 0, dy: -15)) }
        #expect(abs(scene.image1.transform.scale - PhotosScene.defaultScaleLimits.upperBound) < 1e-9)
    }

    /// The seed clamps the end point of every release inside the view. Dragged past the edge and
    /// let go at rest (slower than a glide), a photo used to stay there, hidden.
    @Test(arguments: [Vector(dx: -1, dy: 0), Vector(dx: 1, dy: 0), Vector(dx: 0, dy: -1), Vector(dx: 0, dy: 1)])
    func aPhotoLetGoPastAnEdgeAtRestSpringsBackInside(direction: Vector) {
        let (host, scene, input) = photos()
        let photo = scene.image2
        let start = photo.center
        let bounds = host.window.bounds
        // To just inside the window's edge in that direction: the finger stays on screen, the
        // photo goes mostly past it.
        let end = Point(
            x: direction.dx < 0 ? 2 : direction.dx > 0 ? bounds.width - 2 : start.x,
            y: direction.dy < 0 ? 2 : direction.dy > 0 ? bounds.height - 2 : start.y)
        input.drag(from: start, to: end, duration: 1.0, pause: 0.3)
        input.wait(1)
        let radius = photo.bounds.width / 2
        #expect(photo.center.x >= radius - 1e-6 && photo.center.x <= bounds.width - radius + 1e-6)
        #expect(photo.center.y >= radius - 1e-6 && photo.center.y <= bounds.height - radius + 1e-6)
        // And it can be grabbed again where it now shows.
        let grabbed = photo.center
        input.drag(from: grabbed, to: grabbed + Vector(dx: 0, dy: 0.5) - direction * 100, duration: 1.0, pause: 0.2)
        #expect(photo.center.distance(to: grabbed) > 50)
    }

    @Test func aPinchThatEndsPastTheEdgeLeavesThePhotoInside() {
        let (host, scene, input) = photos()
        let photo = scene.image1
        let c = photo.center
        // Two fingers carry the photo off the left edge while turning it, and lift at rest.
        input.drag(
            from: [c - Vector(dx: 40, dy: 0), c + Vector(dx: 40, dy: 0)],
            to: [Point(x: 1, y: c.y - 60), Point(x: 3, y: c.y + 60)], duration: 0.8, pause: 0.3)
        input.wait(1)
        #expect(photo.center.x >= photo.bounds.width / 2 - 1e-6)
        #expect(host.window.bounds.contains(photo.center))
    }
}
