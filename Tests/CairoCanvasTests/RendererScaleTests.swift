import CairoCanvas
import GestureKit
import Testing

@Suite("Renderer: buffer scale")
struct RendererScaleTests {
    let gray = RGBA(red: 128, green: 128, blue: 128)

    /// A white 20 pt square at (10, 10) with a 1 pt black border, on gray.
    func borderedSquare() -> Window {
        let window = makeWindow(width: 40, height: 40, background: gray.color)
        let square = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        square.backgroundColor = .white
        square.borderWidth = 1
        square.borderColor = .black
        window.addSubview(square)
        return window
    }

    @Test func atScale2AOnePointBorderCoversExactlyTwoPixels() throws {
        let surface = try renderFully(borderedSquare(), scale: 2)
        #expect(surface.pixelWidth == 80)
        let row = 40
        #expect(surface.pixel(atX: 19, y: row) == gray)
        #expect(surface.pixel(atX: 20, y: row) == RGBA(.black))
        #expect(surface.pixel(atX: 21, y: row) == RGBA(.black))
        #expect(surface.pixel(atX: 22, y: row) == RGBA(.white))
        #expect(surface.pixel(atX: 57, y: row) == RGBA(.white))
        #expect(surface.pixel(atX: 58, y: row) == RGBA(.black))
        #expect(surface.pixel(atX: 59, y: row) == RGBA(.black))
        #expect(surface.pixel(atX: 60, y: row) == gray)
    }

    @Test func atScale1ThatBorderCoversOnePixel() throws {
        let surface = try renderFully(borderedSquare())
        #expect(surface.pixel(atX: 9, y: 20) == gray)
        #expect(surface.pixel(atX: 10, y: 20) == RGBA(.black))
        #expect(surface.pixel(atX: 11, y: 20) == RGBA(.white))
    }

    @Test func atScale1Point5EdgesLandOnPixelsOrShareThem() throws {
        let surface = try renderFully(borderedSquare(), scale: 1.5)
        #expect(surface.pixelWidth == 60)
        // The square spans pixels 15 to 45; its 1.5 px border fills pixel 15 and half of 16.
        let row = 30
        #expect(surface.pixel(atX: 14, y: row) == gray)
        #expect(surface.pixel(atX: 15, y: row) == RGBA(.black))
        #expect(surface.pixel(atX: 16, y: row).isClose(to: gray, tolerance: 2))
        #expect(surface.pixel(atX: 17, y: row) == RGBA(.white))
        #expect(surface.pixel(atX: 44, y: row) == RGBA(.black))
        #expect(surface.pixel(atX: 45, y: row) == gray)
    }

    @Test func imagesAreSampledFromTheirOwnPixelsAtAnyScale() throws {
        let window = makeWindow(width: 100, height: 100)
        let photo = ImageView(image: try quarteredImage())
        photo.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        window.addSubview(photo)
        let surface = try renderFully(window, scale: 1.25)

        #expect(surface.pixel(atX: 10, y: 10) == RGBA(.red))
        #expect(surface.pixel(atX: 115, y: 10) == RGBA(.green))
        #expect(surface.pixel(atX: 10, y: 115) == RGBA(.blue))
    }
}
