import GestureKit
import Testing

@testable import GestureCanvasApp

@Suite struct PhotosSceneTests {
    private func photos() -> (SceneHost, PhotosScene, ScriptedInput) {
        let host = makeHost("photos")
        return (host, host.scene as! PhotosScene, ScriptedInput(host))
    }

    @Test func aPhoneSizedWindowStartsInTheSeedsLayout() {
        let host = makeHost("photos", size: Size(width: 390, height: 844))
        let scene = host.scene as! PhotosScene
        let diameter = scene.image1.bounds.width
        #expect(diameter == 0.3 * 390)
        #expect(scene.image1.center == Point(x: 20 + diameter / 2, y: 20 + diameter / 2))
        #expect(scene.image2.center == Point(x: 20 + diameter / 2, y: 40 + diameter * 1.5))
    }

    @Test func aLandscapeWindowStartsWithThePhotosSideBySideInItsMiddle() {
        let (_, scene, _) = photos()
        let diameter = scene.image1.bounds.width
        // 1000 × 744 points: two photos and a fifth of one between them span 80 % of the width.
        #expect(abs(diameter - 800 / 2.2) < 1e-9)
        #expect(scene.image1.center == Point(x: 500 - 0.6 * diameter, y: 372))
        #expect(scene.image2.center == Point(x: 500 + 0.6 * diameter, y: 372))
        #expect(scene.image1.cornerRadius == diameter / 2 && scene.image1.clipsToBounds)
        #expect(scene.image1.borderWidth == 2 && scene.image1.borderColor == .gray)
        #expect(scene.image2.borderColor == .orange)
    }

    @Test func aSlowDragMovesThePhotoAndBringsItToFront() {
        let (_, scene, input) = photos()
        let start = scene.image2.center
        input.drag(from: start, to: start + Vector(dx: 300, dy: -20), duration: 1.0, pause: 0.1)
        #expect(scene.image2.center.distance(to: start + Vector(dx: 300, dy: -20)) < 1)
        #expect(scene.root.subviews.last === scene.image2)
    }

    @Test func aFlickGlidesOnAndStaysInsideTheWindow() {
        // Wide enough for the whole glide to the right of image1's home.
        let host = makeHost("photos", size: Size(width: 1600, height: 800))
        let (scene, input) = (host.scene as! PhotosScene, ScriptedInput(host))
        let start = scene.image1.center
        input.drag(from: start, to: start + Vector(dx: 150, dy: 0), duration: 0.1)
        let released = scene.image1.center
        input.wait(0.05)
        #expect(scene.image1.center.x > released.x)
        input.wait(3)
        // 1500 pt/s: an Android fling's 393 pt further.
        #expect(abs(scene.image1.center.x - released.x - PhotosScene.glideDistance(speed: 1500)) < 5)
        #expect(abs(scene.image1.center.y - start.y) < 1)
    }

    @Test func aFastFlickStopsAtTheWindowEdge() {
        let (_, scene, input) = photos()
        let start = scene.image1.center
        // 5000 pt/s: a fling of about 3800 pt, clamped at the edge.
        input.drag(from: start, to: start + Vector(dx: 500, dy: 0), duration: 0.1)
        input.wait(3)
        let radius = scene.image1.bounds.width / 2
        #expect(abs(scene.image1.center.x - (scene.root.bounds.width - radius)) < 1e-6)
        #expect(abs(scene.image1.center.y - start.y) < 1)
    }

    @Test func aFingerCatchesAGlidingPhoto() {
        let (host, scene, input) = photos()
        let start = scene.image1.center
        input.drag(from: start, to: start + Vector(dx: 100, dy: 0), duration: 0.1)
        input.wait(0.1)
        let caught = scene.image1.center
        let ids = input.down([caught])
        input.wait(0.5)
        #expect(scene.image1.center == caught)
        #expect(!host.window.animator.isAnimating)
        input.up(ids)
    }

