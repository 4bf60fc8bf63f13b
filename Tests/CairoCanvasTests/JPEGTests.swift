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
        return try file(try #require(surface.jpegData()), named: name)
    }

    /// `bytes` written to a new file named `name`.
    private func file(_ bytes: [UInt8], named name: String) throws -> String {
        let path = NSTemporaryDirectory() + "/\(UUID().uuidString)-\(name)"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aJPEGLoadsWithItsColoursAndSize() throws {
        let path = try jpegFile(width: 120, height: 80, named: "halves.jpg")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try expectHalves(at: path, width: 120, height: 80)
    }

    /// The picture at `path` loads at `width`×`height`, opaque red on the left and blue on the right.
    private func expectHalves(at path: String, width: Int, height: Int) throws {
        let image = try CairoImage(contentsOfJPEG: path)
        #expect(image.size == Size(width: Double(width), height: Double(height)))
        #expect(image.surface.pixel(atX: width / 6, y: height / 2).isClose(to: RGBA(.red), tolerance: 12))
        #expect(image.surface.pixel(atX: width * 5 / 6, y: height / 2).isClose(to: RGBA(.blue), tolerance: 12))
        #expect(image.surface.pixel(atX: width * 5 / 6, y: height / 2).alpha == 255)
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

    @Test func damagedJPEGDataIsRefusedNamingTheFileNotShownGrey() throws {
        let whole = try jpegFile(width: 160, height: 120, named: "whole.jpg")
        defer { try? FileManager.default.removeItem(atPath: whole) }
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: whole)))
        var scrambled = bytes
        for index in stride(from: bytes.count / 2, to: bytes.count - 2, by: 7) { scrambled[index] = 0xFF }
        // Cut short (the bottom was grey) and scrambled image data.
        for damaged in [Array(bytes.prefix(bytes.count * 2 / 3)), scrambled] {
            let path = try file(damaged, named: "damaged.jpg")
            defer { try? FileManager.default.removeItem(atPath: path) }
            #expect {
                try CairoImage(contentsOfJPEG: path)
            } throws: { error in
                guard case .imageUnreadable(let failing, let reason) = error as? CairoCanvasError else { return false }
                return failing == path && reason.hasPrefix("damaged JPEG data: ")
            }
        }
    }

    @Test func aCMYKJPEGFromAPrintWorkflowIsShownInItsColours() throws {
        // Left half red, right half blue, as Photoshop stores inks (inverted: 255 is none).
        let (width, height) = (64, 32)
        var cmyk: [UInt8] = []
        for _ in 0..<height {
            for x in 0..<width { cmyk += x < width / 2 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
        }
        let data = try #require(CairoSurface.cmykJPEGData(cmyk, width: width, height: height))
        let path = try file(data, named: "print.jpg")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try expectHalves(at: path, width: width, height: height)
    }
}
