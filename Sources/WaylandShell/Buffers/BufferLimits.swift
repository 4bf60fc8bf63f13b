import GestureKit

/// How large a window's buffers may be, and the size and scale a window takes to stay within it.
///
/// A `wl_shm` pool is at most 2 GiB (its size is an `int32`), and a window's buffers share one
/// pool, up to ``BufferPool/maximumCount`` of them. The largest configure the shell takes
/// (16384 × 16384, see ``CompositorNumbers``) would need 1 GiB a buffer, and a high scale more:
/// such a window could not be drawn at all. So each buffer holds at most ``maximumPixelCount``
/// pixels and ``maximumPixelSide`` a side; a window asked to be larger takes the largest size of
/// the same shape that fits, and a scale that would overflow is lowered until the buffer fits.
/// The window still shows, only smaller or less sharp.
enum BufferLimits {
    /// 8192 × 8192 pixels (256 MiB a buffer): twice an 8K output (7680 × 4320), and four such
    /// buffers fit one pool with room to spare.
    static let maximumPixelCount = 8192 * 8192
    /// 32767 pixels: the largest side Cairo draws into (its image surfaces stop there).
    static let maximumPixelSide = 32767

    /// Whether a buffer of `width × height` pixels is within the limits.
    static func fits(pixelWidth width: Int, pixelHeight height: Int) -> Bool {
        width <= maximumPixelSide && height <= maximumPixelSide && width * height <= maximumPixelCount
    }

    /// `size` (logical points), shrunk with its shape kept until a buffer of it at scale 1 fits.
    static func fittingSize(_ size: Size) -> Size {
        let area = size.width * size.height
        let limit = Double(maximumPixelCount)
        guard area > limit else { return size }
        let factor = (limit / area).squareRoot()
        var fitted = Size(
            width: max(1, (size.width * factor).rounded(.down)), height: max(1, (size.height * factor).rounded(.down)))
        // Rounding may leave a pixel over: shave the longer side.
        while fitted.width * fitted.height > limit {
            if fitted.width >= fitted.height { fitted.width -= 1 } else { fitted.height -= 1 }
        }
        return fitted
    }

    /// The largest scale up to `scale` at which a window of `size` has a buffer that fits: a
    /// whole number (at least 1) when the buffer scale must be an integer, else in steps of
    /// 1/120 (fractional-scale-v1's unit).
    static func fittingScale(_ scale: Double, for size: Size, integral: Bool) -> Double {
        func fits(_ scale: Double) -> Bool {
            let layout = BufferPool.Layout(size: size, scale: scale)
            return Self.fits(pixelWidth: layout.pixelWidth, pixelHeight: layout.pixelHeight)
        }
        guard !fits(scale) else { return scale }
        let longest = max(size.width, size.height, 1)
        let estimate = min(
            (Double(maximumPixelCount) / max(size.width * size.height, 1)).squareRoot(),
            Double(maximumPixelSide) / longest)
        let step = integral ? 1.0 : 1.0 / 120
        var fitted = max(step, (min(scale, estimate) / step).rounded(.down) * step)
        while fitted > step && !fits(fitted) { fitted -= step }
        return integral ? max(1, fitted) : fitted
    }
}
