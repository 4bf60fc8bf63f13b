import CairoCanvas
import Foundation
import GestureKit
import Testing

/// Views that only move are drawn from a raster of their layers while they move, and exactly
/// once they have stood still for the settle delay: what stays on screen is a full redraw.
@Suite("Renderer: moving views drawn from rasters")
final class RendererMovingViewTests {
    private var exactRedrawTimer: ScheduledTimer?

    /// The settle delay, with a little to spare (`Renderer.settleDelay` is internal).
    static let settleDelay = 0.11

    /// Two round photos, one turned, on a light background, drawn once in full by a renderer
    /// that caches moving views.
    private func scene(scale: Double) throws -> (Window, moving: ImageView, still: ImageView, Renderer, CairoSurface) {
        let window = makeWindow(width: 240, height: 160, background: Color(hex: 0xF2F2F7))
        let moving = makeRoundPhoto(try quarteredImage(), center: Point(x: 60, y: 60), diameter: 80, border: .gray)
        let still = makeRoundPhoto(try quarteredImage(), center: Point(x: 170, y: 90), diameter: 80, border: .orange)
        still.transform = AffineTransform(rotationAngle: 0.4)
        window.addSubview(still)
        window.addSubview(moving)
        let renderer = Renderer()
        renderer.cachesMovingViews = true
        let surface = try CairoSurface(
            pixelWidth: Int((window.bounds.width * scale).rounded(.up)),
            pixelHeight: Int((window.bounds.height * scale).rounded(.up)))
        renderer.render(window, into: surface, scale: scale)
        _ = window.takeDamage()
        return (window, moving, still, renderer, surface)
    }

    /// Draws what changed, as a live window does on each frame (scheduling the exact redraw the
    /// renderer asks for, as `WindowApp` does), and lets a 60 Hz frame pass.
    private func drawFrame(_ window: Window, _ renderer: Renderer, _ surface: CairoSurface, scale: Double) {
        let damage = window.takeDamage()
        if !damage.isEmpty { renderer.render(window, into: surface, scale: scale, damage: damage) }
        if let request = renderer.takeExactRedraw() {
            exactRedrawTimer?.cancel()
            // Weakly: the window's scheduler holds the timer.
            exactRedrawTimer = window.scheduler.schedule(after: request.delay) { [weak window] in
                request.areas.forEach { window?.addDamage($0) }
            }
        }
        window.scheduler.advance(by: 1.0 / 60)
    }

    @Test(arguments: [1.0, 1.5, 2.0])
    func afterAPanAPinchAndARotationOverAnotherPhotoTheSettledFrameEqualsAFullRedraw(scale: Double) throws {
        let (window, moving, _, renderer, surface) = try scene(scale: scale)
        for step in 1...60 {
            // A pan across the other photo, then a pinch to 1.4 times, then half a turn.
            switch step {
            case 1...20: moving.center += Vector(dx: 5.3, dy: 1.7)
            case 21...40: moving.transform = moving.transform.scaledBy(x: 1.017, y: 1.017)
            default: moving.transform = moving.transform.rotated(by: 0.08)
            }
            drawFrame(window, renderer, surface, scale: scale)
        }
        #expect(window.damage.isEmpty, "nothing asks for a frame while the settle delay runs")
        window.scheduler.advance(by: Self.settleDelay)
        #expect(!window.damage.isEmpty, "the photo drawn from its raster is damaged again once it stands still")
        drawFrame(window, renderer, surface, scale: scale)

        // Exactly: the exact redraw covers the photo and a point around it, and no edge of that
        // area crosses another shape here. (Where a redraw's clip edge does cross a shape's
        // antialiased edge, Cairo may differ by a level or two on that pixel row; see
        // RendererDamageTests and the last test below.)
        let difference = differences(between: surface, and: try renderFully(window, scale: scale))
        #expect(difference.count == 0, "\(difference)")
    }

    @Test func whileAPhotoMovesItsFramesComeFromItsRasterAndDifferOnlyAtItsEdge() throws {
        let (window, moving, _, renderer, surface) = try scene(scale: 1)
        moving.center += Vector(dx: 10.4, dy: 0)
        drawFrame(window, renderer, surface, scale: 1)
        moving.center += Vector(dx: 10.4, dy: 0)
        drawFrame(window, renderer, surface, scale: 1)

        let exact = try renderFully(window)
        let difference = differences(between: surface, and: exact)
        // Snapped to whole pixels while it moves: the picture is the same, half a pixel over.
        #expect(difference.count > 0, "the moving photo came from its raster, not drawn exactly")
        let photoEdgePixels = Int(Double.pi * 80 * 2)
        #expect(difference.count <= photoEdgePixels * 4)
    }

