import CairoCanvas
import GestureKit
import Testing

@Suite("Rendering into outside memory")
struct PixelStorageTests {
    func scene() throws -> Window {
        let window = makeWindow(width: 64, height: 48, background: Color(hex: 0x336699))
        window.addSubview(
            makeRoundPhoto(try quarteredImage(points: 40), center: Point(x: 30, y: 24), diameter: 40, border: .orange))
        return window
    }

    @Test func storageWithPaddedRowsGetsTheSamePixelsAsASurface() throws {
        let storage = ArrayPixelStorage(pixelWidth: 128, pixelHeight: 96, padding: 16, fill: 0xAB)
        let redrawn = try Renderer().render(try scene(), into: storage, scale: 2)

        #expect(redrawn == [Rect(x: 0, y: 0, width: 128, height: 96)])
        let expected = try renderFully(try scene(), scale: 2).premultipliedPixels
        #expect(storage.words.count == expected.count)
        #expect(zip(storage.words, expected).allSatisfy { $0 == $1 })
        // The padding past each row is not touched.
        #expect(storage.bytes[128 * 4] == 0xAB)
    }

    @Test func theByteOrderIsWaylandsARGB8888() throws {
        let storage = ArrayPixelStorage(pixelWidth: 4, pixelHeight: 4)
        try Renderer().render(makeWindow(width: 4, height: 4, background: Color(hex: 0x336699)), into: storage)
        // Little-endian ARGB: blue, green, red, alpha in memory.
        #expect(Array(storage.bytes[0..<4]) == [0x99, 0x66, 0x33, 0xFF])
    }

    @Test func storageTooSmallForItsSizesIsRefused() throws {
        let storage = ArrayPixelStorage(pixelWidth: 10, pixelHeight: 10)
        storage.bytes.removeLast(4)
        #expect(throws: CairoCanvasError.self) {
            try Renderer().render(makeWindow(width: 10, height: 10), into: storage)
        }
    }

    @Test func rowsThatAreNotWordAlignedAreRefused() throws {
        let storage = ArrayPixelStorage(pixelWidth: 10, pixelHeight: 10, padding: 2)
        #expect(throws: CairoCanvasError.self) {
            try Renderer().render(makeWindow(width: 10, height: 10), into: storage)
        }
    }
}
