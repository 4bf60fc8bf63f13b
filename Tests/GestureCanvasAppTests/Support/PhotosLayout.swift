import GestureCanvasApp
import GestureKit

/// Where the photos scene puts its photos in a window of a given size, found by laying the
/// scene out exactly as the app does (no hard-coded positions).
struct PhotosLayout {
    let image1: Point
    let image2: Point
    /// The photos' diameter.
    let diameter: Double

    /// A drag that takes image1 clear of image2, inside the window, whichever way the photos
    /// sit: down and to the left of a row (image2 is to its right), down and to the right of a
    /// column (image2 is below it).
    var image1Drag: Vector {
        image2.x > image1.x + 1 ? Vector(dx: -100, dy: 150) : Vector(dx: 300, dy: 150)
    }
    /// A flick of image1 that glides away from image2: down from a row, right from a column.
    var image1Flick: Vector {
        image2.x > image1.x + 1 ? Vector(dx: 0, dy: 250) : Vector(dx: 250, dy: 0)
    }

    init(windowSize: Size) {
        let host = SceneHost(size: windowSize, sceneName: "photos", images: PlaceholderImages())!
        image1 = host.window.view(named: "image1")!.center
        image2 = host.window.view(named: "image2")!.center
        diameter = host.window.view(named: "image1")!.bounds.width
    }
}
