import CairoCanvas
import Foundation
import Testing

/// Picture files meant to hurt: a FIFO that would block a reader forever, a header promising
/// 20000×20000 pixels, damaged data. Each is refused quickly with its path and the real reason.
@Suite struct HostilePictureTests {
    /// A PNG signature and an IHDR chunk for `width`×`height`, and nothing after it.
    static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        return [137, 80, 78, 71, 13, 10, 26, 10] + bigEndian(13) + Array("IHDR".utf8) + bigEndian(width)
            + bigEndian(height) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
    }

    @Test func aFIFOIsRefusedAsNotARegularFileWithoutWaitingForAWriter() throws {
        let path = try makeTemporaryDirectory() + "/photo.png"
        #expect(mkfifo(path, 0o644) == 0)
        let expected = CairoCanvasError.imageUnreadable(
            path: path, reason: "it is a named pipe (FIFO), not a regular file")
        #expect(throws: expected) { try CairoImage(contentsOf: path) }
        #expect(throws: expected) { try CairoImage(contentsOfJPEG: path) }
    }

    @Test func aPNGPromisingTooManyPixelsIsRefusedBeforeDecoding() throws {
        let path = try makeTemporaryDirectory() + "/huge.png"
        try Data(Self.pngHeader(width: 20000, height: 20000)).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: CairoCanvasError.self) { try CairoImage(contentsOf: path) }
        #expect(
            error?.description
                == "cannot read image \(path): the picture is 20000×20000 pixels, more than the 40 megapixels "
                + "a picture may decode to; scale it down first")
        // Each refusal says which limit was crossed: a side, not the megapixels (40000×10 is 0.4).
        for (width, height, reason) in [
            (40000, 10, "the picture is 40000×10 pixels, a side longer than the 32767 pixels a picture may have"),
            (10, 32768, "the picture is 10×32768 pixels, a side longer than the 32767 pixels a picture may have"),
            (0, 10, "damaged picture data: it is 0×10 pixels"),
        ] as [(UInt32, UInt32, String)] {
            try Data(Self.pngHeader(width: width, height: height)).write(to: URL(fileURLWithPath: path))
            let error = #expect(throws: CairoCanvasError.self) { try CairoImage(contentsOf: path) }
            #expect(
                error?.description.hasPrefix("cannot read image \(path): \(reason)") == true,
                "\(String(describing: error))")
        }
    }

    @Test func aDamagedPNGSaysDamagedNotOutOfMemory() throws {
        let folder = try makeTemporaryDirectory()
        try CairoSurface(pixelWidth: 64, pixelHeight: 64).writePNG(to: folder + "/whole.png")
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/whole.png")))
        for index in 41..<bytes.count - 20 { bytes[index] ^= 0x5A }
        let path = folder + "/damaged.png"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: CairoCanvasError.self) { try CairoImage(contentsOf: path) }
        #expect(error == .imageUnreadable(path: path, reason: "damaged PNG data: libpng could not decode it"))
        #expect(error?.description.contains("memory") == false)
        // Only the header: the data ends before the picture does.
        try Data(Self.pngHeader(width: 10, height: 10)).write(to: URL(fileURLWithPath: path))
        let short = #expect(throws: CairoCanvasError.self) { try CairoImage(contentsOf: path) }
        #expect(short.map { "\($0)" }?.contains("damaged PNG data") == true)
    }
}
