import CairoCanvas
import GestureKit
import Testing

@Suite("Renderer: damage-limited redraws")
struct RendererDamageTests {
    /// Two round photos, one of them turned, on a light background; the damage already drawn.
    func photosWindow() throws -> Window {
        let window = makeWindow(width: 240, height: 160, background: Color(hex: 0xF2F2F7))
        window.addSubview(
            makeRoundPhoto(try quarteredImage(), center: Point(x: 60, y: 60), diameter: 80, border: .gray))
        let second = makeRoundPhoto(
            try quarteredImage(), center: Point(x: 170, y: 90), diameter: 80, border: .orange)
        second.transform = AffineTransform(rotationAngle: 0.4)
        window.addSubview(second)
        _ = window.takeDamage()
        return window
    }

    @Test(arguments: [1.0, 1.5, 2.0])
    func aRedrawOfTheDamageEqualsAFullRedrawAfterAViewMoves(scale: Double) throws {
        let window = try photosWindow()
        let surface = try renderFully(window, scale: scale)

        let moved = window.subviews[0]
        moved.center = Point(x: 95.3, y: 71.6)
        moved.transform = AffineTransform(rotationAngle: -0.3).scaledBy(x: 1.2, y: 1.2)
        moved.alpha = 0.7
        let damage = window.takeDamage()
        #expect(!damage.isEmpty)
        #expect(damage.bounds.width < window.bounds.width)
        Renderer().render(window, into: surface, scale: scale, damage: damage)

        // Cairo samples a pixel row differently when a clip edge crosses a shape's edge in it,
        // so antialiased pixels on such rows may differ by a few levels; nothing else may.
        let difference = differences(between: surface, and: try renderFully(window, scale: scale))
        #expect(difference.largest <= 16)
        #expect(difference.count <= surface.pixelWidth * surface.pixelHeight / 1000)
    }

    @Test func bringingAViewToFrontRedrawsTheOverlap() throws {
        let window = try photosWindow()
        let surface = try renderFully(window)

        window.subviews[1].center = Point(x: 100, y: 70)
        window.bringSubviewToFront(window.subviews[0])
        Renderer().render(window, into: surface, damage: window.takeDamage())

        #expect(differences(between: surface, and: try renderFully(window)).count == 0)
    }

    @Test func pixelsOutsideTheDamageAreLeftAlone() throws {
        let window = makeWindow(width: 100, height: 100)
        let surface = try renderFully(window)
        // Paint the whole window red behind the renderer's back, then damage one corner.
        window.backgroundColor = .red
        _ = window.takeDamage()
        var damage = DamageRegion()
        damage.add(Rect(x: 0, y: 0, width: 10, height: 10))
        let redrawn = Renderer().render(window, into: surface, scale: 2, damage: damage)

        #expect(redrawn == [Rect(x: 0, y: 0, width: 20, height: 20)])
        #expect(surface.pixel(atX: 19, y: 19) == RGBA(.red))
        #expect(surface.pixel(atX: 20, y: 19) == RGBA(.white))
    }

    @Test func damageAtFractionalScaleGrowsToWholePixels() throws {
        let window = makeWindow(width: 100, height: 100)
        let surface = try renderFully(window, scale: 1.25)
        var damage = DamageRegion()
        damage.add(Rect(x: 1, y: 1, width: 3, height: 3))
        let redrawn = Renderer().render(window, into: surface, scale: 1.25, damage: damage)

        // 1.25…5 px grows to 1…5.
        #expect(redrawn == [Rect(x: 1, y: 1, width: 4, height: 4)])
    }

    @Test func noDamageDrawsNothing() throws {
        let window = makeWindow(width: 50, height: 50)
        let surface = try CairoSurface(pixelWidth: 50, pixelHeight: 50)
        let redrawn = Renderer().render(window, into: surface, damage: DamageRegion())

        #expect(redrawn.isEmpty)
        #expect(surface.pixel(atX: 25, y: 25) == RGBA(red: 0, green: 0, blue: 0, alpha: 0))
    }
}
