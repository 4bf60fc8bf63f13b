import GestureKit
import Testing

@testable import GestureCanvasApp

/// Issue 25: the taps scene's content stands in the middle of the scene in every window shape,
/// as the photos' does (PhotosHomeRenderingTests): no empty top third in landscape. Rendered and
/// read back as pixels, on the first screen (the hint over the pad) and with every label showing.
@Suite struct TapsHomeRenderingTests {
    static let sizes = [
        Size(width: 1280, height: 800), Size(width: 1920, height: 1080), Size(width: 800, height: 1280),
        Size(width: 360, height: 640),
    ]

    @Test(arguments: sizes)
    func theFirstScreenIsCentred(size: Size) throws {
        let host = try #require(SceneHost(size: size, sceneName: "taps", images: PlaceholderImages()))
        let rendered = try RenderedScene(host)
        let box = try rendered.drawnBox()
        #expect(rendered.centres(box, within: 3), "\(box) in \(rendered.width)×\(rendered.sceneHeight)")
        // Sized to the window: the pad alone takes most of its width and a third of its height.
        #expect(Double(box.right - box.left) >= 0.59 * size.width, "\(box)")
        #expect(Double(box.bottom - box.top) > 0.5 * Double(rendered.sceneHeight), "\(box)")
    }

    /// Not on a phone: there the layout centres the hint's three lines, and the labels' single
    /// lines sit 10 points into their rows.
    @Test(arguments: sizes.dropLast())
    func everyLabelShowingIsCentred(size: Size) throws {
        let host = try #require(SceneHost(size: size, sceneName: "taps", images: PlaceholderImages()))
        let scene = try #require(host.scene as? TapsScene)
        for label in scene.tapLabels + [scene.twoFingerLabel, scene.swipeLabel] { label.show("Quadruple Tap Detected") }
        let rendered = try RenderedScene(host)
        let box = try rendered.drawnBox()
        // The labels' bold line is a little taller than the hint's, which the layout centres on.
        #expect(rendered.centres(box, within: 4), "\(box) in \(rendered.width)×\(rendered.sceneHeight)")
    }
}
