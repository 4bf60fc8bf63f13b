import CairoCanvas
import GestureCanvasApp
import GestureKit

/// Small pictures made in memory for every name a scene asks for: the fuzzers exercise layout,
/// gestures and drawing, not the disk, and must not depend on where `Resources` is.
final class StandInImages: ImageProvider {
    let picture = StandInImages.makePicture()

    /// 24×24 pixels drawn at 2 pixels per point, like the shipped `@2x` pictures.
    static func makePicture() -> Image {
        guard let surface = try? CairoSurface(pixelWidth: 24, pixelHeight: 24) else {
            fatalError("cannot make a 24×24 surface")
        }
        CairoDrawingContext(surface: surface).fill(Rect(x: 0, y: 0, width: 24, height: 12), with: .orange)
        return CairoImage(surface: surface, scale: 2)
    }

    func image(named name: String) -> Image? { picture }
}
