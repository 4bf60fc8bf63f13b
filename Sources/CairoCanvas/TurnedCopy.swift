import CCairo
import CTurnedCopy
import GestureKit

/// Paints a raster turned or scaled by an affine matrix onto an ARGB32 image, bilinear-filtered:
/// the picture `cairo_paint` makes of a bilinear pattern (no extend, OVER, with alpha), to a level
/// or two, in a sixth to a third of the time.
///
/// Pixman has no vector path for a turned bilinear fetch: a 240-point photo turned and scaled
/// at 1280×800 took 0.9–1.5 ms a frame there on this project's machine, most of the app's CPU in
/// the benchmark's pinch-and-turn. Here each row is sampled by CTurnedCopy's loop, eight pixels
/// at once with pixman's 7-bit weights (AVX2), and only where the view's outline may hold them:
/// about 0.2 ms.
/// Nearest-pixel sampling would be cheaper still, but it stair-steps the rim, the border and sharp
/// edges inside the photo while it turns.
enum TurnedCopy {
    /// Paints `source`, placed by `matrix` (source pixels to device pixels), with `alpha`, inside
    /// `area` (device pixels, whole-numbered) and the context's clip; `outline` holds all of the
    /// source's pixels that are not transparent. False, having drawn nothing,
    /// when the target is not an ARGB32 image or the clip is not whole-pixel rectangles: then the
    /// caller paints with Cairo.
    static func paint(
        _ source: CairoSurface, outline: Outline, matrix: cairo_matrix_t, alpha: Double, into cairo: OpaquePointer,
        within area: Rect
    ) -> Bool {
        guard let target = cairo_get_group_target(cairo), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
        else { return false }
        var inverse = matrix
        guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS, fitsFixedPoint(inverse) else { return false }
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        guard offsetX == offsetX.rounded(), offsetY == offsetY.rounded() else { return false }

        var current = cairo_matrix_t()
        cairo_get_matrix(cairo, &current)
        cairo_identity_matrix(cairo)
        let list = cairo_copy_clip_rectangle_list(cairo)
        cairo_set_matrix(cairo, &current)
        guard let list else { return false }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return false }
        let clip = UnsafeBufferPointer(start: list.pointee.rectangles, count: Int(list.pointee.num_rectangles))
        guard
            clip.allSatisfy({
                $0.x == $0.x.rounded() && $0.y == $0.y.rounded() && $0.width == $0.width.rounded()
                    && $0.height == $0.height.rounded()
            })
        else { return false }

