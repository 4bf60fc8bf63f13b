import CCairo
import GestureKit

/// A Cairo ARGB32 image surface: pixels the renderer draws into, an image's decoded pixels, or
/// a frame about to become a PNG file.
///
/// A surface either owns its memory (`init(pixelWidth:pixelHeight:)`, PNG loading) or borrows
/// memory lent by a ``PixelStorage`` for the length of ``withSurface(over:_:)``.
///
/// ```swift
/// let surface = try CairoSurface(pixelWidth: 800, pixelHeight: 600)
/// Renderer().render(window, into: surface)
/// print(surface.pixel(atX: 10, y: 10))
/// try surface.writePNG(to: "/tmp/frame.png")
/// ```
public final class CairoSurface {
    /// The `cairo_surface_t`; released in `deinit`.
    let pointer: OpaquePointer
    /// The width in pixels.
    public let pixelWidth: Int
    /// The height in pixels.
    public let pixelHeight: Int
    /// Set once borrowed memory has been given back; the surface may no longer touch it.
    private var isFinished = false

    /// A surface with its own memory, every pixel transparent.
    public convenience init(pixelWidth: Int, pixelHeight: Int) throws {
        // Cairo's image surfaces stop at 32767 pixels a side (its fixed-point coordinates).
        guard (0...32767).contains(pixelWidth), (0...32767).contains(pixelHeight) else {
            throw CairoCanvasError.cannotCreateSurface(
                pixelWidth: pixelWidth, pixelHeight: pixelHeight, reason: "each side must be 0…32767 pixels")
        }
        let pointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
        try self.init(checking: pointer) { reason in
            .cannotCreateSurface(pixelWidth: pixelWidth, pixelHeight: pixelHeight, reason: reason)
        }
    }

    /// Takes ownership of a surface Cairo made, or throws the error `describe` makes of its status.
    init(checking pointer: OpaquePointer, orThrow describe: (String) -> CairoCanvasError) throws {
        let status = cairo_surface_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(pointer)
            throw describe(Self.message(for: status))
        }
        self.pointer = pointer
        self.pixelWidth = Int(cairo_image_surface_get_width(pointer))
        self.pixelHeight = Int(cairo_image_surface_get_height(pointer))
    }

    deinit {
        cairo_surface_destroy(pointer)
    }

    /// Lends `storage`'s memory to a surface for the length of `body`.
    ///
    /// The surface must not be kept: when `body` returns, its drawing is flushed into the
    /// storage and the surface stops touching the memory.
    public static func withSurface<R>(over storage: PixelStorage, _ body: (CairoSurface) throws -> R) throws -> R {
        let width = storage.pixelWidth, height = storage.pixelHeight, stride = storage.bytesPerRow
        guard (0...32767).contains(width), (0...32767).contains(height) else {
            throw CairoCanvasError.invalidPixelStorage(reason: "\(width)×\(height) pixels is not 0…32767 a side")
        }
        // Cairo reads whole 32-bit words, so rows must start on 4-byte boundaries.
        guard stride >= width * 4, stride % 4 == 0 else {
            throw CairoCanvasError.invalidPixelStorage(
                reason: "\(stride) bytes per row does not hold \(width) pixels on 4-byte boundaries")
        }
        return try storage.withUnsafeMutableBytes { bytes in
            guard bytes.count >= stride * height else {
                throw CairoCanvasError.invalidPixelStorage(
                    reason: "\(bytes.count) bytes is less than \(height) rows of \(stride) bytes")
            }
            guard let base = bytes.baseAddress, height > 0, width > 0 else {
                return try body(CairoSurface(pixelWidth: 0, pixelHeight: 0))
            }
            let pointer = cairo_image_surface_create_for_data(
                base.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
                Int32(stride))!
            let surface = try CairoSurface(checking: pointer) { .invalidPixelStorage(reason: $0) }
            defer { surface.finish() }
            return try body(surface)
        }
    }

    /// Writes pending drawing into the memory and detaches from it for good.
    private func finish() {
        cairo_surface_flush(pointer)
        cairo_surface_finish(pointer)
        isFinished = true
    }

    // MARK: Reading pixels

    /// The pixel at a position (0,0 is the top-left), un-premultiplied.
    public func pixel(atX x: Int, y: Int) -> RGBA {
        RGBA(premultipliedARGB: word(atX: x, y: y))
    }

    /// The pixel at a position as a `Color` (straight alpha, components 0…1).
    public func color(atX x: Int, y: Int) -> Color {
        pixel(atX: x, y: y).color
    }

    /// Every pixel as Cairo stores it (premultiplied ARGB32 words), row by row without padding;
    /// two renders produced the same image exactly when these are equal.
    public var premultipliedPixels: [UInt32] {
        guard pixelWidth > 0, pixelHeight > 0 else { return [] }
        var words: [UInt32] = []
        words.reserveCapacity(pixelWidth * pixelHeight)
        withPixelBytes { bytes, stride in
            for y in 0..<pixelHeight {
                for x in 0..<pixelWidth {
                    words.append(bytes.loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self))
                }
            }
        }
        return words
    }

    private func word(atX x: Int, y: Int) -> UInt32 {
        precondition(
            (0..<pixelWidth).contains(x) && (0..<pixelHeight).contains(y),
            "pixel (\(x), \(y)) is outside the \(pixelWidth)×\(pixelHeight) surface")
        return withPixelBytes { bytes, stride in
            bytes.loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self)
        }
    }

    /// Runs `body` on the pixel memory and its row stride; only for surfaces with pixels.
    private func withPixelBytes<R>(_ body: (UnsafeRawPointer, Int) -> R) -> R {
        precondition(!isFinished, "the surface's borrowed memory was given back; read the PixelStorage instead")
        cairo_surface_flush(pointer)
        let stride = Int(cairo_image_surface_get_stride(pointer))
        // A live image surface with at least one pixel always has data.
        return body(UnsafeRawPointer(cairo_image_surface_get_data(pointer)!), stride)
    }

    static func message(for status: cairo_status_t) -> String {
        String(cString: cairo_status_to_string(status))
    }
}
