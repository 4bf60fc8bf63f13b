import CairoCanvas
import Foundation
import GestureKit
import Testing

/// A window of the given size with a plain background, ready to render.
func makeWindow(width: Double, height: Double, background: Color = .white) -> Window {
    let window = Window(size: Size(width: width, height: height))
    window.backgroundColor = background
    return window
}

/// Renders the whole tree into a new surface of the window's size times `scale`.
func renderFully(_ window: Window, scale: Double = 1) throws -> CairoSurface {
    let surface = try CairoSurface(
        pixelWidth: Int((window.bounds.width * scale).rounded(.up)),
        pixelHeight: Int((window.bounds.height * scale).rounded(.up)))
    Renderer().render(window, into: surface, scale: scale)
    return surface
}

/// An image of one colour, `points` wide and high, stored at `scale` pixels per point.
func solidImage(_ color: Color, points: Double = 100, scale: Double = 1) throws -> CairoImage {
    let pixels = Int(points * scale)
    let surface = try CairoSurface(pixelWidth: pixels, pixelHeight: pixels)
    CairoDrawingContext(surface: surface, scale: scale).fill(
        Rect(x: 0, y: 0, width: points, height: points), with: color)
    return CairoImage(surface: surface, scale: scale)
}

/// An image in four coloured quarters (red top left, green top right, blue bottom left, yellow
/// bottom right), so a rotation shows in where each colour lands.
func quarteredImage(points: Double = 100) throws -> CairoImage {
    let surface = try CairoSurface(pixelWidth: Int(points), pixelHeight: Int(points))
    let context = CairoDrawingContext(surface: surface)
    let half = points / 2
    context.fill(Rect(x: 0, y: 0, width: half, height: half), with: .red)
    context.fill(Rect(x: half, y: 0, width: half, height: half), with: .green)
    context.fill(Rect(x: 0, y: half, width: half, height: half), with: .blue)
    context.fill(Rect(x: half, y: half, width: half, height: half), with: Color(red: 1, green: 1, blue: 0))
    return CairoImage(surface: surface)
}

/// An image red above its middle and blue below, `points` square at one pixel a point.
func halvedImage(points: Double = 100) throws -> CairoImage {
    let surface = try CairoSurface(pixelWidth: Int(points), pixelHeight: Int(points))
    let context = CairoDrawingContext(surface: surface)
    context.fill(Rect(x: 0, y: 0, width: points, height: points / 2), with: .red)
    context.fill(Rect(x: 0, y: points / 2, width: points, height: points / 2), with: .blue)
    return CairoImage(surface: surface)
}

/// Renders the whole tree as ``renderFully(_:scale:)`` does, expecting it to take less than
/// `limit`: for frames whose cost is part of the behaviour under test.
func renderFully(_ window: Window, within limit: Duration, scale: Double = 1) throws -> CairoSurface {
    var surface: CairoSurface?
    let elapsed = try ContinuousClock().measure { surface = try renderFully(window, scale: scale) }
    #expect(elapsed < limit, "the frame took \(elapsed)")
    return try #require(surface)
}

/// A view of `size` points centred on `center`.
func makeView(center: Point, size: Double, background: Color? = nil) -> View {
    let view = View(frame: Rect(center: center, size: Size(width: size, height: size)))
    view.backgroundColor = background
    return view
}

/// The seed's round photo: an image view clipped to a circle, with a border.
func makeRoundPhoto(_ image: Image, center: Point, diameter: Double, border: Color) -> ImageView {
    let photo = ImageView(image: image)
    photo.frame = Rect(center: center, size: Size(width: diameter, height: diameter))
    photo.cornerRadius = diameter / 2
    photo.clipsToBounds = true
    photo.borderWidth = 2
    photo.borderColor = border
    return photo
}

/// A fresh empty folder under the system's temporary folder.
func makeTemporaryDirectory() throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cairo-canvas-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
}

/// The repository's root, found from this source file's location.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

/// How two surfaces of one size differ: in how many pixels, and by how much at most in any
/// premultiplied channel.
func differences(between one: CairoSurface, and other: CairoSurface) -> (count: Int, largest: Int) {
    precondition(one.pixelWidth == other.pixelWidth && one.pixelHeight == other.pixelHeight)
    var count = 0, largest = 0
    for (a, b) in zip(one.premultipliedPixels, other.premultipliedPixels) where a != b {
        count += 1
        for shift: UInt32 in [0, 8, 16, 24] {
            largest = max(largest, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
        }
    }
    return (count, largest)
}
