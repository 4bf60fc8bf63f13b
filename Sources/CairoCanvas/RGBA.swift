import GestureKit

/// One pixel as four 8-bit components with straight (un-premultiplied) alpha, as PNG files and
/// tests think of colours.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    /// The components, each 0…255; `alpha` is straight (not multiplied into the others).
    public var red, green, blue, alpha: UInt8

    /// A pixel from its components; opaque unless `alpha` says otherwise.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// The nearest 8-bit pixel to a colour (components are clamped to 0…1).
    public init(_ color: Color) {
        func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        self.init(red: byte(color.red), green: byte(color.green), blue: byte(color.blue), alpha: byte(color.alpha))
    }

    /// Decodes Cairo's ARGB32 word: alpha in the top byte, colour premultiplied by it.
    init(premultipliedARGB word: UInt32) {
        let alpha = UInt8(truncatingIfNeeded: word >> 24)
        func component(_ shift: UInt32) -> UInt8 {
            let premultiplied = UInt32(truncatingIfNeeded: (word >> shift) & 0xFF)
            guard alpha > 0 else { return 0 }
            // Rounded division undoes Cairo's rounded premultiplication for opaque and most
            // translucent pixels; very faint ones lose precision, which no test relies on.
            return UInt8(min(255, (premultiplied * 255 + UInt32(alpha) / 2) / UInt32(alpha)))
        }
        self.init(red: component(16), green: component(8), blue: component(0), alpha: alpha)
    }

    /// The same colour as a GestureKit `Color` (components divided by 255).
    public var color: Color {
        Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: Double(alpha) / 255)
    }

    /// Whether every component is within `tolerance` of the other pixel's.
    public func isClose(to other: RGBA, tolerance: Int = 2) -> Bool {
        abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
            && abs(Int(blue) - Int(other.blue)) <= tolerance && abs(Int(alpha) - Int(other.alpha)) <= tolerance
    }

    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
