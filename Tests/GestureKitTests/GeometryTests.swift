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
        button.addGestureRecognizer(TapGestureRecognizer())
        window.addSubview(button)
        let nearMiss = Point(x: 118, y: 105)
        #expect(window.hitTest(nearMiss, radius: 0) === window)
        #expect(window.hitTest(nearMiss, radius: 12) === button)
        #expect(window.hitTest(Point(x: 200, y: 200), radius: 12) === window)
    }

    /// A scene's root fills the window and has recognizers of its own (swipes on the background):
    /// a fat finger beside a small target still gets the target, the nearest one first.
    @Test func fatFingerPrefersTheNearestTargetInFrontOfTheBackground() {
        let window = Window(size: Size(width: 400, height: 400))
        let root = View(frame: window.bounds)
        root.addGestureRecognizer(SwipeGestureRecognizer())
        let near = View(frame: Rect(x: 100, y: 100, width: 10, height: 10))
        let far = View(frame: Rect(x: 131, y: 100, width: 10, height: 10))
        let decoration = View(frame: Rect(x: 100, y: 200, width: 10, height: 10))
        for view in [near, far] { view.addGestureRecognizer(TapGestureRecognizer()) }
        for view in [near, far, decoration] { root.addSubview(view) }
        window.addSubview(root)
        // 8 pt right of `near`, 13 pt left of `far`.
        let between = Point(x: 118, y: 105)
        #expect(window.hitTest(between, radius: 0) === root)
        #expect(window.hitTest(between, radius: 15) === near)
        #expect(window.hitTest(Point(x: 126, y: 105), radius: 15) === far)
        // A view without recognizers does not pull a finger off the background.
        #expect(window.hitTest(Point(x: 118, y: 205), radius: 15) === root)
        // A finger squarely on a target keeps it.
        #expect(window.hitTest(Point(x: 135, y: 105), radius: 30) === far)
    }

    @Test func aRoundedRectangleContainsWhatItsRoundedCornersCover() {
        let square = Rect(x: 0, y: 0, width: 100, height: 100)
        // A circle: the box's corner is out, the edge's middle and the centre are in.
        #expect(!square.contains(Point(x: 5, y: 5), cornerRadius: 50))
        #expect(square.contains(Point(x: 50, y: 1), cornerRadius: 50))
        #expect(square.contains(Point(x: 50, y: 50), cornerRadius: 50))
        #expect(square.contains(Point(x: 15, y: 15), cornerRadius: 50))  // 49.5 from the centre
        #expect(!square.contains(Point(x: 14, y: 14), cornerRadius: 50))  // 50.9 from the centre
        // Small corners: only the very corner is out.
        #expect(!square.contains(Point(x: 1, y: 1), cornerRadius: 10))
        #expect(square.contains(Point(x: 4, y: 4), cornerRadius: 10))
        #expect(square.contains(Point(x: 1, y: 50), cornerRadius: 10))
        #expect(square.contains(Point(x: 1, y: 1), cornerRadius: 0))
        // A radius beyond half the side is capped, as drawing caps it.
        #expect(square.contains(Point(x: 50, y: 1), cornerRadius: 500))
    }

    /// `point(inside:)` is asked in the view's own coordinates: a round view scaled and turned
    /// is hit by its circle.
    @Test func aViewsOwnHitShapeScalesAndTurnsWithIt() {
        final class Disc: View {
            override func point(inside point: Point) -> Bool {
                point.distance(to: bounds.center) <= bounds.width / 2
            }
        }
        let window = Window(size: Size(width: 400, height: 400))
        let disc = Disc(frame: Rect(x: 150, y: 150, width: 100, height: 100))
        window.addSubview(disc)
        #expect(window.hitTest(Point(x: 155, y: 155)) === window)
        #expect(window.hitTest(Point(x: 200, y: 152)) === disc)
        disc.transform = AffineTransform(rotationAngle: .pi / 4).scaledBy(x: 2, y: 2)
        // Radius 100 now: the old corner is well inside, a point 99 pt out is in, 101 pt is out.
        #expect(window.hitTest(Point(x: 155, y: 155)) === disc)
        #expect(window.hitTest(Point(x: 299, y: 200)) === disc)
        #expect(window.hitTest(Point(x: 301, y: 200)) === window)
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

    @Test func aClippedRoundViewTurnedPaintsOnlyItsCirclesBox() {
        let window = Window(size: Size(width: 400, height: 400))
        let disc = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        disc.cornerRadius = 50
        disc.borderWidth = 2
        disc.clipsToBounds = true
        window.addSubview(disc)
        let upright = disc.paintedAreaInWindow
        disc.transform = AffineTransform(rotationAngle: .pi / 4)
        // The circle (with its border) turns into itself: the same box, not the turned square's.
        let turned = disc.paintedAreaInWindow
        #expect(abs(turned.width - upright.width) < 1e-9 && abs(turned.height - upright.height) < 1e-9)
        #expect(abs(upright.width - 104) < 1e-9)
        // Scaled twice as wide, it is an ellipse 208 points across and still 104 high.
        disc.transform = AffineTransform(scaleX: 2, y: 1)
        #expect(abs(disc.paintedAreaInWindow.width - 208) < 1e-9)
        #expect(abs(disc.paintedAreaInWindow.height - 104) < 1e-9)
        // Unclipped, its content may fill the corners: the turned square's box.
        disc.clipsToBounds = false
        disc.transform = AffineTransform(rotationAngle: .pi / 4)
        #expect(disc.paintedAreaInWindow.width > 104 * 1.4)
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
