import CCairo
import CTurboJPEG
import Glibc

// JPEG files are decoded with libjpeg-turbo's TurboJPEG interface (Debian's libturbojpeg0): it
// reports errors as return values (plain libjpeg longjmps out of its error handler, which Swift
// cannot survive), writes straight into Cairo's byte order (BGRA on little-endian machines), and
// scales by 1/2…1/8 while decoding, so a camera photo never exists at full size in memory.

extension CairoSurface {
    /// Decodes a JPEG file, scaled down while decoding (by the largest of TurboJPEG's factors
    /// that is needed) so that its longer side is at most `maximumPixelSize` where that is
    /// possible. Returns the surface and the picture's full size in pixels.
    ///
    /// Throws ``CairoCanvasError/imageNotFound(path:)`` or ``CairoCanvasError/imageUnreadable(path:reason:)``
    /// naming the path.
    static func decodingJPEG(at path: String, maximumPixelSize: Int) throws -> (
        CairoSurface, fullWidth: Int, fullHeight: Int
    ) {
        let bytes = try PictureLimits.readPicture(at: path)
        guard let decoder = tjInitDecompress() else {
            throw CairoCanvasError.imageUnreadable(path: path, reason: "the JPEG decoder could not start")
        }
        defer { tjDestroy(decoder) }
        func failure(_ what: String) -> CairoCanvasError {
            .imageUnreadable(path: path, reason: "\(what): \(String(cString: tjGetErrorStr2(decoder)))")
        }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let header = bytes.withUnsafeBufferPointer { buffer in
            tjDecompressHeader3(
                decoder, buffer.baseAddress, UInt(buffer.count), &width, &height, &subsampling, &colorspace)
        }
        guard header == 0, width > 0, height > 0 else { throw failure("not a JPEG image") }
        let (scaledWidth, scaledHeight) = scaledSize(width: Int(width), height: Int(height), limit: maximumPixelSize)
        try PictureLimits.checkDecodedSize(width: scaledWidth, height: scaledHeight, path: path)
        let surface = try CairoSurface(pixelWidth: scaledWidth, pixelHeight: scaledHeight)
        cairo_surface_flush(surface.pointer)
        let stride = cairo_image_surface_get_stride(surface.pointer)
        let pixels = cairo_image_surface_get_data(surface.pointer)
        let result = bytes.withUnsafeBufferPointer { buffer in
            tjDecompress2(
                decoder, buffer.baseAddress, UInt(buffer.count), pixels, Int32(scaledWidth), stride,
                Int32(scaledHeight), Int32(TJPF_BGRA.rawValue), TJFLAG_ACCURATEDCT)
        }
        // A warning (a truncated file, say) still leaves a usable picture; an error does not.
        if result != 0 && tjGetErrorCode(decoder) != TJERR_WARNING.rawValue { throw failure("damaged JPEG data") }
        cairo_surface_mark_dirty(surface.pointer)
        return (surface, Int(width), Int(height))
    }

    /// The largest size TurboJPEG can decode to directly whose longer side fits `limit` (or its
    /// smallest, 1/8, when none does: `CairoImage` resamples the rest of the way).
    private static func scaledSize(width: Int, height: Int, limit: Int) -> (Int, Int) {
        var count: Int32 = 0
        guard let factors = tjGetScalingFactors(&count), count > 0 else { return (width, height) }
        let sizes = (0..<Int(count)).map { index -> (Int, Int) in
            let factor = factors[index]
            let scale = { (side: Int) in (side * Int(factor.num) + Int(factor.denom) - 1) / Int(factor.denom) }
            return (scale(width), scale(height))
        }
        let fitting = sizes.filter { max($0.0, $0.1) <= limit && $0.0 <= width && $0.1 <= height }
        return fitting.max { $0.0 < $1.0 } ?? sizes.min { $0.0 < $1.0 } ?? (width, height)
    }

    /// Encodes the pixels as a JPEG (opaque; alpha is dropped), for tests that need JPEG files
    /// made here rather than taken from elsewhere.
    func jpegData(quality: Int32 = 92) -> [UInt8]? {
        guard let encoder = tjInitCompress() else { return nil }
        defer { tjDestroy(encoder) }
        cairo_surface_flush(pointer)
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let result = tjCompress2(
            encoder, cairo_image_surface_get_data(pointer), Int32(pixelWidth), cairo_image_surface_get_stride(pointer),
            Int32(pixelHeight), Int32(TJPF_BGRA.rawValue), &output, &size, Int32(TJSAMP_444.rawValue), quality, 0)
        guard result == 0, let output else { return nil }
        defer { tjFree(output) }
        return Array(UnsafeBufferPointer(start: output, count: Int(size)))
    }
}
