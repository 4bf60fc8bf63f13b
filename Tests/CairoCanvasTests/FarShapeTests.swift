import CCairo
import GestureKit
import Testing

@testable import CairoCanvas

/// Shapes, strokes, text and images of a view far past the surface are built by us in device
/// pixels (DeviceOutline) instead of by Cairo; drawn both ways where Cairo still can, at sizes
/// that fit, the two pictures agree but for antialiased edges.
@Suite("Far shapes drawn as Cairo draws them")
struct FarShapeTests {
    static let size = 200

    /// A light surface and a context on it whose matrix turns and scales, so that edges fall
    /// between pixels.
    private func canvas(scale: Double = 1.7) throws -> (CairoSurface, CairoDrawingContext) {
        let surface = try CairoSurface(pixelWidth: Self.size, pixelHeight: Self.size)
        let context = CairoDrawingContext(surface: surface)
        context.fill(Rect(x: 0, y: 0, width: 200, height: 200), with: Color(red: 0.95, green: 0.95, blue: 0.97))
        cairo_translate(context.cairo, 23.3, 7.7)
        cairo_rotate(context.cairo, 0.3)
        cairo_scale(context.cairo, scale, scale)
        return (surface, context)
    }

    /// The differences between drawing by Cairo (`near`) and by outlines (`far`).
    private func compare(
        scale: Double = 1.7, near: (CairoDrawingContext) -> Void, far: (CairoDrawingContext) -> Void
    ) throws -> (count: Int, largest: Int) {
        let (cairos, cairoContext) = try canvas(scale: scale)
        near(cairoContext)
        let (ours, ourContext) = try canvas(scale: scale)
        far(ourContext)
        #expect(cairo_status(ourContext.cairo) == CAIRO_STATUS_SUCCESS)
        return differences(between: ours, and: cairos)
    }

    @Test func filledShapesMatch() throws {
        let rect = Rect(x: 10, y: 12, width: 80, height: 60)
        let rounded = try compare(
            near: { $0.fill(rect, cornerRadius: 15, with: .blue) },
            far: { context in
                var outline = context.emptyOutline()
                outline.addRoundedRect(rect, radius: 15)
                context.addToPath(outline.clipped)
                context.fillPath(with: .blue)
            })
        let ellipse = try compare(
            near: { $0.fillEllipse(in: rect, with: .blue) },
            far: { context in
                var outline = context.emptyOutline()
                outline.addEllipse(in: rect)
                context.addToPath(outline.clipped)
                context.fillPath(with: .blue)
            })
        for (name, difference) in [("rounded", rounded), ("ellipse", ellipse)] {
            #expect(difference.count < 400 && difference.largest <= 40, "\(name): \(difference)")
        }
    }

    @Test(arguments: [LineCap.round, .square, .butt])
    func strokesMatch(cap: LineCap) throws {
        let points = [Point(x: 10, y: 20), Point(x: 60, y: 25), Point(x: 40, y: 80), Point(x: 90, y: 90)]
        let line = try compare(
            near: { $0.strokeLine(through: points, width: 6, color: .blue, cap: cap) },
            far: { $0.fillFarStroke(through: points, width: 6, color: .blue, cap: cap) })
        let dot = try compare(
            near: { $0.strokeLine(through: [points[0]], width: 6, color: .blue, cap: cap) },
            far: { $0.fillFarStroke(through: [points[0]], width: 6, color: .blue, cap: cap) })
        let ring = try compare(
            near: { $0.strokeEllipse(in: Rect(x: 10, y: 10, width: 70, height: 70), width: 5, color: .red) },
            far: { $0.fillFarStroke(ofEllipseIn: Rect(x: 10, y: 10, width: 70, height: 70), width: 5, color: .red) })
        // Edges only: the ring's four run about 800 pixels.
        for (name, difference) in [("line", line), ("dot", dot), ("ring", ring)] {
            #expect(difference.count < 1200 && difference.largest <= 40, "\(name), \(cap): \(difference)")
        }
    }

    /// One line, centred; two lines wrapped in a narrower rectangle, each centred.
    @Test(arguments: [
        ("Gesture", Rect(x: 5, y: 20, width: 100, height: 30), 1),
        ("Gesture canvas", Rect(x: 5, y: 10, width: 80, height: 60), 0),
    ])
    func textMatches(text: String, rect: Rect, numberOfLines: Int) throws {
        let style = TextStyle(
            font: Font(size: 20), alignment: .center, lineBreakMode: .byWordWrapping, numberOfLines: numberOfLines)
        let (cairos, cairoContext) = try canvas()
        cairoContext.draw(text, in: rect, style: style, color: .black)
        let (ours, ourContext) = try canvas()
        ourContext.fillFarText(text, in: rect, style: style, color: .black)
        // Neither is hinted (TextLayouts), but Cairo's glyphs at 34 pixels are antialiased as
        // glyphs, the outlines as a path: compare where the ink lies and how much there is.
        let (cairoInk, ourInk) = (ink(cairos), ink(ours))
        #expect(abs(ourInk.amount - cairoInk.amount) < 0.02 * cairoInk.amount, "\(ourInk) against \(cairoInk)")
        #expect(ourInk.center.distance(to: cairoInk.center) < 0.5, "\(ourInk) against \(cairoInk)")
    }

    /// How much darker than the canvas a surface is in all (a sum over pixels), and the centre of that darkness.
    private func ink(_ surface: CairoSurface) -> (amount: Double, center: Point) {
        var amount = 0.0, x = 0.0, y = 0.0
        for (index, pixel) in surface.premultipliedPixels.enumerated() {
            let darkness = 242 - Double((pixel >> 16) & 0xFF)
            amount += darkness
            x += darkness * Double(index % Self.size)
            y += darkness * Double(index / Self.size)
        }
        return (amount, Point(x: x / amount, y: y / amount))
    }

    @Test(arguments: [1.7, 160])
    func imagesMatch(scale: Double) throws {
        // At 160 device pixels an image pixel, the part that shows is sampled by us.
        let image = try quarteredImage(points: 4)
        let rect = Rect(x: 0, y: 0, width: 4, height: 4)
        let difference = try compare(
            scale: scale, near: { $0.draw(image, in: rect) },
            far: { context in
                var outline = context.emptyOutline()
                rect.corners.forEach { outline.add($0) }
                context.drawFar(image.surface, in: rect, outline: outline)
            })
        // Sampled every 16 pixels, the picture bends a little where a pixel's edge crosses a
        // sample's cell: at most 9 levels here, where red meets green in 160 pixels.
        #expect(difference.count < 800 && difference.largest <= 12, "\(difference)")
    }

    @Test func anArcMillionsOfPixelsAcrossIsADozenPointsAndKeepsToItsCircle() {
        // A circle a trillion pixels round whose top crosses a 200-pixel box.
        let radius = 1e12
        let matrix = cairo_matrix_t(xx: radius, yx: 0, xy: 0, yy: radius, x0: 100, y0: 100 + radius)
        var outline = DeviceOutline(matrix: matrix, box: Rect(x: 0, y: 0, width: 200, height: 200))
        outline.addEllipse(in: Rect(x: -1, y: -1, width: 2, height: 2))
        #expect(outline.points.count < 300, "\(outline.points.count) points")
        let polygon = outline.clipped
        #expect(polygon.count >= 4)
        for point in polygon where point.y > 0.5 && point.y < 199.5 {
            // Inside the box the outline is the circle's top, flat to within its tolerance here.
            #expect(abs(point.y - 100) < 0.2, "\(point)")
        }
    }
}
