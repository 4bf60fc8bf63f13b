import Foundation
import GestureKit
import Testing

@testable import CairoCanvas

@Suite("JPEG pictures")
struct JPEGTests {
    /// A picture made here: left half red, right half blue, `width`×`height` pixels.
    private func jpegFile(width: Int, height: Int, named name: String) throws -> String {
        let surface = try CairoSurface(pixelWidth: width, pixelHeight: height)
        let context = CairoDrawingContext(surface: surface)
        context.fill(Rect(x: 0, y: 0, width: Double(width) / 2, height: Double(height)), with: .red)
        context.fill(Rect(x: Double(width) / 2, y: 0, width: Double(width) / 2, height: Double(height)), with: .blue)
        let data = try #require(surface.jpegData())
        let path = NSTemporaryDirectory() + "/\(UUID().uuidString)-\(name)"
        try Data(data).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aJPEGLoadsWithItsColoursAndSize() throws {
        let path = try jpegFile(width: 120, height: 80, named: "halves.jpg")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let image = try CairoImage(contentsOfJPEG: path)
        #expect(image.size == Size(width: 120, height: 80))
        #expect(image.surface.pixel(atX: 20, y: 40).isClose(to: RGBA(.red), tolerance: 12))
        #expect(image.surface.pixel(atX: 100, y: 40).isClose(to: RGBA(.blue), tolerance: 12))
        #expect(image.surface.pixel(atX: 100, y: 40).alpha == 255)
    }

    @Test func aHugeJPEGIsReducedWhileDecodingAndKeepsItsSizeInPoints() throws {
        let path = try jpegFile(width: 3000, height: 2000, named: "camera@2x.jpg")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let image = try CairoImage(contentsOfJPEG: path, maximumPixelSize: 1024)
        #expect(image.size == Size(width: 1500, height: 1000))
        #expect(max(image.pixelWidth, image.pixelHeight) <= 1024)
        #expect(image.surface.pixel(atX: image.pixelWidth / 4, y: 10).isClose(to: RGBA(.red), tolerance: 12))
    }

    @Test func brokenOrMissingJPEGsNameTheirPath() throws {
        let path = NSTemporaryDirectory() + "/\(UUID().uuidString)-broken.jpg"
        try Data([0xFF, 0xD8, 0xFF, 0x00, 0x01, 0x02]).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect {
            try CairoImage(contentsOfJPEG: path)
        } throws: { error in
            guard case .imageUnreadable(let failing, _) = error as? CairoCanvasError else { return false }
            return failing == path
        }
        #expect(throws: CairoCanvasError.imageNotFound(path: "/nonexistent.jpg")) {
            try CairoImage(contentsOfJPEG: "/nonexistent.jpg")
        }
    }
}
