import CCairo
import Foundation
import GestureKit
import Testing

@testable import CairoCanvas

/// A moving photo's raster, turned or scaled, is painted by our own bilinear loop
/// (`TurnedCopy`): the picture Cairo's bilinear filter makes, inside the clip and nowhere else.
@Suite("A turned raster painted by TurnedCopy")
struct TurnedCopyTests {
    static let background = Color(red: 0.95, green: 0.95, blue: 0.97)
    static let size = 200

    /// A round photo (100 points, bordered) turned by `angle` and scaled by `scale` about the
    /// middle of a 200-pixel square, drawn from its raster into two damage bands with a gap
    /// between them (rows 90–109), inside its painted area (20…180 each way); `inGroup`, into a
    /// group (an offscreen surface offset from the window's pixels, as a translucent superview's).
    /// `shape`: "round", "rounded" (12-point corners) or "unclipped" (square corners, content
    /// not clipped).
    private func paint(
        angle: Double, scale: Double, alpha: Double, byCairoOnly: Bool, inGroup: Bool = false, shape: String = "round"
    ) throws -> CairoSurface {
        let photo = makeRoundPhoto(try quarteredImage(), center: Point(x: 50, y: 50), diameter: 100, border: .gray)
        if shape == "rounded" { photo.cornerRadius = 12 }
        if shape == "unclipped" {
            photo.cornerRadius = 0
            photo.clipsToBounds = false
        }
        let raster = try #require(ViewRaster(of: photo, density: ViewRaster.density(forDeviceScale: scale)))
        let surface = try plainSurface()
        let context = CairoDrawingContext(surface: surface)
        let cairo = context.cairo
        Self.clipToTwoBands(cairo)
        if inGroup {
            cairo_rectangle(cairo, 13, 17, 170, 170)
            cairo_clip(cairo)
            cairo_push_group(cairo)
        }
        Self.place(cairo, angle: angle, scale: scale)
        raster.draw(
            in: context, alpha: alpha, clip: Rect(x: 20, y: 20, width: 160, height: 160), byCairoOnly: byCairoOnly)
        if inGroup {
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, 0.8)
        }
        return surface
    }

    /// Two bands with a gap across the middle: a clip of more than one rectangle.
    private static func clipToTwoBands(_ cairo: OpaquePointer) {
        cairo_rectangle(cairo, 0, 0, 200, 90)
        cairo_rectangle(cairo, 0, 110, 200, 90)
        cairo_clip(cairo)
    }

    /// The photo's 100-point box turned by `angle` and scaled by `scale` about a centre off the
    /// pixel grid.
    private static func place(_ cairo: OpaquePointer, angle: Double, scale: Double) {
        cairo_translate(cairo, 100.3, 99.6)
        cairo_rotate(cairo, angle)
        cairo_scale(cairo, scale, scale)
        cairo_translate(cairo, -50, -50)
    }

    private func plainSurface() throws -> CairoSurface {
        let surface = try CairoSurface(pixelWidth: Self.size, pixelHeight: Self.size)
        let context = CairoDrawingContext(surface: surface)
        context.fill(Rect(x: 0, y: 0, width: 200, height: 200), with: Self.background)
        return surface
    }

    /// A quarter and a half turn step exactly along the raster's rows or columns (no step at all
    /// one way); a small and a large scale reach far past one texel a pixel.
    @Test(arguments: [
        (0.3, 1.0), (0.785, 0.8), (2.0, 1.3), (0, 0.75), (-1.1, 1.6), (Double.pi / 2, 1.0), (Double.pi, 0.45),
        (0.05, 2.9),
    ])
    func aTurnedOrScaledRasterLooksAsCairosBilinearPaint(angle: Double, scale: Double) throws {
        for (alpha, inGroup, shape) in [
            (1.0, false, "round"), (0.6, false, "round"), (1.0, true, "round"), (1.0, false, "rounded"),
            (1.0, false, "unclipped"),
        ] {
            let ours = try paint(
                angle: angle, scale: scale, alpha: alpha, byCairoOnly: false, inGroup: inGroup, shape: shape)
            let cairos = try paint(
                angle: angle, scale: scale, alpha: alpha, byCairoOnly: true, inGroup: inGroup, shape: shape)
            let difference = differences(between: ours, and: cairos)
            // Cairo steps its sample positions a little differently: a level or two, never a
            // visible step.
            #expect(difference.largest <= 2, "\(shape), alpha \(alpha), in a group: \(inGroup): \(difference)")
        }
    }

    /// The same photo drawn exactly (its layers straight onto the surface, clipped alike).
    private func paintExactly(angle: Double, scale: Double) throws -> CairoSurface {
        let photo = makeRoundPhoto(try quarteredImage(), center: Point(x: 50, y: 50), diameter: 100, border: .gray)
        let surface = try plainSurface()
        let context = CairoDrawingContext(surface: surface)
        let cairo = context.cairo
        Self.clipToTwoBands(cairo)
        Self.place(cairo, angle: angle, scale: scale)
        ViewPainter.drawLayers(of: photo, in: context)
        return surface
    }

    @Test(arguments: [(0.3, 1.0), (0.785, 0.8), (2.0, 1.3), (-1.1, 1.6)])
    func theTurnedRimIsSmoothAndNothingPastItChanges(angle: Double, scale: Double) throws {
        let ours = try paint(angle: angle, scale: scale, alpha: 1, byCairoOnly: false).premultipliedPixels
        let exact = try paintExactly(angle: angle, scale: scale).premultipliedPixels
        let plain = try plainSurface().premultipliedPixels
        let radius = 50 * scale
        var changedPastRim = 0, rimPixelsOff = 0
        for y in 0..<Self.size {
            for x in 0..<Self.size {
                let index = y * Self.size + x
                let (dx, dy) = (Double(x) + 0.5 - 100.3, Double(y) + 0.5 - 99.6)
                let distance = (dx * dx + dy * dy).squareRoot()
                if distance > radius + 1.5, ours[index] != plain[index] { changedPastRim += 1 }
                let off = [0, 8, 16, 24].map { (shift: UInt32) in
                    abs(Int((ours[index] >> shift) & 0xFF) - Int((exact[index] >> shift) & 0xFF))
                }.max()!
                if abs(distance - radius) < 3, off > 40 { rimPixelsOff += 1 }
            }
        }
        #expect(changedPastRim == 0, "pixels past the rim are left as they were")
        // Resampled once, the rim and the border soften by a fraction of a pixel: 8–10 % of the
        // rim's length is off by over 40 levels here. A rim that stair-steps (nearest-pixel
        // sampling) has 37–61 % off by that much.
        let circumference = 2 * Double.pi * radius
        #expect(Double(rimPixelsOff) <= 0.15 * circumference, "\(rimPixelsOff) rim pixels off")
    }

    @Test func nothingOutsideTheClipOrThePaintedAreaChanges() throws {
        let ours = try paint(angle: 0.7, scale: 1.2, alpha: 1, byCairoOnly: false).premultipliedPixels
        let plain = try plainSurface().premultipliedPixels
        var touched = 0, outsideTouched = 0
        for y in 0..<Self.size {
            for x in 0..<Self.size where ours[y * Self.size + x] != plain[y * Self.size + x] {
                touched += 1
                if (90..<110).contains(y) || !(20..<180).contains(x) || !(20..<180).contains(y) { outsideTouched += 1 }
            }
        }
        #expect(touched > 8000, "the photo was painted")
        #expect(outsideTouched == 0)
    }

    /// A view squeezed a billionfold one way and stretched the other keeps a sane raster density
    /// (its determinant is about 1), but its steps overflow the loop's 16.16 fixed point: Cairo
    /// paints it instead, and nothing traps. A plainly turned one is painted by the loop.
    @Test func aMatrixPastFixedPointIsLeftToCairo() throws {
        let photo = makeRoundPhoto(try quarteredImage(), center: Point(x: 50, y: 50), diameter: 100, border: .gray)
        let raster = try #require(ViewRaster(of: photo, density: 1))
        let context = CairoDrawingContext(surface: try plainSurface())
        let everywhere = Rect(x: 0, y: 0, width: 200, height: 200)
        let squeezed = cairo_matrix_t(xx: 1e-15, yx: 1e-3, xy: 0.5, yy: 1e15, x0: 100, y0: 100)
        #expect(
            !TurnedCopy.paint(
                raster.surface, outline: raster.outline, matrix: squeezed, alpha: 1, into: context.cairo,
                within: everywhere))
        let turned = cairo_matrix_t(xx: cos(0.5), yx: sin(0.5), xy: -sin(0.5), yy: cos(0.5), x0: 100, y0: 20)
        #expect(
            TurnedCopy.paint(
                raster.surface, outline: raster.outline, matrix: turned, alpha: 1, into: context.cairo,
                within: everywhere))
    }
}

