import CairoCanvas
import GestureKit
import Testing

@Suite("Renderer: transforms and alpha")
struct RendererTransformTests {
    let white = RGBA(red: 255, green: 255, blue: 255)
    let red = RGBA(.red)

    /// The four-colour image, 100 pt square, transformed at the centre of a white 200 pt window.
    func renderQuarteredImage(transformedBy transform: AffineTransform) throws -> CairoSurface {
        let window = makeWindow(width: 200, height: 200)
        let photo = ImageView(image: try quarteredImage())
        photo.center = Point(x: 100, y: 100)
        photo.transform = transform
        window.addSubview(photo)
        return try renderFully(window)
    }

    @Test func aRotatedImageTurnsItsQuartersAndCoversTheDiamond() throws {
        let surface = try renderQuarteredImage(transformedBy: AffineTransform(rotationAngle: .pi / 4))

        // Turned 45° clockwise, the red top-left quarter now points straight up.
        #expect(surface.pixel(atX: 100, y: 45).isClose(to: red))
        #expect(surface.pixel(atX: 155, y: 100).isClose(to: RGBA(.green)))
        // The diamond's tips reach 70.7 pt from the centre along the axes...
        #expect(surface.pixel(atX: 166, y: 100) != white)
        // ...while the unrotated square's corner region is now empty.
        #expect(surface.pixel(atX: 145, y: 55) == white)
        #expect(surface.pixel(atX: 54, y: 146) == white)
    }

    @Test func aQuarterTurnMovesTheTopLeftQuarterToTheTopRight() throws {
        let surface = try renderQuarteredImage(transformedBy: AffineTransform(rotationAngle: .pi / 2))

        #expect(surface.pixel(atX: 125, y: 75).isClose(to: red))
        #expect(surface.pixel(atX: 125, y: 125).isClose(to: RGBA(.green)))
        #expect(surface.pixel(atX: 75, y: 75).isClose(to: RGBA(.blue)))
    }

    @Test func aScaledImageGrowsAroundItsCentre() throws {
        let surface = try renderQuarteredImage(transformedBy: AffineTransform(scale: 1.5))

        // 150 pt wide now: from 25 to 175.
        #expect(surface.pixel(atX: 26, y: 26).isClose(to: red))
        #expect(surface.pixel(atX: 173, y: 173).isClose(to: RGBA(red: 255, green: 255, blue: 0)))
        #expect(surface.pixel(atX: 24, y: 100) == white)
        #expect(surface.pixel(atX: 176, y: 100) == white)
    }

    @Test func aFadedImageBlendsWithTheBackground() throws {
        let window = makeWindow(width: 100, height: 100)
        let photo = ImageView(image: try solidImage(.red, points: 50))
        photo.center = Point(x: 50, y: 50)
        photo.alpha = 0.7
        window.addSubview(photo)
        let surface = try renderFully(window)

        // 0.7 × red + 0.3 × white.
        #expect(surface.pixel(atX: 50, y: 50).isClose(to: RGBA(red: 255, green: 77, blue: 77)))
    }

    @Test func aFadedRoundPhotoBlendsAsOneLayerWithItsBorder() throws {
        let window = makeWindow(width: 200, height: 200)
        let photo = makeRoundPhoto(
            try solidImage(.red), center: Point(x: 100, y: 100), diameter: 100, border: .black)
        photo.alpha = 0.7
        window.addSubview(photo)
        let surface = try renderFully(window)

        #expect(surface.pixel(atX: 100, y: 100).isClose(to: RGBA(red: 255, green: 77, blue: 77)))
        // The border covers the image under it: 0.7 × black + 0.3 × white, with no red.
        #expect(surface.pixel(atX: 148, y: 100).isClose(to: RGBA(red: 77, green: 77, blue: 77), tolerance: 4))
    }

    @Test func aFadedParentShowsOnlyTheFrontSubviewWhereSubviewsOverlap() throws {
        let window = makeWindow(width: 100, height: 100)
        let parent = makeView(center: Point(x: 50, y: 50), size: 80)
        parent.alpha = 0.5
        parent.addSubview(makeView(center: Point(x: 30, y: 40), size: 40, background: .blue))
        parent.addSubview(makeView(center: Point(x: 50, y: 40), size: 40, background: .red))
        window.addSubview(parent)
        let surface = try renderFully(window)

        // Group opacity: the blue view behind (x 20…60) does not show through the red one (40…80).
        #expect(surface.pixel(atX: 45, y: 45).isClose(to: RGBA(red: 255, green: 128, blue: 128)))
        #expect(surface.pixel(atX: 25, y: 45).isClose(to: RGBA(red: 128, green: 128, blue: 255)))
    }

    @Test func hiddenAndTransparentViewsDrawNothing() throws {
        let window = makeWindow(width: 100, height: 100)
        let hidden = makeView(center: Point(x: 25, y: 50), size: 30, background: .red)
        hidden.isHidden = true
        let transparent = makeView(center: Point(x: 75, y: 50), size: 30, background: .red)
        transparent.alpha = 0.001
        window.addSubview(hidden)
        window.addSubview(transparent)
        let surface = try renderFully(window)

        #expect(surface.pixel(atX: 25, y: 50) == white)
        #expect(surface.pixel(atX: 75, y: 50) == white)
    }

    @Test func aViewScaledToNothingIsSkippedWithoutSpoilingTheRest() throws {
        let window = makeWindow(width: 100, height: 100)
        let collapsed = makeView(center: Point(x: 25, y: 50), size: 30, background: .red)
        collapsed.transform = AffineTransform(scale: 0)
        window.addSubview(collapsed)
        window.addSubview(makeView(center: Point(x: 75, y: 50), size: 30, background: .blue))
        let surface = try renderFully(window)

        #expect(surface.pixel(atX: 25, y: 50) == white)
        #expect(surface.pixel(atX: 75, y: 50) == RGBA(.blue))
    }

    @Test func subviewsFollowTheirSuperviewsTransform() throws {
        let window = makeWindow(width: 200, height: 200)
        let parent = makeView(center: Point(x: 100, y: 100), size: 100)
        // A red square in the parent's top-left corner.
        parent.addSubview(View(frame: Rect(x: 0, y: 0, width: 20, height: 20)))
        parent.subviews[0].backgroundColor = .red
        parent.transform = AffineTransform(rotationAngle: .pi)
        window.addSubview(parent)
        let surface = try renderFully(window)

        // Half a turn puts the corner at the bottom right of the window's square.
        #expect(surface.pixel(atX: 140, y: 140) == red)
        #expect(surface.pixel(atX: 60, y: 60) == white)
    }
}
