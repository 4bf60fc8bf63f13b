import CairoCanvas
import GestureKit
import Testing

@Suite("Text")
struct TextTests {
    @Test func aLabelDrawsItsTextInItsColourCentred() throws {
        let window = makeWindow(width: 200, height: 40)
        let label = Label(text: "Double Tap", frame: Rect(x: 0, y: 0, width: 200, height: 40))
        label.textColor = .red
        label.font = Font(size: 24, bold: true)
        window.addSubview(label)
        let surface = try renderFully(window)

        var inked: [Int] = []
        for x in 0..<200 {
            for y in 0..<40 where surface.pixel(atX: x, y: y).isClose(to: RGBA(.red), tolerance: 30) {
                inked.append(x)
            }
        }
        #expect(!inked.isEmpty)
        // Centred: about as much margin on the left as on the right.
        let left = inked.min() ?? 0, right = 199 - (inked.max() ?? 0)
        #expect(abs(left - right) <= 6, "margins \(left) and \(right)")
    }

    @Test func measuringDoesNotDependOnTheBufferScale() throws {
        let one = CairoDrawingContext(surface: try CairoSurface(pixelWidth: 1, pixelHeight: 1), scale: 1)
        let two = CairoDrawingContext(surface: try CairoSurface(pixelWidth: 1, pixelHeight: 1), scale: 2)
        let oddScale = CairoDrawingContext(surface: try CairoSurface(pixelWidth: 1, pixelHeight: 1), scale: 1.25)
        let text = "Quintuple horizontal swipe"

        let size = one.measure(text, font: .body)
        #expect(size.width > 100 && size.height > 10)
        #expect(abs(two.measure(text, font: .body).width - size.width) < 0.01)
        #expect(abs(oddScale.measure(text, font: .body).width - size.width) < 0.01)
        #expect(one.measure(text, font: Font(size: 17, bold: true)).width > size.width)
    }
}
