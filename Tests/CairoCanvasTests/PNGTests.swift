import CairoCanvas
import Foundation
import GestureKit
import Testing

@Suite("PNG files")
struct PNGTests {
    @Test func aRenderSurvivesAWriteAndReadRoundTrip() throws {
        let window = makeWindow(width: 60, height: 40, background: Color(hex: 0x204060))
        window.addSubview(
            makeRoundPhoto(try quarteredImage(points: 30), center: Point(x: 30, y: 20), diameter: 30, border: .orange))
        let surface = try renderFully(window, scale: 2)
        let path = try makeTemporaryDirectory() + "/frame.png"

        try surface.writePNG(to: path)
        let read = try CairoSurface(contentsOfPNG: path)

        #expect(read.pixelWidth == 120 && read.pixelHeight == 80)
        // Every pixel is opaque, so nothing is lost to premultiplication.
        #expect(differences(between: read, and: surface).count == 0)
    }

    @Test func translucentPixelsComeBackWithinRounding() throws {
        let surface = try CairoSurface(pixelWidth: 4, pixelHeight: 1)
        CairoDrawingContext(surface: surface).fill(
            Rect(x: 0, y: 0, width: 4, height: 1), with: Color.orange.withAlpha(0.4))
        let path = try makeTemporaryDirectory() + "/translucent.png"
        try surface.writePNG(to: path)

        let pixel = try CairoSurface(contentsOfPNG: path).pixel(atX: 2, y: 0)
        #expect(pixel.isClose(to: RGBA(Color.orange.withAlpha(0.4)), tolerance: 2))
    }

    @Test func writingIntoAMissingFolderNamesThePath() throws {
        let path = try makeTemporaryDirectory() + "/no/such/folder/frame.png"
        let surface = try CairoSurface(pixelWidth: 2, pixelHeight: 2)
        #expect(throws: CairoCanvasError.cannotWritePNG(path: path, reason: "No such file or directory")) {
            try surface.writePNG(to: path)
        }
        #expect(CairoCanvasError.cannotWritePNG(path: path, reason: "x").description.contains(path))
    }
}

@Suite("Loading images")
struct ImageLoadingTests {
    @Test func aMissingFileIsReportedWithItsPath() throws {
        let path = try makeTemporaryDirectory() + "/missing.png"
        let error = #expect(throws: CairoCanvasError.self) { try CairoImage(contentsOf: path) }
        #expect(error == .imageNotFound(path: path))
        #expect(error?.description == "image not found: \(path)")
    }

    @Test func aFolderIsRefusedAsNotARegularFile() throws {
        let path = try makeTemporaryDirectory()
        #expect(throws: CairoCanvasError.imageUnreadable(path: path, reason: "it is a directory, not a regular file")) {
            try CairoImage(contentsOf: path)
        }
    }

    @Test func aFileThatIsNotAPNGIsRefused() throws {
        let path = try makeTemporaryDirectory() + "/photo.png"
        try "GIF89a, or rather not a PNG".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: CairoCanvasError.notAPNG(path: path)) { try CairoImage(contentsOf: path) }
    }

    @Test func aTruncatedPNGIsReportedAsDamaged() throws {
        let folder = try makeTemporaryDirectory()
        try solidImageFile(at: folder + "/whole.png", width: 64, height: 64)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: folder + "/whole.png"))
        let path = folder + "/truncated.png"
        try bytes.prefix(60).write(to: URL(fileURLWithPath: path))

        let error = #expect(throws: CairoCanvasError.self) { try CairoImage(contentsOf: path) }
        guard case .imageUnreadable(let errorPath, let reason) = error else {
            Issue.record("expected an unreadable image, got \(String(describing: error))")
            return
        }
        #expect(errorPath == path)
        #expect(reason.contains("damaged"))
    }

    @Test func theAt2xSuffixHalvesTheSizeInPoints() throws {
        let path = try makeTemporaryDirectory() + "/photo@2x.png"
        try solidImageFile(at: path, width: 480, height: 240)
        let image = try CairoImage(contentsOf: path)

        #expect(image.size == Size(width: 240, height: 120))
        #expect(image.pixelWidth == 480)
    }

    @Test func aNamedImagePrefersAPlainFileDroppedInByAnOperator() throws {
        let folder = try makeTemporaryDirectory()
        try solidImageFile(at: folder + "/image1@2x.png", width: 40, height: 40)
        #expect(try CairoImage(named: "image1", inDirectory: folder).size == Size(width: 20, height: 20))

        try solidImageFile(at: folder + "/image1.png", width: 30, height: 30)
        #expect(try CairoImage(named: "image1", inDirectory: folder).size == Size(width: 30, height: 30))
    }

    @Test func aMissingNamedImageListsWhereItLooked() throws {
        let folder = try makeTemporaryDirectory()
        let error = #expect(throws: CairoCanvasError.self) { try CairoImage(named: "image9", inDirectory: folder) }
        #expect(error?.description.contains(folder + "/image9@2x.png") == true)
    }

    @Test func aCameraSizedPhotoIsScaledDownOnLoadAndKeepsItsSizeInPoints() throws {
        let path = try makeTemporaryDirectory() + "/camera.png"
        try solidImageFile(at: path, width: 3000, height: 1200)
        let image = try CairoImage(contentsOf: path, maximumPixelSize: 1000)

        #expect(image.pixelWidth == 1000)
        #expect(image.pixelHeight == 400)
        #expect(image.size == Size(width: 3000, height: 1200))
    }

    @Test func shrinkingAveragesFineDetailInsteadOfAliasingIt() throws {
        // One-pixel black and white stripes shrunk to a third: every output pixel covers three
        // stripes, so it should come out gray rather than pure black or white.
        let path = try makeTemporaryDirectory() + "/stripes.png"
        let surface = try CairoSurface(pixelWidth: 300, pixelHeight: 30)
        let context = CairoDrawingContext(surface: surface)
        for x in 0..<300 {
            context.fill(Rect(x: Double(x), y: 0, width: 1, height: 30), with: x % 2 == 0 ? .black : .white)
        }
        try surface.writePNG(to: path)
        let image = try CairoImage(contentsOf: path, maximumPixelSize: 100)

        let drawn = try CairoSurface(pixelWidth: 100, pixelHeight: 10)
        CairoDrawingContext(surface: drawn).draw(image, in: Rect(x: 0, y: 0, width: 100, height: 10))
        for x in 10..<90 {
            let red = Int(drawn.pixel(atX: x, y: 5).red)
            #expect((40...215).contains(red), "pixel \(x) is \(red)")
        }
    }

    /// Writes an opaque PNG of one colour.
    func solidImageFile(at path: String, width: Int, height: Int) throws {
        let surface = try CairoSurface(pixelWidth: width, pixelHeight: height)
        CairoDrawingContext(surface: surface)
            .fill(Rect(x: 0, y: 0, width: Double(width), height: Double(height)), with: .orange)
        try surface.writePNG(to: path)
    }
}
