import CairoCanvas

/// Pixel memory owned by the test, standing in for a Wayland shared-memory buffer; rows may
/// carry padding past the last pixel, as real buffers may.
final class ArrayPixelStorage: PixelStorage {
    let pixelWidth: Int
    let pixelHeight: Int
    let bytesPerRow: Int
    var bytes: [UInt8]

    init(pixelWidth: Int, pixelHeight: Int, padding: Int = 0, fill: UInt8 = 0) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.bytesPerRow = pixelWidth * 4 + padding
        self.bytes = Array(repeating: fill, count: bytesPerRow * pixelHeight)
    }

    func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeMutableBytes(body)
    }

    /// The ARGB32 word of one pixel (little-endian, as Wayland's argb8888).
    func word(atX x: Int, y: Int) -> UInt32 {
        let offset = y * bytesPerRow + x * 4
        return UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16
            | UInt32(bytes[offset + 3]) << 24
    }

    /// Every pixel's word, row by row without the padding.
    var words: [UInt32] {
        (0..<pixelHeight).flatMap { y in (0..<pixelWidth).map { x in word(atX: x, y: y) } }
    }
}
