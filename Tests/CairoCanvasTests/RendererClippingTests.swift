import CairoCanvas
import GestureKit
import Testing

@Suite("Renderer: corners, clipping and borders")
struct RendererClippingTests {
    let background = RGBA(red: 240, green: 240, blue: 240)

    func renderRoundPhoto(border: Color) throws -> CairoSurface {
        let window = makeWindow(width: 200, height: 200, background: background.color)
        window.addSubview(
            makeRoundPhoto(try solidImage(.blue), center: Point(x: 100, y: 100), diameter: 100, border: border))
        return try renderFully(window)
    }

    @Test func aRoundPhotosRimIsItsBorderColour() throws {
        let surface = try renderRoundPhoto(border: .orange)
        let orange = RGBA(.orange)
        // The 2 pt border lies inside the 50 pt radius: pixels 148 and 149 on each axis. The
        // outer ones share the antialiased edge, where Cairo's coverage is good to a few percent.
        #expect(surface.pixel(atX: 148, y: 100).isClose(to: orange, tolerance: 2))
        #expect(surface.pixel(atX: 100, y: 51).isClose(to: orange, tolerance: 2))
        #expect(surface.pixel(atX: 51, y: 100).isClose(to: orange, tolerance: 2))
        #expect(surface.pixel(atX: 149, y: 100).isClose(to: orange, tolerance: 12))
        #expect(surface.pixel(atX: 100, y: 50).isClose(to: orange, tolerance: 12))
        #expect(surface.pixel(atX: 146, y: 100) == RGBA(.blue))
    }

    @Test func outsideTheCircleButInsideTheSquareIsBackground() throws {
        let surface = try renderRoundPhoto(border: .gray)
        // The square's corners, and the pixel just past the rim.
        #expect(surface.pixel(atX: 55, y: 55) == background)
        #expect(surface.pixel(atX: 145, y: 146) == background)
        #expect(surface.pixel(atX: 150, y: 100) == background)
        #expect(surface.pixel(atX: 100, y: 100) == RGBA(.blue))
    }

    /// A window with a `size`-point view at its centre that holds a red subview at `redFrame`;
    /// `configure` sets the parent up before the render.
    func renderParent(size: Double, windowSize: Double, redFrame: Rect, _ configure: (View) -> Void) throws
        -> CairoSurface
    {
        let window = makeWindow(width: windowSize, height: windowSize)
        let parent = makeView(center: Point(x: windowSize / 2, y: windowSize / 2), size: size)
        let red = View(frame: redFrame)
        red.backgroundColor = .red
        parent.addSubview(red)
        configure(parent)
        window.addSubview(parent)
        return try renderFully(window)
    }

    /// Covers the parent's bottom-right quarter and reaches 50 pt beyond it.
    let overhangingFrame = Rect(x: 50, y: 50, width: 100, height: 100)

    @Test func clipsToBoundsCutsSubviewsAtTheEdge() throws {
        let surface = try renderParent(size: 100, windowSize: 200, redFrame: overhangingFrame) {
            $0.clipsToBounds = true
        }

        #expect(surface.pixel(atX: 149, y: 149) == RGBA(.red))
        #expect(surface.pixel(atX: 150, y: 149) == RGBA(.white))
        #expect(surface.pixel(atX: 149, y: 150) == RGBA(.white))
        #expect(surface.pixel(atX: 180, y: 180) == RGBA(.white))
    }

    @Test func withoutClippingSubviewsDrawPastTheBounds() throws {
        let surface = try renderParent(size: 100, windowSize: 200, redFrame: overhangingFrame) { _ in }

        #expect(surface.pixel(atX: 180, y: 180) == RGBA(.red))
    }

    @Test func roundedClippingCutsSubviewsAlongTheCorner() throws {
        let surface = try renderParent(size: 100, windowSize: 200, redFrame: Rect(x: 0, y: 0, width: 100, height: 100))
        {
            $0.cornerRadius = 30
            $0.clipsToBounds = true
        }

        #expect(surface.pixel(atX: 51, y: 51) == RGBA(.white))
        #expect(surface.pixel(atX: 65, y: 65) == RGBA(.red))
        #expect(surface.pixel(atX: 100, y: 51) == RGBA(.red))
    }

    @Test func theBorderIsDrawnOverSubviews() throws {
        let surface = try renderParent(size: 60, windowSize: 100, redFrame: Rect(x: 0, y: 0, width: 60, height: 60)) {
            $0.borderWidth = 4
            $0.borderColor = .black
        }

        // Bounds span 20…80; the border fills 20…24 over the red subview.
        #expect(surface.pixel(atX: 21, y: 50) == RGBA(.black))
        #expect(surface.pixel(atX: 23, y: 50) == RGBA(.black))
        #expect(surface.pixel(atX: 24, y: 50) == RGBA(.red))
        #expect(surface.pixel(atX: 19, y: 50) == RGBA(.white))
    }

    @Test func aBackgroundFollowsTheCornerRadiusEvenWithoutClipping() throws {
        let window = makeWindow(width: 100, height: 100)
        let view = makeView(center: Point(x: 50, y: 50), size: 60, background: .blue)
        view.cornerRadius = 20
        window.addSubview(view)
        let surface = try renderFully(window)

        #expect(surface.pixel(atX: 21, y: 21) == RGBA(.white))
        #expect(surface.pixel(atX: 50, y: 21) == RGBA(.blue))
    }
}
