import GestureKit
import Testing

@testable import CairoCanvas

@Suite("Drawing images smaller than their pixels")
struct ImageLevelTests {
    @Test func aShrunkImageIsDrawnFromTheSmallestCopyNotShrunkBelowThreeQuarters() throws {
        let image = try solidImage(.orange, points: 480)
        #expect(image.pixels(forDeviceScale: 1.5).pixelWidth == 480)
        #expect(image.pixels(forDeviceScale: 0.75).pixelWidth == 480)
        #expect(image.pixels(forDeviceScale: 0.74).pixelWidth == 240)
        #expect(image.pixels(forDeviceScale: 0.5).pixelWidth == 240)
        #expect(image.pixels(forDeviceScale: 0.2).pixelWidth == 120)
        // Levels stop once a side is down to one pixel: 480, 240, … 4, 2, 1.
        #expect(image.pixels(forDeviceScale: 0.000_001).pixelWidth == 1)
        #expect(image.smallerLevels.count == 9)
    }

    @Test func finelyDetailedImagesShrinkToTheirAverageInsteadOfAliasing() throws {
        let surface = try CairoSurface(pixelWidth: 400, pixelHeight: 40)
        let context = CairoDrawingContext(surface: surface)
        for x in stride(from: 0, to: 400, by: 2) {
            context.fill(Rect(x: Double(x), y: 0, width: 1, height: 40), with: .black)
            context.fill(Rect(x: Double(x + 1), y: 0, width: 1, height: 40), with: .white)
        }
        let window = makeWindow(width: 100, height: 10)
        let view = ImageView(image: CairoImage(surface: surface))
        view.frame = Rect(x: 0, y: 0, width: 100, height: 10)
        window.addSubview(view)
        let drawn = try renderFully(window)

        for x in 5..<95 {
            #expect(drawn.pixel(atX: x, y: 5).isClose(to: RGBA(red: 128, green: 128, blue: 128), tolerance: 8))
        }
    }
}
