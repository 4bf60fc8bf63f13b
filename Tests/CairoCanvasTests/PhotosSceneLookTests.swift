import CairoCanvas
import Foundation
import GestureKit
import HostSystem
import Testing

/// Renders what the photos scene looks like, with the shipped images, to a PNG for people to
/// look at, and checks the few pixels that must be right.
@Suite("The photos scene's look")
struct PhotosSceneLookTests {
    @Test func twoRoundPhotosWithBordersOnALightBackground() throws {
        let images = try ResourceLocator(overridePath: nil).locate() + "/images"
        let window = makeWindow(width: 800, height: 500, background: Color(hex: 0xF2F2F7))
        let first = makeRoundPhoto(
            try CairoImage(named: "image1", inDirectory: images), center: Point(x: 220, y: 250), diameter: 240,
            border: .gray)
        let second = makeRoundPhoto(
            try CairoImage(named: "image2", inDirectory: images), center: Point(x: 560, y: 260), diameter: 240,
            border: .orange)
        second.transform = AffineTransform(rotationAngle: 0.35).scaledBy(x: 1.2, y: 1.2)
        first.alpha = 0.7
        window.addSubview(first)
        window.addSubview(second)

        let surface = try renderFully(window, scale: 2)
        let path = try makeTemporaryDirectory() + "/photos.png"
        try surface.writePNG(to: path)
        print("photos scene rendered to \(path)")

        // Rims at scale 2: the gray one faded to 0.7 over the background, the orange one solid.
        let fadedGray = RGBA(red: 162, green: 162, blue: 163)
        #expect(surface.pixel(atX: 2 * 101, y: 2 * 250).isClose(to: fadedGray, tolerance: 4))
        let rightRim = 560 + 120 * 1.2 - 1
        #expect(surface.pixel(atX: Int(2 * rightRim) - 1, y: 2 * 260).isClose(to: RGBA(.orange), tolerance: 4))
        #expect(surface.pixel(atX: 2 * 110, y: 2 * 140) == RGBA(Color(hex: 0xF2F2F7)))
    }
}
