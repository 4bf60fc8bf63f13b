import CairoCanvas
import GestureKit
import Testing

@testable import GestureCanvasApp

/// `replay --frames` keeps one frame and the contact sheet's thumbnails in memory, however long
/// the replay: past 96 thumbnails the sheet keeps evenly spaced frames, in order.
@Suite struct ContactSheetTests {
    /// A frame filled with a colour that encodes its index (red: index / 256, green: index % 256).
    func frame(_ index: Int) throws -> CairoSurface {
        let surface = try CairoSurface(pixelWidth: 64, pixelHeight: 40)
        let color = Color(red: Double(index / 256) / 255, green: Double(index % 256) / 255, blue: 0.5)
        CairoDrawingContext(surface: surface).fill(Rect(x: 0, y: 0, width: 64, height: 40), with: color)
        return surface
    }

    func index(of thumbnail: CairoSurface) -> Int {
        let pixel = thumbnail.pixel(atX: thumbnail.pixelWidth / 2, y: thumbnail.pixelHeight / 2)
        return Int(pixel.red) * 256 + Int(pixel.green)
    }

    @Test func aShortReplayKeepsEveryFrame() throws {
        let sheet = ContactSheet(thumbnailWidth: 32)
        for index in 0..<30 { try sheet.add(try frame(index)) }
        #expect(sheet.stride == 1)
        #expect(sheet.thumbnails.map(index(of:)) == Array(0..<30))
        let drawn = try #require(try sheet.draw(columns: 6))
        // 6 columns and 5 rows of 32×20 thumbnails with 8 px gaps.
        #expect(drawn.pixelWidth == 6 * 40 + 8 && drawn.pixelHeight == 5 * 28 + 8)
    }

    @Test func aLongReplayKeepsAtMost96EvenlySpacedFrames() throws {
        let sheet = ContactSheet(thumbnailWidth: 32)
        for index in 0..<1000 {
            try sheet.add(try frame(index))
            #expect(sheet.thumbnails.count <= ContactSheet.maximumThumbnails)
        }
        #expect(sheet.stride == 16)
        #expect(sheet.thumbnails.map(index(of:)) == Array(Swift.stride(from: 0, to: 1000, by: 16)))
    }
}