    @Test func pinchRotateAndPanWorkTogetherThenDoubleTapResets() {
        let (_, scene, input) = photos()
        let c = scene.image1.center
        input.drag(
            from: [c - Vector(dx: 40, dy: 0), c + Vector(dx: 40, dy: 0)],
            to: [c + Vector(dx: 30, dy: -80), c + Vector(dx: 30, dy: 80)], duration: 0.5)
        #expect(abs(scene.image1.transform.scale - 2) < 1e-6)
        #expect(abs(scene.image1.transform.rotation - .pi / 2) < 1e-6)
        #expect(scene.image1.center.distance(to: c + Vector(dx: 30, dy: 0)) < 1e-6)
        input.wait(1)
        input.taps(2, at: scene.image1.center)
        #expect(scene.image1.transform == .identity)
    }

    @Test func longPressFadesAndDoubleTapRestores() {
        let (_, scene, input) = photos()
        input.press(at: scene.image2.center, for: 0.7)
        #expect(scene.image2.alpha == PhotosScene.pressedAlpha)
        input.wait(1)
        input.taps(2, at: scene.image2.center)
        #expect(scene.image2.alpha == 1)
    }

    @Test func twoPeopleMoveBothPhotosAtOnce() {
        let (_, scene, input) = photos()
        let one = scene.image1.center, two = scene.image2.center
        input.drag(
            from: [one, two], to: [one + Vector(dx: 400, dy: 0), two + Vector(dx: 500, dy: 0)], duration: 1.5,
            pause: 0.1)
        #expect(scene.image1.center.distance(to: one + Vector(dx: 400, dy: 0)) < 1)
        #expect(scene.image2.center.distance(to: two + Vector(dx: 500, dy: 0)) < 1)
    }

    @Test func swipesOnTheBackgroundStackThePhotosOnTheCentreLine() {
        let (_, scene, input) = photos()
        input.drag(from: Point(x: 500, y: 600), to: Point(x: 620, y: 605), duration: 0.1)
        input.wait(0.5)
        let center = scene.root.bounds.center
        #expect(abs(scene.image1.center.x - center.x) < 1e-6 && abs(scene.image2.center.x - center.x) < 1e-6)
        #expect(scene.image1.center.y < center.y && scene.image2.center.y > center.y)
        #expect(abs(scene.image2.center.y - scene.image1.center.y - (scene.image1.bounds.width + 16)) < 1e-6)
    }

    @Test func aTickleSetsThemSideBySideAndTheSwipeGivesWay() {
        let (_, scene, input) = photos()
        input.stroke([
            Point(x: 500, y: 600), Point(x: 530, y: 600), Point(x: 560, y: 601),
            Point(x: 530, y: 602), Point(x: 500, y: 601), Point(x: 530, y: 600), Point(x: 560, y: 600),
        ])
        input.wait(0.5)
        let center = scene.root.bounds.center
        #expect(abs(scene.image1.center.y - center.y) < 1e-6 && abs(scene.image2.center.y - center.y) < 1e-6)
        #expect(scene.image1.center.x < center.x && scene.image2.center.x > center.x)
    }

    @Test func controlWheelZoomsThePhotoUnderThePointer() {
        let (_, scene, input) = photos()
        input.send(.pointerMotion(location: scene.image1.center))
        input.send(.pointerAxis(dx: 0, dy: -10))
        #expect(scene.image1.transform == .identity)
        input.send(.key("Control_L", pressed: true))
        input.send(.pointerAxis(dx: 0, dy: -100))
        #expect(abs(scene.image1.transform.scale - 2) < 1e-9)
        #expect(scene.image2.transform == .identity)
    }

    @Test func touchpadPinchScalesThePhotoUnderThePointer() {
        let (_, scene, input) = photos()
        input.send(.pointerMotion(location: scene.image2.center))
        input.send(.pinchBegin(fingers: 2))
        for step in 1...10 {
            input.wait(0.016)
            input.send(.pinchUpdate(dx: 0, dy: 0, scale: 1 + 0.05 * Double(step), rotation: 1))
        }
        input.send(.pinchEnd(cancelled: false))
        #expect(abs(scene.image2.transform.scale - 1.5) < 1e-6)
        #expect(abs(scene.image2.transform.rotation - 10 * .pi / 180) < 1e-6)
        #expect(scene.image1.transform == .identity)
    }
}

