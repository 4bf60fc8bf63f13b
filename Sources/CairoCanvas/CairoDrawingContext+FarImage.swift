import CCairo
import GestureKit
import Glibc

// An image in a view pinched far past the window. Pixman holds a pattern's matrix in 16.16
// fixed point: once one image pixel covers more than 2^16 device pixels, the matrix that samples
// it rounds to nothing, and pixman falls back to its general path (a 1280×800 frame of a photo
// pinched 3e5 times took 13 ms, against 0.8 ms at 1e5; the picture drifts long before that).
// A magnified image is smooth between its pixels, so it is sampled here every few device pixels
// over the part that shows (``MagnifiedImage``), and pixman enlarges those samples at a scale
// its fixed point holds.

extension CairoDrawingContext {
    /// Device pixels per image pixel, along the less enlarged side, from which an image far past
    /// the surface is sampled by ``MagnifiedImage`` rather than by pixman: pixman's 16.16 steps
    /// drift by a pixel across a 1280-pixel window at about this enlargement.
    static let sampledMagnification = 128.0

    /// Draws `pixels` stretched to `rect`, where `outline` holds `rect` cut to the clip (the
    /// matrix reaches far past the surface).
    func drawFar(_ pixels: CairoSurface, in rect: Rect, outline: DeviceOutline) {
        let polygon = outline.clipped
        guard !polygon.isEmpty else { return }
        // Image pixels to device pixels.
        var step = cairo_matrix_t(
            xx: rect.width / Double(pixels.pixelWidth), yx: 0, xy: 0, yy: rect.height / Double(pixels.pixelHeight),
            x0: rect.minX, y0: rect.minY)
        var placement = outline.matrix, imageToDevice = cairo_matrix_t()
        cairo_matrix_multiply(&imageToDevice, &step, &placement)
        guard Self.isPlaceable(imageToDevice) else { return }

        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        addToPath(polygon)
        let m = imageToDevice
        let magnification = min(hypot(m.xx, m.yx), hypot(m.xy, m.yy))
        if magnification >= Self.sampledMagnification,
            let samples = MagnifiedImage(of: pixels, placedBy: imageToDevice, over: .bounding(polygon))
        {
            cairo_identity_matrix(cairo)
            cairo_set_source_surface(cairo, samples.surface.pointer, 0, 0)
            var spacing = cairo_matrix_t(
                xx: 1 / MagnifiedImage.spacing, yx: 0, xy: 0, yy: 1 / MagnifiedImage.spacing,
                x0: -samples.origin.x / MagnifiedImage.spacing, y0: -samples.origin.y / MagnifiedImage.spacing)
            cairo_pattern_set_matrix(cairo_get_source(cairo), &spacing)
            cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_BILINEAR)
        } else {
            cairo_set_matrix(cairo, &imageToDevice)
            cairo_set_source_surface(cairo, pixels.pointer, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
        }
        cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
        if opacity < 1 {
            cairo_clip(cairo)
            cairo_paint_with_alpha(cairo, opacity)
        } else {
            cairo_fill(cairo)
        }
    }
}

/// The part of a greatly enlarged image that shows, sampled bilinearly (with its edges padded,
/// as Cairo's `EXTEND_PAD`) once every ``spacing`` device pixels: drawn enlarged again by
/// bilinear filtering, it is the picture pixman would make, but where one image pixel's edge
/// crosses a sample cell (its colour bends there, a sixteenth of a pixel wide at most).
struct MagnifiedImage {
    /// Device pixels between samples.
    static let spacing = 16.0
    /// The most samples on a side: a 16384-pixel buffer needs 1026.
    static let largestSide = 2048

    let surface: CairoSurface
    /// The device position of the samples' top-left corner: sample (i, j) is the picture at
    /// `origin + spacing · (i + ½, j + ½)`.
    let origin: Point

    /// Samples `image`, placed by `imageToDevice` (image pixels to device pixels), over `area`
    /// (device pixels) and a sample beyond; nil when the area is empty, not finite or too large.
    init?(of image: CairoSurface, placedBy imageToDevice: cairo_matrix_t, over area: Rect) {
        let spacing = Self.spacing
        let columns = (area.width / spacing).rounded(.up) + 2, rows = (area.height / spacing).rounded(.up) + 2
        var deviceToImage = imageToDevice
        guard !area.isEmpty, area.minX.isFinite, area.minY.isFinite, columns <= Double(Self.largestSide),
            rows <= Double(Self.largestSide), cairo_matrix_invert(&deviceToImage) == CAIRO_STATUS_SUCCESS,
            let surface = try? CairoSurface(pixelWidth: Int(columns), pixelHeight: Int(rows))
        else { return nil }
        self.surface = surface
        origin = Point(x: area.minX.rounded(.down) - spacing, y: area.minY.rounded(.down) - spacing)

        cairo_surface_flush(image.pointer)
        cairo_surface_flush(surface.pointer)
        guard let source = cairo_image_surface_get_data(image.pointer),
            let target = cairo_image_surface_get_data(surface.pointer)
        else { return nil }
        let texels = Texels(
            pixels: UnsafeRawPointer(source).assumingMemoryBound(to: UInt32.self),
            stride: Int(cairo_image_surface_get_stride(image.pointer)) / 4, width: image.pixelWidth,
            height: image.pixelHeight)
        let output = UnsafeMutableRawPointer(target).assumingMemoryBound(to: UInt32.self)
        let outputStride = Int(cairo_image_surface_get_stride(surface.pointer)) / 4
        let m = deviceToImage
        for row in 0..<surface.pixelHeight {
            let y = origin.y + spacing * (Double(row) + 0.5)
            for column in 0..<surface.pixelWidth {
                let x = origin.x + spacing * (Double(column) + 0.5)
                output[row * outputStride + column] = texels.sample(
                    x: m.xx * x + m.xy * y + m.x0, y: m.yx * x + m.yy * y + m.y0)
            }
        }
        cairo_surface_mark_dirty(surface.pointer)
    }

    /// An ARGB32 image's premultiplied pixels.
    private struct Texels {
        let pixels: UnsafePointer<UInt32>
        let stride: Int, width: Int, height: Int

        /// The picture at (`x`, `y`) in image pixels (a pixel's centre at +½), blended from the
        /// four nearest pixels, the edge ones repeated past the edge.
        func sample(x: Double, y: Double) -> UInt32 {
            // Clamped as Doubles first: the position may be anywhere.
            guard !x.isNaN, !y.isNaN else { return 0 }
            let u = min(max(x - 0.5, 0), Double(width - 1)), v = min(max(y - 0.5, 0), Double(height - 1))
            let left = Int(saturating: u), top = Int(saturating: v)
            let right = min(left + 1, width - 1), bottom = min(top + 1, height - 1)
            let (across, down) = (u - Double(left), v - Double(top))
            var result: UInt32 = 0
            for shift: UInt32 in [0, 8, 16, 24] {
                func channel(_ column: Int, _ row: Int) -> Double {
                    Double((pixels[row * stride + column] >> shift) & 0xFF)
                }
                let upper = channel(left, top) + (channel(right, top) - channel(left, top)) * across
                let lower = channel(left, bottom) + (channel(right, bottom) - channel(left, bottom)) * across
                let value = (upper + (lower - upper) * down).rounded()
                result |= UInt32(min(max(value, 0), 255)) << shift
            }
            return result
        }
    }
}
