/// A length in a scene file: points, or a share of the window ("50%").
///
/// Kiosk screens come in every size, so positions are often easiest as shares: `x = "25%"`
/// puts an image's centre a quarter of the way across whatever screen the kiosk has.
public enum Length: Equatable, Sendable {
    case points(Double)
    /// A fraction of the length it is measured along (0.5 for "50%").
    case fraction(Double)

    /// The length in points along `extent` points.
    public func resolved(in extent: Double) -> Double {
        switch self {
        case .points(let points): points
        case .fraction(let fraction): fraction * extent
        }
    }
}
