import CairoCanvas
import GestureKit
import Testing

/// The renderer's part in showing a moving photo on a layer of its own: the window's picture
/// leaves the layered view out, only a view nothing covers may be shown so, and its layer
/// picture put over the window's picture shows what the window's picture would.
@Suite("Renderer: a moving view on a layer of its own")
struct RendererLayerTests {
    /// Two round photos, the moving one above, drawn once by a renderer that caches moving views.
    private func scene() throws -> (Window, moving: ImageView, still: ImageView, Renderer) {
        let window = makeWindow(width: 240, height: 160, background: Color(hex: 0xF2F2F7))
        let still = makeRoundPhoto(try quarteredImage(), center: Point(x: 170, y: 90), diameter: 80, border: .orange)
        let moving = makeRoundPhoto(try quarteredImage(), center: Point(x: 60, y: 60), diameter: 80, border: .gray)
        window.addSubview(still)
        window.addSubview(moving)
        let renderer = Renderer()
        renderer.cachesMovingViews = true
        return (window, moving, still, renderer)
    }

    @Test func theWindowsPictureLeavesTheLayeredViewOut() throws {
        let (window, moving, _, renderer) = try scene()
        window.layeredView = moving
        let surface = try CairoSurface(pixelWidth: 240, pixelHeight: 160)
        renderer.render(window, into: surface)
        // The photo's centre shows the window's background.
        #expect(surface.pixel(atX: 60, y: 60) == surface.pixel(atX: 5, y: 5))
        window.layeredView = nil
        renderer.render(window, into: surface)
        #expect(surface.pixel(atX: 60, y: 60) != surface.pixel(atX: 5, y: 5))
    }

    @Test func onlyAViewNothingCoversMayBeShownApart() throws {
        let (window, moving, still, renderer) = try scene()
        #expect(renderer.canShowOnItsOwnLayer(moving, in: window))
        #expect(renderer.canShowOnItsOwnLayer(still, in: window), "below another view is fine: it is shown above")
        moving.center = Point(x: 150, y: 90)
        #expect(!renderer.canShowOnItsOwnLayer(still, in: window), "the moving photo is drawn over it")
        moving.isHidden = true
        #expect(renderer.canShowOnItsOwnLayer(still, in: window))

        let frame = View(frame: Rect(x: 0, y: 0, width: 240, height: 160))
        window.addSubview(frame)
        frame.addSubview(moving)
        moving.isHidden = false
        #expect(renderer.canShowOnItsOwnLayer(moving, in: window))
        frame.clipsToBounds = true
        #expect(!renderer.canShowOnItsOwnLayer(moving, in: window), "a clipping ancestor would cut it")
        frame.clipsToBounds = false
        frame.alpha = 0.5
        #expect(!renderer.canShowOnItsOwnLayer(moving, in: window), "a fading ancestor fades it with the rest")

        renderer.cachesMovingViews = false
        frame.alpha = 1
        #expect(!renderer.canShowOnItsOwnLayer(moving, in: window), "no rasters, no pictures")
    }

    /// The window's picture without the photo, with the photo's layer picture over it, equals
    /// the window's picture drawn with the photo from its raster: moved, scaled and turned.
    @Test(arguments: [1, 2])
    func theLayerOverThePictureShowsWhatThePictureWould(scale: Int) throws {
        let (window, moving, _, renderer) = try scene()
        let size = (240 * scale, 160 * scale)
        for step in 0..<3 {
            switch step {
            case 0: moving.center += Vector(dx: 7, dy: 3)
            case 1: moving.transform = moving.transform.scaledBy(x: 1.3, y: 1.3)
            default: moving.transform = moving.transform.rotated(by: 0.4)
            }
            // Drawn from its raster in a damage-limited frame, as while it moves.
            let withPhoto = try CairoSurface(pixelWidth: size.0, pixelHeight: size.1)
            let drawing = Renderer()
            drawing.cachesMovingViews = true
            drawing.render(window, into: withPhoto, scale: Double(scale))
            moving.center += Vector(dx: 1, dy: 1)
            var all = DamageRegion()
            all.add(window.bounds)
            drawing.render(window, into: withPhoto, scale: Double(scale), damage: all)

            window.layeredView = moving
            let picture = try #require(renderer.layerPicture(of: moving, in: window, scale: scale))
            #expect(picture.originX % scale == 0 && picture.pixelWidth % scale == 0)
            let layer = try CairoSurface(pixelWidth: picture.pixelWidth, pixelHeight: picture.pixelHeight)
            try renderer.draw(picture, into: layer)
            let without = try CairoSurface(pixelWidth: size.0, pixelHeight: size.1)
            renderer.render(window, into: without, scale: Double(scale))
            window.layeredView = nil

            let composed = CairoDrawingContext(surface: without)
            composed.draw(
                CairoImage(surface: layer),
                in: Rect(
                    x: Double(picture.originX), y: Double(picture.originY), width: Double(picture.pixelWidth),
                    height: Double(picture.pixelHeight)))
            let difference = differences(between: without, and: withPhoto)
            // Composited twice rather than once: a level at most, on the antialiased rim.
            #expect(difference.largest <= 1, "step \(step): \(difference)")
        }
    }

