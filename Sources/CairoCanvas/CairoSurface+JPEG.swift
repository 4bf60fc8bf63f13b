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
        let pixels = cairo_image_surface_get_data(surface.pointer)!
        // Printers' CMYK (and its YCCK form) decodes only to CMYK: converted below.
        let isCMYK = colorspace == TJCS_CMYK.rawValue || colorspace == TJCS_YCCK.rawValue
        var cmyk = [UInt8](repeating: 0, count: isCMYK ? scaledWidth * scaledHeight * 4 : 0)
        let result = bytes.withUnsafeBufferPointer { buffer in
            cmyk.withUnsafeMutableBufferPointer { cmyk in
                // Warnings too: TurboJPEG fills what it could not decode with grey and calls it a
                // warning (a file cut short, damaged data). Damaged pictures are refused, as PNGs are.
                tjDecompress2(
                    decoder, buffer.baseAddress, UInt(buffer.count), isCMYK ? cmyk.baseAddress : pixels,
                    Int32(scaledWidth), isCMYK ? Int32(scaledWidth * 4) : stride, Int32(scaledHeight),
                    Int32((isCMYK ? TJPF_CMYK : TJPF_BGRA).rawValue), TJFLAG_ACCURATEDCT | TJFLAG_STOPONWARNING)
            }
        }
        if result != 0 { throw failure("damaged JPEG data") }
        if isCMYK {
            convertCMYK(
                cmyk, width: scaledWidth, height: scaledHeight, inverted: hasAdobeMarker(bytes), into: pixels,
                stride: Int(stride))
        }
        cairo_surface_mark_dirty(surface.pointer)
        return (surface, Int(width), Int(height))
    }

    /// CMYK to Cairo's opaque BGRA, by the usual formula without colour management (R = (1 − C)(1 − K)
    /// and so on): close enough to show a print-ready photo, where refusing it would show nothing.
    /// Photoshop's CMYK JPEGs, marked by an Adobe segment, store each ink inverted (255 is none).
    private static func convertCMYK(
        _ cmyk: [UInt8], width: Int, height: Int, inverted: Bool, into pixels: UnsafeMutablePointer<UInt8>,
        stride: Int
    ) {
        for y in 0..<height {
            for x in 0..<width {
                let source = (y * width + x) * 4
                let white = { (ink: UInt8) -> Int in inverted ? Int(ink) : 255 - Int(ink) }
                let black = white(cmyk[source + 3])
                let target = pixels + y * stride + x * 4
                // BGRA in memory on little-endian machines, as Cairo's ARGB32 is.
                target[0] = UInt8(white(cmyk[source + 2]) * black / 255)
                target[1] = UInt8(white(cmyk[source + 1]) * black / 255)
                target[2] = UInt8(white(cmyk[source]) * black / 255)
                target[3] = 255
            }
        }
    }

    /// Whether the JPEG has an Adobe APP14 segment before its image data (JPEG's markers: 0xFF, a
    /// code, then a big-endian length that counts itself).
    private static func hasAdobeMarker(_ bytes: [UInt8]) -> Bool {
        var offset = 2
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let code = bytes[offset + 1]
            // Start of scan: the image data follows, and no more segments before it.
            if code == 0xDA { return false }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            if code == 0xEE, bytes[(offset + 4)...].starts(with: "Adobe".utf8) { return true }
            offset += 2 + length
        }
        return false
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

    /// Encodes CMYK pixels (four bytes a pixel, stored as Adobe's do: 255 is no ink) as a YCCK
    /// JPEG, which TurboJPEG marks with an Adobe segment, for tests of print-ready pictures.
    static func cmykJPEGData(_ cmyk: [UInt8], width: Int, height: Int) -> [UInt8]? {
        guard let encoder = tjInitCompress() else { return nil }
        defer { tjDestroy(encoder) }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let result = tjCompress2(
            encoder, cmyk, Int32(width), Int32(width * 4), Int32(height), Int32(TJPF_CMYK.rawValue), &output, &size,
            Int32(TJSAMP_444.rawValue), 95, 0)
        guard result == 0, let output else { return nil }
        defer { tjFree(output) }
        return Array(UnsafeBufferPointer(start: output, count: Int(size)))
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
