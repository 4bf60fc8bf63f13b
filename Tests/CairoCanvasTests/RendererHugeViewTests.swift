import CairoCanvas
import GestureKit
import Testing

/// A view pinched far past the window still shows, where it crosses the window, what it would
/// show at any size: its rim, its border and its picture, each where they are.
@Suite("Renderer: views far larger than the window")
struct RendererHugeViewTests {
    let white = RGBA(red: 255, green: 255, blue: 255)

    /// The most one such frame may take in a debug build: each measured 1–3 ms here (a 200-point
    /// window), where before a photo at 1e12 took 350 ms in a release build and one at 1e30 never
    /// finished.
    static let frameLimit = Duration.seconds(2)

    @Test(arguments: [1e3, 1e6, 1e9])
    func whereTheRimOfAHugeRoundPhotoCrossesTheWindowItsRimBorderAndPictureShow(scale: Double) throws {
        let window = makeWindow(width: 200, height: 200)
        // 100 points round, the top of its rim across the window's middle, its border 20 pixels
        // wide at any scale.
        let photo = makeRoundPhoto(
            try halvedImage(), center: Point(x: 100, y: 100 + 50 * scale), diameter: 100, border: .black)
        photo.setUnlimitedCenter(Point(x: 100, y: 100 + 50 * scale))
        photo.borderWidth = 20 / scale
        photo.setUnlimitedTransform(AffineTransform(scale: scale))
        window.addSubview(photo)
        let surface = try renderFully(window, within: Self.frameLimit)

        // Across the window the rim curves by a tenth of a pixel at most.
        for x in [0, 100, 199] {
            #expect(surface.pixel(atX: x, y: 90) == white, "above the rim at x \(x)")
            #expect(surface.pixel(atX: x, y: 110).isClose(to: RGBA(.black)), "the border at x \(x)")
            #expect(surface.pixel(atX: x, y: 130).isClose(to: RGBA(.red)), "the picture's top at x \(x)")
            #expect(surface.pixel(atX: x, y: 199).isClose(to: RGBA(.red)))
        }
    }

    @Test(arguments: [1e3, 1e6, 1e9, 1e12, 1e30])
    func aPhotoSoLargeThatTheWindowLiesInsideItShowsThePicturesPixelThere(scale: Double) throws {
        let yellow = RGBA(red: 255, green: 255, blue: 0)
        for (spot, color) in [(Point(x: 75, y: 75), yellow), (Point(x: 25, y: 30), RGBA(.red))] {
            let window = makeWindow(width: 200, height: 200)
            let photo = makeRoundPhoto(try quarteredImage(), center: .zero, diameter: 100, border: .black)
            // The window's middle on `spot` of the photo's bounds.
            photo.setUnlimitedCenter(Point(x: 100 - scale * (spot.x - 50), y: 100 - scale * (spot.y - 50)))
            photo.setUnlimitedTransform(AffineTransform(scale: scale))
            window.addSubview(photo)
            let surface = try renderFully(window, within: Self.frameLimit)

            for (x, y) in [(0, 0), (100, 100), (199, 199), (0, 199)] {
                #expect(surface.pixel(atX: x, y: y).isClose(to: color), "at \(spot), pixel \(x), \(y)")
            }
        }
    }

    @Test func aHugeViewsStrokesShowWhereTheirEdgesCrossTheWindow() throws {
        // The window's middle on a point of the view: (edge of the line's band), (its round
        // cap's tip), (the circle's outer edge); above or left of it nothing, below or right the stroke.
        let cases: [(spot: Point, vertical: Bool, color: Color)] = [
            (Point(x: 30, y: 48), true, .blue), (Point(x: 8, y: 50), false, .blue), (Point(x: 50, y: 9), true, .red),
        ]
        for (spot, vertical, color) in cases {
            let window = makeWindow(width: 200, height: 200)
            let view = StrokesView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            let scale = 1e6
            view.setUnlimitedCenter(Point(x: 100 - scale * (spot.x - 50), y: 100 - scale * (spot.y - 50)))
            view.setUnlimitedTransform(AffineTransform(scale: scale))
            window.addSubview(view)
            let surface = try renderFully(window, within: Self.frameLimit)

            let before = vertical ? surface.pixel(atX: 100, y: 90) : surface.pixel(atX: 90, y: 100)
            let after = vertical ? surface.pixel(atX: 100, y: 110) : surface.pixel(atX: 110, y: 100)
            #expect(before == white, "outside the stroke at \(spot)")
            #expect(after.isClose(to: RGBA(color)), "inside the stroke at \(spot)")
        }
    }

    @Test func textInAHugeViewShowsItsGlyphAndBreaksNothingDrawnAfterIt() throws {
        // Cairo failed to make a font at 170,000 pixels and stopped drawing for the whole frame.
        for (offset, color) in [(0.0, RGBA(.blue)), (5, RGBA(red: 255, green: 255, blue: 255))] {
            let window = makeWindow(width: 200, height: 200)
            let label = Label(text: "I", frame: Rect(x: 0, y: 0, width: 40, height: 20))
            label.textColor = .blue
            label.textAlignment = .center
            let scale = 1e4
            // The window's middle on the stem of the I (the label's middle), or 5 points right of it.
            label.setUnlimitedCenter(Point(x: 100 - scale * offset, y: 100))
            label.setUnlimitedTransform(AffineTransform(scale: scale))
            window.addSubview(label)
            let marker = makeView(center: Point(x: 10, y: 10), size: 10, background: .green)
            window.addSubview(marker)
            let surface = try renderFully(window, within: Self.frameLimit)

            #expect(surface.pixel(atX: 100, y: 100).isClose(to: color))
            #expect(surface.pixel(atX: 10, y: 10).isClose(to: RGBA(.green)), "the view drawn after the text shows")
        }
    }
}

/// A view stroking a line with a round cap and a joint, and a circle, in a 100-point square.
private final class StrokesView: View {
    override func draw(in context: DrawingContext) {
        context.strokeLine(
            through: [Point(x: 10, y: 50), Point(x: 50, y: 50), Point(x: 50, y: 90)], width: 4, color: .blue,
            cap: .round)
        context.strokeEllipse(in: Rect(x: 10, y: 10, width: 80, height: 80), width: 2, color: .red)
    }
}
