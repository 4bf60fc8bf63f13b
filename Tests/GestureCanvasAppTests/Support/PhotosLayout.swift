import GestureCanvasApp
import GestureKit

/// Where the photos scene puts its photos in a window of a given size, found by laying the
/// scene out exactly as the app does (no hard-coded positions).
struct PhotosLayout {
    let image1: Point
    let image2: Point
    /// The photos' diameter.
    let diameter: Double

    init(windowSize: Size) {
        let host = SceneHost(size: windowSize, sceneName: "photos", images: PlaceholderImages())!
        image1 = host.window.view(named: "image1")!.center
        image2 = host.window.view(named: "image2")!.center
        diameter = host.window.view(named: "image1")!.bounds.width
    }
}
