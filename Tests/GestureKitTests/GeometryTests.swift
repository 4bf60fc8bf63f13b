import GestureKit
import Testing

@Suite struct GeometryTests {
    @Test func transformsComposeInCoreGraphicsOrder() {
        // Scale then rotate by 90°: (1, 0) → (2, 0) → (0, 2).
        let transform = AffineTransform(scale: 2).concatenating(AffineTransform(rotationAngle: .pi / 2))
        let mapped = transform.apply(to: Point(x: 1, y: 0))
        #expect(abs(mapped.x) < 1e-9 && abs(mapped.y - 2) < 1e-9)
        #expect(abs(transform.scale - 2) < 1e-9)
        #expect(abs(transform.rotation - .pi / 2) < 1e-9)
    }

    @Test func inverseUndoesTransform() throws {
        let transform = AffineTransform(rotationAngle: 0.7).scaledBy(x: 1.5, y: 1.5).translatedBy(x: 10, y: -4)
        let inverse = try #require(transform.inverted)
        let point = Point(x: 13, y: 27)
        let back = inverse.apply(to: transform.apply(to: point))
        #expect(back.distance(to: point) < 1e-9)
        #expect(AffineTransform(scale: 0).inverted == nil)
    }

    @Test func rectUnionAndIntersection() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 5, y: 5, width: 10, height: 10)
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 15, height: 15))
        #expect(a.intersection(b) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.intersection(Rect(x: 20, y: 20, width: 1, height: 1)) == .zero)
        #expect(a.contains(Point(x: 0, y: 0)) && !a.contains(Point(x: 10, y: 5)))
    }

    @Test func convertsPointsThroughScaledAndRotatedViews() {
        let window = Window(size: Size(width: 400, height: 400))
        let view = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(view)
        // Rotated 90° clockwise about its centre (150, 150): its local top-left corner (0, 0),
        // 50 up and 50 left of the centre, ends up 50 right and 50 up of it.
        view.transform = AffineTransform(rotationAngle: .pi / 2)
        let corner = view.convert(Point(x: 0, y: 0), to: nil)
        #expect(corner.distance(to: Point(x: 200, y: 100)) < 1e-9)
        let back = view.convert(corner, from: nil)
        #expect(back.distance(to: .zero) < 1e-9)
        // Scaled ×2: the local point (75, 50) is 25 right of centre → 50 right in the window.
        view.transform = AffineTransform(scale: 2)
        #expect(view.convert(Point(x: 75, y: 50), to: window).distance(to: Point(x: 200, y: 150)) < 1e-9)
        #expect(view.frame == Rect(x: 50, y: 50, width: 200, height: 200))
    }

    @Test func hitTestingFollowsTransformsAndSkipsHiddenViews() {
        let window = Window(size: Size(width: 400, height: 400))
        let view = View(frame: Rect(x: 100, y: 100, width: 100, height: 20))
        window.addSubview(view)
        #expect(window.hitTest(Point(x: 150, y: 150)) === window)
        #expect(window.hitTest(Point(x: 110, y: 110)) === view)
        // Turned upright about its centre (150, 110), the thin bar now covers (140…160, 60…160).
        view.transform = AffineTransform(rotationAngle: .pi / 2)
        #expect(window.hitTest(Point(x: 150, y: 150)) === view)
        #expect(window.hitTest(Point(x: 110, y: 110)) === window)
        view.isHidden = true
        #expect(window.hitTest(Point(x: 150, y: 150)) === window)
        view.isHidden = false
        view.alpha = 0
        #expect(window.hitTest(Point(x: 150, y: 150)) === window)
        view.alpha = 1
        view.isUserInteractionEnabled = false
        #expect(window.hitTest(Point(x: 150, y: 150)) === window)
    }

    @Test func frontmostSubviewWinsHitTest() {
        let window = Window(size: Size(width: 400, height: 400))
        let back = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let front = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
        window.addSubview(back)
        window.addSubview(front)
        #expect(window.hitTest(Point(x: 150, y: 150)) === front)
        window.bringSubviewToFront(back)
        #expect(window.hitTest(Point(x: 150, y: 150)) === back)
        #expect(window.subviews.last === back)
    }

    @Test func fatFingerHitsSmallViewNearby() {
        let window = Window(size: Size(width: 400, height: 400))
        let button = View(frame: Rect(x: 100, y: 100, width: 10, height: 10))
        window.addSubview(button)
        let nearMiss = Point(x: 118, y: 105)
        #expect(window.hitTest(nearMiss, radius: 0) === window)
        #expect(window.hitTest(nearMiss, radius: 12) === button)
        #expect(window.hitTest(Point(x: 200, y: 200), radius: 12) === window)
    }

    @Test func changesDamageOldAndNewArea() {
        let window = Window(size: Size(width: 400, height: 400))
        let view = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(view)
        _ = window.takeDamage()
        view.center = Point(x: 300, y: 300)
        let damage = window.takeDamage()
        #expect(damage.rects.contains { $0.contains(Point(x: 15, y: 15)) })
        #expect(damage.rects.contains { $0.contains(Point(x: 295, y: 295)) })
        #expect(!damage.rects.contains { $0.contains(Point(x: 150, y: 150)) })
        #expect(window.takeDamage().isEmpty)
    }

    @Test func damageRegionMergesOverlapsAndCapsItsSize() {
        var region = DamageRegion()
        region.add(Rect(x: 0, y: 0, width: 10, height: 10))
        region.add(Rect(x: 5, y: 5, width: 10, height: 10))
        #expect(region.rects == [Rect(x: 0, y: 0, width: 15, height: 15)])
        for index in 0..<20 { region.add(Rect(x: Double(index) * 50 + 100, y: 0, width: 5, height: 5)) }
        #expect(region.rects.count <= DamageRegion.maximumRectCount)
        #expect(region.bounds.contains(Point(x: 1, y: 1)))
    }
}