@Suite struct GlideLimitTests {
    @Test func aBurstOfReportsCannotSendAPhotoGlidingForMinutes() {
        let host = makeHost("photos")
        let scene = host.scene as! PhotosScene
        let start = scene.image1.center
        // Two reports a tenth of a millisecond apart: 2,000,000 points per second, measured.
        host.router.handle(.touchDown(id: 0, location: start), at: 0)
        host.router.handle(.touchFrame, at: 0)
        for step in 1...4 {
            host.router.handle(
                .touchMotion(id: 0, location: start + Vector(dx: Double(step) * 50, dy: 0)), at: Double(step) * 0.0001)
            host.router.handle(.touchFrame, at: Double(step) * 0.0001)
        }
        host.router.handle(.touchUp(id: 0), at: 0.0005)
        // At most 8000 pt/s: a glide of at most 2 × 0.499 s ≈ 1 s (less when the window edge stops it).
        host.window.scheduler.advance(to: 8.01)
        host.window.animator.step()
        #expect(!host.window.animator.isAnimating)
    }
}

@Suite struct GlideDistanceTests {
    /// A medium flick as real fingers make it: speeding up for 130 ms to about 1500 pt/s at the
    /// release, reported at 120 Hz. The photo glides as far as an Android fling of that speed.
    @Test func aMediumFlickGlidesAsFarAsAPhoneWould() {
        let host = makeHost("photos", size: Size(width: 1600, height: 900))
        let scene = host.scene as! PhotosScene
        let start = scene.image1.center
        host.router.handle(.touchDown(id: 0, location: start), at: 0)
        host.router.handle(.touchFrame, at: 0)
        var time = 0.0
        for step in 1...16 {
            time = Double(step) / 120
            let x = 5000 * time * time + 200 * time
            host.router.handle(.touchMotion(id: 0, location: start + Vector(dx: x, dy: 0)), at: time)
            host.router.handle(.touchFrame, at: time)
        }
        let releasedAt = scene.image1.center
        let releaseSpeed = 2 * 5000 * time + 200  // ≈ 1533 pt/s
        host.router.handle(.touchUp(id: 0), at: time + 0.004)
        host.window.scheduler.advance(to: time + 2)
        host.window.animator.step()
        let glided = scene.image1.center.x - releasedAt.x
        #expect(abs(glided - PhotosScene.glideDistance(speed: releaseSpeed)) < 0.05 * glided)
        // Android's published spline: about 390 dp for 1500 dp/s.
        #expect(abs(PhotosScene.glideDistance(speed: 1500) - 393) < 2)
        #expect(glided > 380 && glided < 440)
    }
}

/// Photos are hit by what they show, not by their square boxes.
@Suite struct PhotoHitShapeTests {
    private func photos() -> (SceneHost, PhotosScene) {
        let host = makeHost("photos")
        return (host, host.scene as! PhotosScene)
    }

    /// The view a finger landing at `point` (with a contact `major` points across) would touch.
    private func touchedView(_ host: SceneHost, at point: Point, major: Double? = nil) -> View? {
        host.router.handle(.touchDown(id: 7, location: point), at: 0)
        if let major { host.router.handle(.touchShape(id: 7, major: major, minor: major * 0.7), at: 0) }
        host.router.handle(.touchFrame, at: 0)
        defer { host.router.cancelAll(at: 0) }
        return host.window.activeTouches.first?.view
    }

