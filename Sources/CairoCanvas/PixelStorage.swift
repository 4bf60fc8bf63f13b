/// Memory that someone else owns and the renderer may draw into, such as a Wayland
/// shared-memory buffer.
///
/// The layout is Cairo's `CAIRO_FORMAT_ARGB32`: one 32-bit native-endian word per pixel with
/// premultiplied alpha in the top byte, which on little-endian machines is exactly Wayland's
/// `WL_SHM_FORMAT_ARGB8888`. Rows are `bytesPerRow` apart, which must be a multiple of 4 and at
/// least `pixelWidth * 4`.
///
/// ```swift
/// extension ShmBuffer: PixelStorage {}   // the Wayland layer declares the conformance
/// try renderer.render(window, into: buffer, scale: 2, damage: window.takeDamage())
/// ```
public protocol PixelStorage: AnyObject {
    /// The image's width in pixels.
    var pixelWidth: Int { get }
    /// The image's height in pixels.
    var pixelHeight: Int { get }
    /// Bytes from one row to the next: at least `pixelWidth × 4`, as Cairo's stride for ARGB32 requires.
    var bytesPerRow: Int { get }
    /// Lends the memory for the duration of `body`; the renderer keeps no pointer past it.
    func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableRawBufferPointer) throws -> R) rethrows -> R
}
