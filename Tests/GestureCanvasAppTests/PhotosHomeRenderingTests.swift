import CairoCanvas
import GestureKit
import Testing

@testable import GestureCanvasApp

/// Issue 25: the photos scene's first screen fits the window's shape. Rendered with the bundled
/// pictures and read back as pixels: in a landscape window the photos sit side by side, in a
/// portrait one in a column, both centred; a phone keeps the seed's column at the top left. They
/// stay inside the scene's area and apart.
@Suite struct PhotosHomeRenderingTests {
    /// The pixels of the scene's area that are not its background, as a box, and whether the
    /// line through the window's middle across the arrangement (a column in a row, a row in a
    /// column) crosses no photo.
    struct Drawn {
        let left, top, right, bottom: Int
        let middleColumnIsEmpty: Bool
        let middleRowIsEmpty: Bool
    }

    static func render(at size: Size) throws -> (Drawn, sceneHeight: Int) {
        let images = ResourceImages(resources: LiveHarness.resources)
        let host = try #require(SceneHost(size: size, sceneName: "photos", images: images))
        let rendered = try RenderedScene(host)
        let box = try rendered.drawnBox()
        let middleX = rendered.width / 2, middleY = rendered.sceneHeight / 2
        let drawn = Drawn(
            left: box.left, top: box.top, right: box.right, bottom: box.bottom,
            middleColumnIsEmpty: !(box.top...box.bottom).contains { rendered.isDrawn(middleX, $0) },
            middleRowIsEmpty: !(box.left...box.right).contains { rendered.isDrawn($0, middleY) })
        return (drawn, rendered.sceneHeight)
    }

    @Test(arguments: [Size(width: 1280, height: 800), Size(width: 1920, height: 1080)])
    func inALandscapeWindowThePhotosSitSideBySideInTheMiddle(size: Size) throws {
        let (drawn, sceneHeight) = try Self.render(at: size)
        // Centred: the margins left and right, and above and below, within two points.
        #expect(abs(drawn.left - (Int(size.width) - 1 - drawn.right)) <= 2, "\(drawn)")
        #expect(abs(drawn.top - (sceneHeight - 1 - drawn.bottom)) <= 2, "\(drawn)")
        #expect(drawn.top > 0 && drawn.bottom < sceneHeight - 1, "inside the scene: \(drawn)")
        #expect(drawn.middleColumnIsEmpty, "two photos apart: \(drawn)")
        #expect(!drawn.middleRowIsEmpty)
        // Sized to the screen: half the scene's height.
        #expect(Double(drawn.bottom - drawn.top) > 0.45 * Double(sceneHeight), "\(drawn)")
    }

    @Test func inAPortraitWindowThePhotosStandInACentredColumn() throws {
        let size = Size(width: 800, height: 1280)
        let (drawn, sceneHeight) = try Self.render(at: size)
        #expect(abs(drawn.left - (Int(size.width) - 1 - drawn.right)) <= 2, "\(drawn)")
        #expect(abs(drawn.top - (sceneHeight - 1 - drawn.bottom)) <= 2, "\(drawn)")
        #expect(drawn.middleRowIsEmpty, "two photos apart: \(drawn)")
        #expect(Double(drawn.right - drawn.left) > 0.45 * size.width, "\(drawn)")
    }

    @Test func onAPhoneThePhotosKeepTheSeedsColumnAtTheTopLeft() throws {
        let size = Size(width: 360, height: 640)
        let (drawn, sceneHeight) = try Self.render(at: size)
        // The seed's column: 20 points from the top and the left, 30 % of the width across.
        #expect(abs(drawn.left - 20) <= 2 && abs(drawn.top - 20) <= 2, "\(drawn)")
        #expect(abs(Double(drawn.right - drawn.left) - 0.3 * size.width) <= 3, "\(drawn)")
        #expect(drawn.bottom < sceneHeight - 1)
    }

    /// Turning a panel is a resize from the compositor: photos nobody moved go to the new shape's
    /// home, as a window opened at that shape has them.
    @Test func aWindowTurnedFromLandscapeToPortraitRecomposesItsPhotos() {
        let host = makeHost("photos", size: Size(width: 1280, height: 800))
        #expect(host.window.view(named: "image1")!.center.y == host.window.view(named: "image2")!.center.y)
        host.resize(to: Size(width: 800, height: 1280))
        let fresh = makeHost("photos", size: Size(width: 800, height: 1280))
        for name in ["image1", "image2"] {
            #expect(host.window.view(named: name)?.center == fresh.window.view(named: name)?.center)
            #expect(host.window.view(named: name)?.bounds == fresh.window.view(named: name)?.bounds)
        }
        #expect(host.window.view(named: "image1")!.center.x == host.window.view(named: "image2")!.center.x)
    }
}
