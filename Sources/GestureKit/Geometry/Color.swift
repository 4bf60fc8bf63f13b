/// An sRGB colour with straight (not premultiplied) alpha, each component in 0…1.
public struct Color: Hashable, Sendable {
    /// The components, each 0…1; `alpha` is straight (the colour components are not multiplied by it).
    public var red, green, blue, alpha: Double

    /// A colour from its components, each 0…1; opaque unless `alpha` says otherwise.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// A colour from a 24-bit hex value, e.g. `Color(hex: 0xFF9500)`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// The same colour with another opacity, e.g. `Color.black.withAlpha(0.3)` for a shadow.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent (transparent black, which premultiplied drawing treats as nothing).
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// UIKit's `grayColor` (0.5 white), the border of the seed's first image.
    public static let gray = Color(red: 0.5, green: 0.5, blue: 0.5)
    /// UIKit's `orangeColor` (1.0, 0.5, 0.0), the border of the seed's second image.
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// Pure red (1, 0, 0), UIKit's `redColor`.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Pure green (0, 1, 0), UIKit's `greenColor`.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Pure blue (0, 0, 1), UIKit's `blueColor`.
    public static let blue = Color(red: 0, green: 0, blue: 1)
}
