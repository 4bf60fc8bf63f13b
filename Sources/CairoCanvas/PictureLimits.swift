import HostSystem

/// How large a picture file may be, and how many pixels it may decode to: a scene file's picture
/// is chosen by an operator, and a 20000×20000 PNG (1.6 GB of pixels) must be refused with its
/// size, not take the kiosk's memory.
public enum PictureLimits {
    /// 40 megapixels (160 MiB decoded): more than an 8K screenshot or a 36-megapixel camera's
    /// PNG. Cairo decodes a PNG whole before it can be reduced, so this is its ceiling; a JPEG is
    /// reduced while it decodes and only its reduced size counts.
    public static let decodedPixels = 40_000_000

    /// 128 megapixels (512 MiB): all the pictures of one scene together, as they stay in memory
    /// (after any reduction on load; a picture named twice is decoded once and counts once).
    /// Thirty camera photos reduced to 2048×1536 fit; a scene file naming thousands does not.
    public static let scenePixels = 128_000_000

    /// 256 MiB: a picture file is read whole before it is decoded.
    public static let fileBytes = 256 * 1024 * 1024

    /// The picture file's bytes, or an error naming it: it must be a regular file within
    /// ``fileBytes``.
    static func readPicture(at path: String) throws -> [UInt8] {
        do {
            return try InputFile.contents(of: path, limit: fileBytes)
        } catch .notFound {
            throw CairoCanvasError.imageNotFound(path: path)
        } catch {
            throw CairoCanvasError.imageUnreadable(path: path, reason: error.reason)
        }
    }

    /// Refuses a PNG whose header (IHDR, PNG specification section 11.2.2) is missing or
    /// promises more pixels than ``decodedPixels``.
    static func checkPNGHeader(_ bytes: [UInt8], path: String) throws {
        // Signature (8), chunk length (4), "IHDR" (4), width (4), height (4).
        guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else {
            throw CairoCanvasError.imageUnreadable(path: path, reason: "damaged PNG data: no IHDR header chunk")
        }
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        try checkDecodedSize(width: width, height: height, path: path)
    }

    /// The longest side Cairo's image surfaces take, in pixels (a signed 16-bit coordinate).
    public static let side = 32767

    /// Refuses a picture that would decode to a side longer than ``side`` or to more than
    /// ``decodedPixels`` pixels, saying which.
    static func checkDecodedSize(width: Int, height: Int, path: String) throws {
        guard width > 0, height > 0 else {
            throw CairoCanvasError.imageUnreadable(
                path: path, reason: "damaged picture data: it is \(width)×\(height) pixels")
        }
        guard width <= side, height <= side else {
            throw CairoCanvasError.imageUnreadable(
                path: path,
                reason:
                    "the picture is \(width)×\(height) pixels, a side longer than the \(side) pixels a picture may "
                    + "have; scale it down first")
        }
        guard width * height <= decodedPixels else {
            throw CairoCanvasError.imageUnreadable(
                path: path,
                reason:
                    "the picture is \(width)×\(height) pixels, more than the \(decodedPixels / 1_000_000) megapixels "
                    + "a picture may decode to; scale it down first")
        }
    }
}
