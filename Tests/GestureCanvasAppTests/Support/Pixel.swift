/// A premultiplied ARGB8888 pixel, as wl_shm lays it out.
struct Pixel: Equatable, CustomStringConvertible {
    let value: UInt32

    init(_ value: UInt32) { self.value = value }

    /// The photos scene's background, 0xF2F2F7, opaque.
    static let background = Pixel(0xFFF2_F2F7)

    var channels: [Int] { [24, 16, 8, 0].map { Int((value >> UInt32($0)) & 0xFF) } }

    /// Whether every channel is within `tolerance` of `other`'s.
    func isClose(to other: Pixel, tolerance: Int = 3) -> Bool {
        zip(channels, other.channels).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// `self` drawn with `alpha` over the opaque `backdrop` (premultiplied "over").
    func blended(alpha: Double, over backdrop: Pixel) -> Pixel {
        let mixed = zip(channels, backdrop.channels).map { top, bottom in
            UInt32((Double(top) * alpha + Double(bottom) * (1 - alpha)).rounded())
        }
        return Pixel(mixed[0] << 24 | mixed[1] << 16 | mixed[2] << 8 | mixed[3])
    }

    var description: String { "0x" + String(value, radix: 16, uppercase: true) }
}