extension TurnedCopyTests {
    /// Matrices no raster of a moving view should meet, and then only in a window host fed
    /// hostile numbers: the loop refuses them (Cairo paints instead, or nothing), never traps,
    /// and never touches a pixel outside the area it is given.
    @Test func extremeMatricesNeitherTrapNorPaintOutsideTheArea() throws {
        let photo = makeRoundPhoto(try quarteredImage(), center: Point(x: 50, y: 50), diameter: 100, border: .gray)
        let raster = try #require(ViewRaster(of: photo, density: 1))
        let area = Rect(x: 20, y: 20, width: 160, height: 160)
        let (turned, huge) = (cairo_matrix_t(xx: 0.6, yx: 0.8, xy: -0.8, yy: 0.6, x0: 100, y0: 20), 1e30)
        let matrices: [cairo_matrix_t] = [
            cairo_matrix_t(xx: .nan, yx: 0.1, xy: 0, yy: 1, x0: 0, y0: 0),
            cairo_matrix_t(xx: .infinity, yx: 0.1, xy: 0, yy: 1, x0: 0, y0: 0),
            cairo_matrix_t(xx: 0.6, yx: 0.8, xy: -0.8, yy: 0.6, x0: .infinity, y0: .nan),
            cairo_matrix_t(xx: 0, yx: 0, xy: 0, yy: 0, x0: 100, y0: 100),
            cairo_matrix_t(xx: 1, yx: 2, xy: 2, yy: 4, x0: 100, y0: 100),
            cairo_matrix_t(xx: 1e300, yx: 1e300, xy: -1e300, yy: 1e300, x0: 100, y0: 100),
            cairo_matrix_t(xx: 1e-300, yx: 1e-300, xy: -1e-300, yy: 1e-300, x0: 100, y0: 100),
            cairo_matrix_t(
                xx: turned.xx * huge, yx: turned.yx * huge, xy: turned.xy * huge, yy: turned.yy * huge,
                x0: -1e32, y0: 1e32),
            cairo_matrix_t(xx: 0.6, yx: 0.8, xy: -0.8, yy: 0.6, x0: 1e300, y0: -1e300),
            cairo_matrix_t(xx: 1e-300, yx: 0.8, xy: -0.8, yy: 1e300, x0: 100, y0: 100),
            turned,
        ]
        let plain = try plainSurface().premultipliedPixels
        for matrix in matrices {
            let surface = try plainSurface()
            let context = CairoDrawingContext(surface: surface)
            _ = TurnedCopy.paint(
                raster.surface, outline: raster.outline, matrix: matrix, alpha: 0.8, into: context.cairo, within: area)
            let pixels = surface.premultipliedPixels
            var outside = 0
            for y in 0..<Self.size {
                for x in 0..<Self.size where !area.contains(Point(x: Double(x), y: Double(y))) {
                    if pixels[y * Self.size + x] != plain[y * Self.size + x] { outside += 1 }
                }
            }
            #expect(outside == 0, "\(matrix)")
        }
    }
}
