import CairoCanvas
import GestureKit
import Testing

/// No transform, however large, small, degenerate or not a number, makes a frame slow, traps, or
/// spoils what the rest of the window shows: a view Cairo cannot place is simply not drawn.
@Suite("Renderer: extreme transforms")
struct RendererExtremeTransformTests {
    /// What the window shows where a photo would be: all of it, or none.
    enum Shows: Sendable {
        case photo, nothing
    }

    static let white = RGBA(red: 255, green: 255, blue: 255)

    /// Each frame measured 1–4 ms here in a debug build (a 200-point window).
    static let frameLimit = Duration.seconds(2)

    /// A red photo, 100 points round, centred in a 200-point window and placed by `transform`
    /// inside `parent` (when given, centred too, transformed by `parentTransform`), then a green
    /// marker drawn after it in the corner.
    private func render(
        _ transform: AffineTransform, parentTransform: AffineTransform? = nil
    ) throws -> CairoSurface {
        let window = makeWindow(width: 200, height: 200)
        let photo = makeRoundPhoto(try solidImage(.red), center: Point(x: 100, y: 100), diameter: 100, border: .red)
        photo.setUnlimitedTransform(transform)
        if let parentTransform {
            let parent = makeView(center: Point(x: 100, y: 100), size: 200)
            parent.setUnlimitedTransform(parentTransform)
            parent.addSubview(photo)
            window.addSubview(parent)
        } else {
            window.addSubview(photo)
        }
        window.addSubview(makeView(center: Point(x: 5, y: 5), size: 10, background: .green))
        return try renderFully(window, within: Self.frameLimit)
    }

    /// Every pixel but the marker's is the photo's red, or the window's white.
    private func expect(_ surface: CairoSurface, shows: Shows, _ name: String) {
        #expect(surface.pixel(atX: 5, y: 5) == RGBA(.green), "\(name): the marker drawn after the photo")
        let expected = shows == .photo ? RGBA(.red) : Self.white
        var wrong = 0
        for y in stride(from: 0, to: 200, by: 3) {
            for x in stride(from: 0, to: 200, by: 3) where x >= 10 || y >= 10 {
                if !surface.pixel(atX: x, y: y).isClose(to: expected) { wrong += 1 }
            }
        }
        #expect(wrong == 0, "\(name): \(wrong) pixels are not \(shows)")
    }

    @Test func hugeTinyDegenerateAndNonFiniteTransformsDrawTheirViewOrNothing() throws {
        let cases: [(String, AffineTransform, Shows)] = [
            ("scaled 1e9", AffineTransform(scale: 1e9), .photo),
            ("scaled 1e30", AffineTransform(scale: 1e30), .photo),
            ("turned and scaled 1e30", AffineTransform(rotationAngle: 0.7).scaledBy(x: 1e30, y: 1e30), .photo),
            // Past about 1e150 pixels a point the matrix's determinant overflows: Cairo cannot hold it.
            ("scaled 1e300", AffineTransform(scale: 1e300), .nothing),
            ("squeezed 1e-300 across", AffineTransform(a: 1e-300, b: 0, c: 0, d: 1, tx: 0, ty: 0), .nothing),
            ("squeezed 1e-300 down", AffineTransform(a: 1, b: 0, c: 0, d: 1e-300, tx: 0, ty: 0), .nothing),
            (
                "stretched 1e300, squeezed 1e-300", AffineTransform(a: 1e300, b: 0, c: 0, d: 1e-300, tx: 0, ty: 0),
                .nothing
            ),
            ("scaled 1e-9", AffineTransform(scale: 1e-9), .nothing),
            ("zero", AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0), .nothing),
            ("collapsed onto a line", AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0), .nothing),
            ("NaN", AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0), .nothing),
            ("infinite", AffineTransform(a: .infinity, b: 0, c: 0, d: .infinity, tx: 0, ty: 0), .nothing),
            ("moved by NaN", AffineTransform(translationX: .nan, y: 0), .nothing),
            ("moved 1e300 away", AffineTransform(translationX: 1e300, y: -1e300), .nothing),
        ]
        for (name, transform, shows) in cases {
            expect(try render(transform), shows: shows, name)
        }
    }

    @Test func throughASuperviewTheMatrixTheyMakeTogetherIsChecked() throws {
        let cases: [(String, AffineTransform, AffineTransform, Shows)] = [
            ("a NaN parent", .identity, AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0), .nothing),
            ("an infinite parent", .identity, AffineTransform(translationX: .infinity, y: 0), .nothing),
            // Each finite, their product not: Cairo would put the whole context in an error state.
            ("1e200 inside 1e200", AffineTransform(scale: 1e200), AffineTransform(scale: 1e200), .nothing),
            ("1e-200 inside 1e-200", AffineTransform(scale: 1e-200), AffineTransform(scale: 1e-200), .nothing),
            ("1e100 inside 1e100", AffineTransform(scale: 1e100), AffineTransform(scale: 1e100), .nothing),
            ("1e9 inside 1e9", AffineTransform(scale: 1e9), AffineTransform(scale: 1e9), .photo),
        ]
        for (name, transform, parentTransform, shows) in cases {
            expect(try render(transform, parentTransform: parentTransform), shows: shows, name)
        }
    }

    @Test func aHugeParentWhoseChildShrinksBackDrawsTheChildAsUsual() throws {
        let window = makeWindow(width: 200, height: 200)
        // Powers of two, and the parent's origin in its middle, so that the product is exact:
        // otherwise the child's place is lost to rounding (100 + 1e102 − 1e102).
        let parent = View(frame: .zero)
        parent.bounds = Rect(x: -100, y: -100, width: 200, height: 200)
        parent.center = Point(x: 100, y: 100)
        parent.setUnlimitedTransform(AffineTransform(scale: 0x1p300))
        let photo = makeRoundPhoto(try solidImage(.red), center: .zero, diameter: 100, border: .red)
        photo.setUnlimitedTransform(AffineTransform(scale: 0x1p-300))
        parent.addSubview(photo)
        window.addSubview(parent)
        let surface = try renderFully(window, within: Self.frameLimit)

        // The photo at its own size: 100 points round in the middle.
        #expect(surface.pixel(atX: 100, y: 100).isClose(to: RGBA(.red)))
        #expect(surface.pixel(atX: 100, y: 145).isClose(to: RGBA(.red)))
        #expect(surface.pixel(atX: 100, y: 155) == Self.white)
        #expect(surface.pixel(atX: 20, y: 20) == Self.white)
    }
}