    /// A layer's buffer is not cleared before each picture: drawing one writes every pixel of its
    /// box, transparent ones too, over whatever a picture before left there, and nothing beyond.
    @Test(arguments: ["moved", "scaled", "turned", "turned and faded"])
    func aLayerPictureWritesItsWholeBoxOverWhatWasThere(change: String) throws {
        let (window, moving, _, renderer) = try scene()
        switch change {
        case "moved": moving.center += Vector(dx: 7.4, dy: 3.2)
        case "scaled": moving.transform = AffineTransform(scaleX: 1.3, y: 1.3)
        default: moving.transform = AffineTransform(scaleX: 0.9, y: 0.9).rotated(by: 0.5)
        }
        if change == "turned and faded" { moving.alpha = 0.6 }
        let picture = try #require(renderer.layerPicture(of: moving, in: window, scale: 1))
        let (width, height) = (picture.pixelWidth + 9, picture.pixelHeight + 5)
        let clean = try CairoSurface(pixelWidth: width, pixelHeight: height)
        try renderer.draw(picture, into: clean)
        let used = try CairoSurface(pixelWidth: width, pixelHeight: height)
        let leftover = Color(hex: 0x3366CC)
        CairoDrawingContext(surface: used).fill(
            Rect(x: 0, y: 0, width: Double(width), height: Double(height)), with: leftover)
        let left = used.pixel(atX: 0, y: 0)
        try renderer.draw(picture, into: used)
        var wrong: [String] = []
        for y in 0..<height {
            for x in 0..<width where wrong.count < 5 {
                let inside = x < picture.pixelWidth && y < picture.pixelHeight
                let expected = inside ? clean.pixel(atX: x, y: y) : left
                if used.pixel(atX: x, y: y) != expected { wrong.append("(\(x), \(y)): \(used.pixel(atX: x, y: y))") }
            }
        }
        #expect(wrong.isEmpty, "\(change): \(wrong)")
        // The picture is there: its middle is the photo.
        #expect(clean.pixel(atX: picture.pixelWidth / 2, y: picture.pixelHeight / 2).alpha > 0)
    }

    @Test func aPhotoPinchedPastTheWindowHasALayerPictureNoLargerThanTheWindow() throws {
        let (window, moving, _, renderer) = try scene()
        moving.transform = AffineTransform(scaleX: 6, y: 6).rotated(by: 0.3)
        let picture = try #require(renderer.layerPicture(of: moving, in: window, scale: 2))
        #expect(picture.originX >= 0 && picture.originY >= 0)
        #expect(picture.originX + picture.pixelWidth <= 480 && picture.originY + picture.pixelHeight <= 320)
        // Off the window altogether: no picture, nothing to lift.
        moving.transform = .identity
        moving.center = Point(x: -500, y: 60)
        #expect(renderer.layerPicture(of: moving, in: window, scale: 1) == nil)
        #expect(renderer.layerPicture(of: moving, in: window, scale: 1, cropping: true) == nil)
    }

    /// A photo dragged across the window's left edge: for a layer that crops, its whole picture,
    /// the same at every step, with the part the window shows; for one that cannot, the cut
    /// picture, another at every step. A photo pinched past the window is cut either way.
    @Test func aPhotoAcrossTheEdgeIsWholeForALayerThatCrops() throws {
        let (window, moving, _, renderer) = try scene()
        let inside = try #require(renderer.layerPicture(of: moving, in: window, scale: 2, cropping: true))
        #expect(inside.shown == (0, 0, inside.pixelWidth, inside.pixelHeight))
        var last: LayerPicture?
        for step in 1...4 {
            // Whole points at scale 2: the picture's corner keeps to the same multiple of the scale.
            moving.center = Point(x: 30 - Double(step) * 7, y: 60)
            let cropped = try #require(renderer.layerPicture(of: moving, in: window, scale: 2, cropping: true))
            #expect(cropped.pixelWidth == inside.pixelWidth && cropped.pixelHeight == inside.pixelHeight)
            // What the window shows begins at its left edge.
            #expect(cropped.originX < 0 && cropped.originX + cropped.shown.x == 0)
            #expect(cropped.shown.x % 2 == 0 && cropped.shown.width % 2 == 0)
            #expect(cropped.shown.x + cropped.shown.width == cropped.pixelWidth)
            if let last { #expect(cropped.looksLike(last), "step \(step): only its place changed") }
            last = cropped
            let cut = try #require(renderer.layerPicture(of: moving, in: window, scale: 2))
            #expect(cut.originX == 0 && cut.pixelWidth == cropped.shown.width)
            #expect(cut.shown == (0, 0, cut.pixelWidth, cut.pixelHeight))
        }
        moving.center = Point(x: 60, y: 60)
        moving.transform = AffineTransform(scaleX: 6, y: 6)
        let pinched = try #require(renderer.layerPicture(of: moving, in: window, scale: 2, cropping: true))
        #expect(pinched.originX >= 0 && pinched.originX + pinched.pixelWidth <= 480)
    }
}