    @Test func aPhotoStandingUnderAMovingOneIsCopiedFromItsRasterUntilTheySettle() throws {
        let (window, moving, still, renderer, surface) = try scene(scale: 1)
        // Onto the still photo, then across it: two frames to start (the first draws it
        // exactly, as no view had moved yet), then one the renderer may copy it in.
        moving.center = Point(x: 150, y: 90)
        drawFrame(window, renderer, surface, scale: 1)
        moving.center += Vector(dx: 4, dy: 0)
        drawFrame(window, renderer, surface, scale: 1)
        moving.center += Vector(dx: 4, dy: 0)
        let damage = window.takeDamage()
        renderer.render(window, into: surface, scale: 1, damage: damage)
        let request = try #require(renderer.takeExactRedraw())
        #expect(
            request.areas.contains(still.paintedAreaInWindow.insetBy(-1)),
            "the still photo was copied, and waits for its exact redraw")
        #expect(request.areas.contains(moving.paintedAreaInWindow.insetBy(-1)))

        // Once both stand still, the exact redraw draws both as a full redraw does.
        request.areas.forEach { window.addDamage($0) }
        renderer.render(window, into: surface, scale: 1, damage: window.takeDamage())
        #expect(renderer.takeExactRedraw() == nil, "nothing moved: nothing is copied")
        let difference = differences(between: surface, and: try renderFully(window))
        #expect(difference.count == 0, "\(difference)")
    }

    @Test func aPhotoWhoseLookChangesWhileItMovesIsDrawnExactlyAtOnce() throws {
        let (window, moving, _, renderer, surface) = try scene(scale: 1)
        moving.center += Vector(dx: 6, dy: 3)
        drawFrame(window, renderer, surface, scale: 1)
        moving.center += Vector(dx: 6, dy: 3)
        moving.borderColor = .orange
        drawFrame(window, renderer, surface, scale: 1)

        let difference = differences(between: surface, and: try renderFully(window))
        #expect(difference.count == 0, "\(difference)")
    }

    @Test func aPhotoPinchedFarPastTheWindowKeepsItsFramesShortAndSettlesExactly() throws {
        let (window, moving, _, renderer, surface) = try scene(scale: 1)
        // As `=` held on a focused photo, 2^(1/4) a press, while it turns and drifts: past the
        // raster's 4096 pixels at about 50, the 2^63 of an Int at 240 presses (its raster's size
        // trapped there); then 1e10 a frame to 1e118.
        let factors = Array(repeating: pow(2, 0.25), count: 240) + Array(repeating: 1e10, count: 10)
        let clock = ContinuousClock()
        var slowest = Duration.zero
        for factor in factors {
            moving.setUnlimitedTransform(moving.transform.scaledBy(x: factor, y: factor).rotated(by: 0.01))
            moving.center += Vector(dx: 0.3, dy: 0.1)
            slowest = max(slowest, clock.measure { drawFrame(window, renderer, surface, scale: 1) })
        }
        // Each frame measured at most 40 ms here, in a debug build.
        #expect(slowest < .seconds(2), "the slowest frame took \(slowest)")
        window.scheduler.advance(by: Self.settleDelay)
        drawFrame(window, renderer, surface, scale: 1)

        let difference = differences(between: surface, and: try renderFully(window))
        #expect(difference.count == 0, "\(difference)")
    }

    @Test func aRendererThatDoesNotCacheDrawsEveryFrameExactly() throws {
        let (window, moving, _, renderer, surface) = try scene(scale: 1)
        renderer.cachesMovingViews = false
        for _ in 1...5 {
            moving.center += Vector(dx: 7.3, dy: 2.1)
            drawFrame(window, renderer, surface, scale: 1)
        }
        #expect(renderer.exactRedraw == nil, "no exact redraw is needed, so none is asked for")
        // The damage-limited path's own tolerance (RendererDamageTests): here 8 pixels on rows
        // where the damage's edge crosses the photo's rim, by 2 levels.
        let difference = differences(between: surface, and: try renderFully(window))
        #expect(difference.largest <= 16)
        #expect(difference.count <= surface.pixelWidth * surface.pixelHeight / 1000)
    }
}
