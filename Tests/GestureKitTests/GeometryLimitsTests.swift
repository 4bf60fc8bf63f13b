import GestureKit
import Testing

/// Issue 20: what gestures and keys accumulate stays in range. A view clamps its geometry to its
/// limits and ignores what is not a number.
@Suite struct GeometryLimitsTests {
    private func axisScales(_ transform: AffineTransform) -> (Double, Double) {
        (
            (transform.a * transform.a + transform.b * transform.b).squareRoot(),
            (transform.c * transform.c + transform.d * transform.d).squareRoot()
        )
    }

    @Test func aScaleMultipliedWithoutEndStopsAtTheLimitKeepingItsTurn() {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        view.transform = AffineTransform(rotationAngle: 0.5)
        // Three wide pinch-outs, then a key held for hundreds of repeats.
        for _ in 0..<3 { view.transform = view.transform.scaledBy(x: 256, y: 256) }
        for _ in 0..<400 { view.transform = view.transform.scaledBy(x: 1.189, y: 1.189) }
        #expect(abs(view.transform.scale - Defaults.viewScale.upperBound) < 1e-9)
        #expect(abs(view.transform.rotation - 0.5) < 1e-9)
        for _ in 0..<400 { view.transform = view.transform.scaledBy(x: 0.5, y: 0.5) }
        #expect(abs(view.transform.scale - Defaults.viewScale.lowerBound) < 1e-15)
        #expect(abs(view.transform.rotation - 0.5) < 1e-9)
    }

    @Test func eachAxisIsClampedOnItsOwn() {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        view.transform = AffineTransform(scaleX: 1e-300, y: 1e300)
        let (x, y) = axisScales(view.transform)
        #expect(x == Defaults.viewScale.lowerBound && y == Defaults.viewScale.upperBound)
        view.transform = AffineTransform(scaleX: .greatestFiniteMagnitude, y: 2)
        #expect(axisScales(view.transform) == (Defaults.viewScale.upperBound, 2))
    }

    @Test func whatIsNotANumberIsIgnored() {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        view.center = Point(x: 40, y: 60)
        view.transform = AffineTransform(scale: 2)
        view.alpha = 0.5
        view.center = Point(x: .nan, y: 3)
        view.center = Point(x: 3, y: .infinity)
        view.transform = AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        view.transform = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: -.infinity, ty: 0)
        view.bounds = Rect(x: 0, y: 0, width: .nan, height: 10)
        view.alpha = .nan
        #expect(view.center == Point(x: 40, y: 60))
        #expect(view.transform == AffineTransform(scale: 2))
        #expect(view.bounds == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.alpha == 0.5)
        view.alpha = 7
        #expect(view.alpha == 1)
    }

    @Test func positionsAndSizesStayWithinTheCoordinates() {
        let view = View(frame: Rect(x: 0, y: 0, width: 1e300, height: 10))
        #expect(view.bounds.width == Defaults.viewCoordinates.upperBound)
        view.center = Point(x: -1e200, y: 1e9)
        #expect(view.center == Point(x: Defaults.viewCoordinates.lowerBound, y: Defaults.viewCoordinates.upperBound))
        view.transform = AffineTransform(translationX: 1e30, y: 0)
        #expect(view.transform.tx == Defaults.viewCoordinates.upperBound)
        view.bounds = Rect(x: 0, y: 0, width: -5, height: 10)
        #expect(view.bounds.width == 0)
    }

    @Test func aZeroScaleIsTheSmallestAndAFlattenedViewIsRefused() {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        view.transform = AffineTransform(scale: 0)
        #expect(axisScales(view.transform) == (Defaults.viewScale.lowerBound, Defaults.viewScale.lowerBound))
        view.transform = AffineTransform(rotationAngle: 1)
        // Both axes along one line: nothing maps back into the view.
        view.transform = AffineTransform(a: 1, b: 1, c: 2, d: 2, tx: 0, ty: 0)
        #expect(view.transform == AffineTransform(rotationAngle: 1))
        #expect(view.transform.inverted != nil)
    }

    @Test func narrowingTheLimitsClampsTheViewAtOnceAndAppsCannotPassTheHardest() {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        view.transform = AffineTransform(scale: 50)
        view.geometryLimits = GeometryLimits(scale: 0.25...8)
        #expect(abs(view.transform.scale - 8) < 1e-9)
        let wide = GeometryLimits(scale: 1e-30...1e30, coordinates: -1e300...1e300)
        #expect(wide == GeometryLimits.hardest)
        view.geometryLimits = wide
        view.transform = AffineTransform(scale: 1e12)
        #expect(abs(view.transform.scale - GeometryLimits.hardest.scale.upperBound) < 1e-3)
    }
}