        cairo_surface_flush(target)
        guard let image = Image(target), let raster = warmedRaster(of: source) else { return false }
        let alpha8 = alphaLevel(alpha)
        for rectangle in clip {
            // The clip in device pixels, then in the image's (a group's image is offset).
            let box = Rect(x: rectangle.x, y: rectangle.y, width: rectangle.width, height: rectangle.height)
                .intersection(area)
                .intersection(
                    Rect(x: -offsetX, y: -offsetY, width: Double(image.width), height: Double(image.height)))
            guard !box.isEmpty else { continue }
            // Whole numbers inside the image; converted without trapping whatever they are.
            let minX = Int(saturating: box.minX), minY = Int(saturating: box.minY)
            let maxX = max(minX, Int(saturating: box.maxX)), maxY = max(minY, Int(saturating: box.maxY))
            let offset = (x: Int(saturating: offsetX), y: Int(saturating: offsetY))
            let rows = RowSamples(raster: raster, outline: outline, inverse: inverse, columns: minX..<maxX)
            for y in minY..<maxY {
                guard let (span, samples) = rows.span(ofRow: y) else { continue }
                gct_blend_row(
                    image.pixels + (y + offset.y) * image.stride + offset.x + span.lowerBound, Int32(span.count),
                    raster, samples, alpha8)
            }
            cairo_surface_mark_dirty_rectangle(target, Int32(minX), Int32(minY), Int32(maxX - minX), Int32(maxY - minY))
        }
        return true
    }

    /// Writes every pixel of the top left `width` × `height` of `target` (an ARGB32 image at
    /// least that large): `source` placed by `matrix` with `alpha` where its `outline` reaches,
    /// transparent everywhere else — the picture ``paint(_:outline:matrix:alpha:into:within:)``
    /// makes on a transparent image, without clearing it first, each pixel written once. False,
    /// having written nothing, when the target is not an ARGB32 image or the matrix is beyond
    /// the loop's fixed point.
    static func copy(
        _ source: CairoSurface, outline: Outline, matrix: cairo_matrix_t, alpha: Double, into target: CairoSurface,
        width: Int, height: Int
    ) -> Bool {
        var inverse = matrix
        guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS, fitsFixedPoint(inverse),
            cairo_image_surface_get_format(target.pointer) == CAIRO_FORMAT_ARGB32
        else { return false }
        cairo_surface_flush(target.pointer)
        guard let image = Image(target.pointer), (0...image.width).contains(width), (0...image.height).contains(height),
            let raster = warmedRaster(of: source)
        else { return false }
        let alpha8 = alphaLevel(alpha)
        let rows = RowSamples(raster: raster, outline: outline, inverse: inverse, columns: 0..<width)
        for y in 0..<height {
            let row = image.pixels + y * image.stride
            guard let (span, samples) = rows.span(ofRow: y) else {
                // No pixel of the row shows the raster: all of it transparent.
                gct_copy_row(row, Int32(width), 0, 0, raster, GctSamples(u: 0, v: 0, step_u: 0, step_v: 0), alpha8)
                continue
            }
            // The row's samples counted from its first pixel, so the span's are the blend's to the bit.
            let before = Int64(span.lowerBound)
            let fromStart = GctSamples(
                u: samples.u - before * samples.step_u, v: samples.v - before * samples.step_v,
                step_u: samples.step_u, step_v: samples.step_v)
            gct_copy_row(
                row, Int32(width), Int32(span.lowerBound), Int32(span.upperBound), raster, fromStart, alpha8)
        }
        cairo_surface_mark_dirty_rectangle(target.pointer, 0, 0, Int32(width), Int32(height))
        return true
    }

    /// The loop's description of `source`'s pixels (CTurnedCopy's), read once first; nil when
    /// it has none.
    private static func warmedRaster(of source: CairoSurface) -> GctRaster? {
        cairo_surface_flush(source.pointer)
        guard let sourceData = cairo_image_surface_get_data(source.pointer) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(source.pointer))
        // Read once in memory order first (a byte per cache line). Sampled along a slant, the
        // raster is read one cache line after another that the processor cannot predict, and
        // between frames the compositor's drawing evicts it: sampling took twice as long from
        // memory as from the cache (0.9 against 0.5 ms for a 300-point photo); this pass, 0.05 ms.
        gct_warm(sourceData, stride * source.pixelHeight)
        // Cairo's sizes are 32-bit, as the loop's.
        return GctRaster(
            pixels: UnsafeRawPointer(sourceData).assumingMemoryBound(to: UInt32.self), stride: stride / 4,
            width: cairo_image_surface_get_width(source.pointer), height: cairo_image_surface_get_height(source.pointer)
        )
    }

    /// `alpha` in 8 bits, as pixman applies Cairo's alpha.
    private static func alphaLevel(_ alpha: Double) -> UInt32 {
        UInt32((min(max(alpha, 0), 1) * 255).rounded())
    }

    /// An ARGB32 image's pixels, as the loop writes them.
    private struct Image {
        let pixels: UnsafeMutablePointer<UInt32>
        let stride: Int, width: Int, height: Int

        /// `surface`'s pixels; nil when it has none (a surface in an error state).
        init?(_ surface: OpaquePointer) {
            guard let data = cairo_image_surface_get_data(surface) else { return nil }
            pixels = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
            stride = Int(cairo_image_surface_get_stride(surface)) / 4
            width = Int(cairo_image_surface_get_width(surface))
            height = Int(cairo_image_surface_get_height(surface))
        }
    }

    /// Whether `inverse`'s steps and reach fit the loop's 16.16 fixed point (a device pixel no more
    /// than 2^14 texels across, positions within 2^40): a view squeezed a billionfold one way and
    /// stretched the other passes the density check, and Cairo paints it instead of a trap.
    private static func fitsFixedPoint(_ inverse: cairo_matrix_t) -> Bool {
        [inverse.xx, inverse.xy, inverse.yx, inverse.yy].allSatisfy { abs($0) < 16384 }
            && abs(inverse.x0) < 0x100_0000_0000 && abs(inverse.y0) < 0x100_0000_0000
    }

    /// Where each row's pixels sample a raster placed by a matrix: the columns whose sample may
    /// reach the raster's pixels that are not transparent, and the first one's sample.
    private struct RowSamples {
        let raster: GctRaster
        /// Wide enough for the antialiased edge and the texel each sample reaches past it.
        let reach: Outline
        /// Device pixels to source pixels.
        let inverse: cairo_matrix_t
        /// The columns of the image to sample in.
        let columns: Range<Int>
        /// Steps from one pixel to the next, in 16.16 fixed point as pixman steps them.
        let stepU: Int64, stepV: Int64
        static let one = 65536.0

        init(raster: GctRaster, outline: Outline, inverse: cairo_matrix_t, columns: Range<Int>) {
            self.raster = raster
            reach = outline.grown(by: 2)
            self.inverse = inverse
            self.columns = columns
            // `fitsFixedPoint` has bounded the steps and the reach, so these conversions cannot trap.
            stepU = Int64((inverse.xx * Self.one).rounded())
            stepV = Int64((inverse.yx * Self.one).rounded())
        }

        /// Row `y`'s columns that may show the raster, and the sample of the first (texel
        /// centres at +0.5 taken off); nil when none may.
        func span(ofRow y: Int) -> (Range<Int>, GctSamples)? {
            let centreY = Double(y) + 0.5
            var (first, last) = touchedColumns(of: raster, inverse: inverse, row: centreY, within: columns)
            // A round photo's corners are transparent: a fifth of its box.
            guard
                let (low, high) = reach.span(
                    from: (
                        inverse.xx * 0.5 + inverse.xy * centreY + inverse.x0,
                        inverse.yx * 0.5 + inverse.yy * centreY + inverse.y0
                    ), step: (inverse.xx, inverse.yx))
            else { return nil }
            // Clamped as doubles first: a span far off the image is no column at all.
            let (lowest, highest) = (Double(first), Double(max(first, last)))
            first = max(first, Int(saturating: min(max(low.rounded(.down), lowest), highest)) - 1)
            last = min(last, Int(saturating: min(max(high.rounded(.up), lowest), highest)) + 1)
            guard first < last else { return nil }
            let centreX = Double(first) + 0.5
            let u = Int64(((inverse.xx * centreX + inverse.xy * centreY + inverse.x0 - 0.5) * Self.one).rounded())
            let v = Int64(((inverse.yx * centreX + inverse.yy * centreY + inverse.y0 - 0.5) * Self.one).rounded())
            return (first..<last, GctSamples(u: u, v: v, step_u: stepU, step_v: stepV))
        }
    }

    /// The columns of `row` (a device pixel centre's y) whose sample reaches the raster at all,
    /// a pixel wider each side than worked out (the loop checks each pixel anyway).
    private static func touchedColumns(
        of raster: GctRaster, inverse: cairo_matrix_t, row y: Double, within columns: Range<Int>
    ) -> (Int, Int) {
        var low = Double(columns.lowerBound), high = Double(columns.upperBound)
        // Column x samples at u = a + b·x, which must lie in (-1, limit); likewise v.
        func narrow(_ a: Double, _ b: Double, _ limit: Double) {
            guard abs(b) > 1e-12 else {
                if a <= -1 || a >= limit { high = low }
                return
            }
            let one = (-1 - a) / b, other = (limit - a) / b
            low = max(low, min(one, other).rounded(.down) - 1)
            high = min(high, max(one, other).rounded(.up) + 1)
        }
        narrow(inverse.xy * y + inverse.x0 - 0.5 + inverse.xx * 0.5, inverse.xx, Double(raster.width))
        narrow(inverse.yy * y + inverse.y0 - 0.5 + inverse.yx * 0.5, inverse.yx, Double(raster.height))
        guard low < high else { return (0, 0) }
        return (Int(saturating: low), Int(saturating: high))
    }

    /// A rounded rectangle in a raster's pixels (a texel's centre is at +0.5).
    struct Outline {
        var rect: Rect
        var radius: Double

        func grown(by distance: Double) -> Outline {
            Outline(rect: rect.insetBy(-distance), radius: radius + distance)
        }

        /// Where the points `start + t · step` lie inside: t from the first to the second, or nil.
        func span(from start: (x: Double, y: Double), step: (x: Double, y: Double)) -> (Double, Double)? {
            // The outline is convex, and the union of two crossed rectangles and four corner discs.
            var low = Double.infinity, high = -Double.infinity
            func include(_ piece: (Double, Double)?) {
                guard let piece, piece.0 <= piece.1 else { return }
                low = min(low, piece.0)
                high = max(high, piece.1)
            }
            let radius = min(radius, rect.width / 2, rect.height / 2)
            include(Self.span(inX: rect.minX...rect.maxX, y: (rect.minY + radius)...(rect.maxY - radius), start, step))
            include(Self.span(inX: (rect.minX + radius)...(rect.maxX - radius), y: rect.minY...rect.maxY, start, step))
            if radius > 0 {
                func disc(_ centreX: Double, _ centreY: Double) {
                    // |start + t · step − centre|² ≤ radius²
                    let (dx, dy) = (start.x - centreX, start.y - centreY)
                    let a = step.x * step.x + step.y * step.y, b = step.x * dx + step.y * dy
                    let discriminant = b * b - a * (dx * dx + dy * dy - radius * radius)
                    guard a > 0, discriminant >= 0 else { return }
                    let root = discriminant.squareRoot()
                    include(((-b - root) / a, (-b + root) / a))
                }
                disc(rect.minX + radius, rect.minY + radius)
                disc(rect.maxX - radius, rect.minY + radius)
                disc(rect.minX + radius, rect.maxY - radius)
                disc(rect.maxX - radius, rect.maxY - radius)
            }
            return low <= high ? (low, high) : nil
        }

        private static func span(
            inX x: ClosedRange<Double>, y: ClosedRange<Double>, _ start: (x: Double, y: Double),
            _ step: (x: Double, y: Double)
        ) -> (Double, Double)? {
            var low = -Double.infinity, high = Double.infinity
            func slab(_ range: ClosedRange<Double>, _ origin: Double, _ delta: Double) -> Bool {
                if abs(delta) < 1e-12 { return range.contains(origin) }
                let one = (range.lowerBound - origin) / delta, other = (range.upperBound - origin) / delta
                low = max(low, min(one, other))
                high = min(high, max(one, other))
                return true
            }
            guard slab(x, start.x, step.x), slab(y, start.y, step.y) else { return nil }
            return (low, high)
        }
    }
}