    @Test func theEmptyCornerOfARoundPhotosBoxIsTheBackground() {
        let (host, scene) = photos()
        let photo = scene.image1
        let radius = photo.bounds.width / 2
        // 0.8 × the radius along each axis: inside the box, 1.13 radii from the centre.
        let corner = photo.center + Vector(dx: radius * 0.8, dy: -radius * 0.8)
        #expect(touchedView(host, at: corner) === scene.root)
        #expect(touchedView(host, at: photo.center + Vector(dx: radius * 0.65, dy: -radius * 0.65)) === photo)
        // Dragging from the corner leaves the photo where it is.
        let start = photo.center
        ScriptedInput(host).drag(from: corner, to: corner + Vector(dx: 120, dy: 40), duration: 0.3, pause: 0.1)
        #expect(photo.center == start)
    }

    @Test func aTouchOverTheCornerOfTheFrontPhotoTakesThePhotoBehind() {
        let (host, scene) = photos()
        let back = scene.image1, front = scene.image2
        let radius = back.bounds.width / 2
        // The front photo half a diameter right of and below the back one.
        front.center = back.center + Vector(dx: radius, dy: radius)
        scene.root.bringSubviewToFront(front)
        // Inside the front photo's box (its top-left corner), inside the back photo's circle.
        let point = back.center + Vector(dx: radius * 0.2, dy: radius * 0.2)
        #expect(point.distance(to: front.center) > radius)
        #expect(touchedView(host, at: point) === back)
        // Where the two circles overlap, the front one wins as before.
        #expect(touchedView(host, at: back.center + Vector(dx: radius * 0.5, dy: radius * 0.5)) === front)
    }

    @Test func theHitCircleScalesAndTurnsWithThePhoto() {
        let (host, scene) = photos()
        let photo = scene.image2
        let radius = photo.bounds.width / 2
        let outside = photo.center + Vector(dx: radius * 1.3, dy: 0)
        #expect(touchedView(host, at: outside) !== photo)
        photo.transform = AffineTransform(rotationAngle: 0.7).scaledBy(x: 1.5, y: 1.5)
        #expect(touchedView(host, at: outside) === photo)
        #expect(touchedView(host, at: photo.center + Vector(dx: radius * 1.45, dy: 0)) === photo)
        #expect(touchedView(host, at: photo.center + Vector(dx: radius * 1.1, dy: radius * 1.1)) !== photo)
    }

    /// A broad contact (`wl_touch.shape`) just beside a photo takes the photo, not the root that
    /// fills the window; a narrow one does not.
    @Test func aFatFingerBesideAPhotoTakesIt() {
        let (host, scene) = photos()
        let photo = scene.image1
        let beside = photo.center + Vector(dx: photo.bounds.width / 2 + 8, dy: 0)
        #expect(touchedView(host, at: beside) === scene.root)
        #expect(touchedView(host, at: beside, major: 6) === scene.root)
        #expect(touchedView(host, at: beside, major: 24) === photo)
    }
}

@Suite struct PhotoHoverTests {
    @Test func eachPhotoHoversWhileThePointerIsOverItsCircle() {
        let host = makeHost("photos")
        let scene = host.scene as! PhotosScene
        var calls: [String] = []
        host.window.addActionObserver { recognizer in
            calls.append("\(recognizer.view?.name ?? "?").\(recognizer.name ?? "?"):\(recognizer.state.rawValue)")
        }
        let input = ScriptedInput(host)
        let radius = scene.image1.bounds.width / 2
        input.send(.pointerMotion(location: scene.image1.center))
        #expect(scene.isDraggable(at: .zero))
        input.send(.pointerMotion(location: scene.image1.center + Vector(dx: 10, dy: 0)))
        // The corner of its box is outside the photo.
        input.send(.pointerMotion(location: scene.image1.center + Vector(dx: radius * 0.8, dy: -radius * 0.8)))
        #expect(!scene.isDraggable(at: .zero))
        input.send(.pointerMotion(location: scene.image2.center))
        #expect(calls == ["image1.hover:began", "image1.hover:changed", "image1.hover:ended", "image2.hover:began"])
        input.send(.pointerLeave)
        #expect(calls.last == "image2.hover:ended")
    }
}
