import GestureKit

/// Where the seed's photos live in a window of a given shape (issue 25: a kiosk's first screen
/// fits its screen). A phone-sized window keeps the seed's iPhone column at the top left; a larger
/// landscape window puts the photos side by side in its middle, a larger portrait one in a column
/// in its middle, each sized to the window.
enum PhotoHome {
    /// How the photos are arranged.
    enum Arrangement: Equatable {
        /// The seed's column at the left: photos 30 % of the shorter side, 20 points apart.
        case seedColumn
        /// Side by side, the group centred in the window.
        case row
        /// One under the other, the group centred in the window.
        case column
    }

    /// A window whose shorter side is below this many points is phone-sized: its photos stay in
    /// the seed's column (the largest phones are 430 points across; a small tablet is 744).
    static let phoneSide = 480.0
    /// The seed column's share of the shorter side and its limits (the seed's iPhone layout).
    static let seedShare = 0.3
    static let seedDiameters: ClosedRange<Double> = 80...400
    /// In a larger window, the photos' diameter is at most this share of the side across the
    /// group (half the height of a landscape window), and the whole group spans at most
    /// ``groupShare`` of the side along it, so a margin stays around it. Our choice, looked at
    /// at 1280×800, 1920×1080, 800×1280 and 3840×2160.
    static let acrossShare = 0.5
    static let groupShare = 0.8
    /// The gap between two photos, as a share of their diameter.
    static let gapShare = 0.2
    /// The largest home diameter, in points: at 3840×2160 two 1080-point photos would be a wall.
    static let largestDiameter = 720.0

    static func arrangement(for size: Size) -> Arrangement {
        if min(size.width, size.height) < phoneSide { return .seedColumn }
        return size.width > size.height ? .row : .column
    }

    /// The home centre and diameter of photo `index` of `count` in a scene root of `size`.
    static func frame(index: Int, count: Int, in size: Size) -> (center: Point, diameter: Double) {
        let arrangement = arrangement(for: size)
        guard arrangement != .seedColumn else {
            let diameter = min(
                max(min(size.width, size.height) * seedShare, seedDiameters.lowerBound), seedDiameters.upperBound)
            // The seed's column at the left, spaced as the seed spaces it.
            return (Point(x: 20 + diameter / 2, y: 20 + diameter / 2 + Double(index) * (20 + diameter)), diameter)
        }
        let along = arrangement == .row ? size.width : size.height
        let across = arrangement == .row ? size.height : size.width
        let slots = Double(max(count, 1))
        // count × d + (count − 1) × gapShare × d fits in groupShare of the side along the group.
        let fitting = along * groupShare / (slots + (slots - 1) * gapShare)
        let diameter = min(across * acrossShare, fitting, largestDiameter)
        let step = diameter * (1 + gapShare)
        let offset = (Double(index) - (slots - 1) / 2) * step
        let center = Point(x: size.width / 2, y: size.height / 2)
        let point =
            arrangement == .row
            ? Point(x: center.x + offset, y: center.y) : Point(x: center.x, y: center.y + offset)
        return (point, diameter)
    }
}
