import CairoCanvas
import GestureKit
import Testing

@testable import GestureCanvasApp

/// A scene host's window rendered to pixels, for tests of where a scene's content shows: which
/// pixels of the scene's area (above the scene tabs) differ from the scenes' background.
struct RenderedScene {
    let surface: CairoSurface
    /// The scene's area in pixels: the window's width, and its height without the tabs.
    let width: Int, sceneHeight: Int

    /// A box of drawn pixels, inclusive.
    struct Box: CustomStringConvertible {
        let left, top, right, bottom: Int
        var description: String { "(\(left), \(top))…(\(right), \(bottom))" }
    }

    /// Renders `host` at one pixel a point.
    init(_ host: SceneHost) throws {
        let size = host.window.bounds.size
        surface = try CairoSurface(pixelWidth: Int(size.width), pixelHeight: Int(size.height))
        Renderer().render(host.window, into: surface)
        width = Int(size.width)
        sceneHeight = Int(host.scene.root.bounds.height)
    }

    /// Whether the pixel at `x`, `y` is not the scenes' background (0xF2F2F7, within 3 a channel).
    func isDrawn(_ x: Int, _ y: Int) -> Bool {
        let pixel = surface.pixel(atX: x, y: y)
        let background = RGBA(red: 0xF2, green: 0xF2, blue: 0xF7)
        return [(pixel.red, background.red), (pixel.green, background.green), (pixel.blue, background.blue)]
            .contains { abs(Int($0.0) - Int($0.1)) > 3 }
    }

    /// The box around every drawn pixel of the scene's area. Every other pixel is enough to find
    /// an edge within a point.
    func drawnBox() throws -> Box {
        var (left, top, right, bottom) = (Int.max, Int.max, -1, -1)
        for y in stride(from: 0, to: sceneHeight, by: 2) {
            for x in stride(from: 0, to: width, by: 2) where isDrawn(x, y) {
                (left, top, right, bottom) = (min(left, x), min(top, y), max(right, x), max(bottom, y))
            }
        }
        try #require(right >= 0, "nothing drawn")
        return Box(left: left, top: top, right: right, bottom: bottom)
    }

    /// Whether `box` has the same margins left and right, and above and below, within `tolerance` pixels.
    func centres(_ box: Box, within tolerance: Int) -> Bool {
        abs(box.left - (width - 1 - box.right)) <= tolerance
            && abs(box.top - (sceneHeight - 1 - box.bottom)) <= tolerance
    }
}
