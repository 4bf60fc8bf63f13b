import CCairo

// Shrinking an image by more than a quarter makes Cairo's GOOD filter switch from bilinear
// sampling to a convolution per pixel, which measured about three times slower for a rotated
// photo (Cairo 1.16, pixman 0.42). Drawing from a copy at half, quarter, … size instead
// (mipmapping) keeps every draw within a factor 0.75…1.5 of its source, where GOOD samples
// bilinearly at full speed and still does not alias.

extension CairoImage {
    /// Below this many device pixels per image pixel, a smaller level is used: Cairo's GOOD
    /// filter stays bilinear down to this factor and convolves below it.
    static let smallestBilinearFactor = 0.75

    /// The pixels to draw from when one image pixel covers `deviceScale` device pixels: the
    /// full image, or the smallest level that is not shrunk below ``smallestBilinearFactor``.
    func pixels(forDeviceScale deviceScale: Double) -> CairoSurface {
        guard deviceScale.isFinite, deviceScale > 0 else { return surface }
        var level = surface, factor = deviceScale, index = 0
        while factor < Self.smallestBilinearFactor, let smaller = smallerLevel(after: index, from: level) {
            level = smaller
            factor *= 2
            index += 1
        }
        return level
    }

    /// Level `index + 1` (half of `level`), made on first use; nil once a side is down to one pixel.
    private func smallerLevel(after index: Int, from level: CairoSurface) -> CairoSurface? {
        if index < smallerLevels.count { return smallerLevels[index] }
        guard level.pixelWidth > 1, level.pixelHeight > 1,
            let half = try? Self.resample(
                level, toWidth: (level.pixelWidth + 1) / 2, height: (level.pixelHeight + 1) / 2)
        else { return nil }
        smallerLevels.append(half)
        return half
    }

    /// A copy of `surface` stretched to a new pixel size, averaging when it shrinks.
    static func resample(_ surface: CairoSurface, toWidth width: Int, height: Int) throws -> CairoSurface {
        let resampled = try CairoSurface(pixelWidth: width, pixelHeight: height)
        let cairo = cairo_create(resampled.pointer)!
        defer { cairo_destroy(cairo) }
        cairo_scale(cairo, Double(width) / Double(surface.pixelWidth), Double(height) / Double(surface.pixelHeight))
        cairo_set_source_surface(cairo, surface.pointer, 0, 0)
        // GOOD averages every source pixel an output pixel covers (a box filter when
        // shrinking); PAD keeps the edges opaque instead of blending them with nothing.
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cairo)
        return resampled
    }
}
