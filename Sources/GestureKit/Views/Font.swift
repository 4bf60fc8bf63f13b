/// A font request: a family by name, a size and a weight. The renderer picks the closest face it
/// has (fontconfig's choice on Linux), and draws each character the chosen face lacks from
/// another face that has it, so Hebrew, Arabic or an emoji still show in a family without them.
///
/// ```swift
/// label.font = Font(size: 24, weight: .semibold)            // the system's sans-serif
/// note.font = Font(family: "DejaVu Serif", size: 17)         // a family by name
/// ```
public struct Font: Hashable, Sendable {
    /// The family asked for, as fontconfig names it ("DejaVu Serif", "Noto Sans", "monospace");
    /// nil asks for the system's sans-serif face.
    public var family: String?
    /// The font size in points: the em square, as `UIFont.pointSize`. Drawn within 0…10,000
    /// points (see ``largestSize``); a size that is not a positive number draws nothing.
    public var size: Double
    /// How heavy the strokes are.
    public var weight: Weight

    /// Whether the text is bold: a weight of ``Weight/semibold`` or heavier. Setting it chooses
    /// ``Weight/bold`` or ``Weight/regular``.
    public var isBold: Bool {
        get { weight >= .semibold }
        set { weight = newValue ? .bold : .regular }
    }

    /// A font of `family` (nil: the system's sans-serif) at `size` points and `weight`.
    public init(family: String? = nil, size: Double, weight: Weight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    /// The system's sans-serif at `size` points, regular unless `bold`.
    public init(size: Double, bold: Bool) {
        self.init(size: size, weight: bold ? .bold : .regular)
    }

    /// 17 pt: UIKit's body text size.
    public static let body = Font(size: 17)
    /// 13 pt: small text for captions and hints.
    public static let caption = Font(size: 13)
    /// The largest size text is laid out at, in points; larger sizes are drawn at this size.
    /// Far beyond any screen at a scale of one (a view's transform scales text further), and
    /// small enough that a line's positions stay exact in Pango's 32-bit units.
    public static let largestSize = 10_000.0

    /// A font weight on the OpenType scale (`usWeightClass`, CSS's `font-weight`): 100 thin to
    /// 900 black, 400 regular, 700 bold.
    public struct Weight: Hashable, Comparable, Sendable {
        /// The weight on the OpenType scale, 100…1000.
        public let value: Int

        /// The weight `value` on the OpenType scale, clamped to 100…1000.
        public init(_ value: Int) {
            self.value = min(max(value, 100), 1000)
        }

        /// Whether `lhs` is lighter than `rhs`.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.value < rhs.value }

        /// 100.
        public static let thin = Weight(100)
        /// 200.
        public static let ultraLight = Weight(200)
        /// 300.
        public static let light = Weight(300)
        /// 400.
        public static let regular = Weight(400)
        /// 500.
        public static let medium = Weight(500)
        /// 600.
        public static let semibold = Weight(600)
        /// 700.
        public static let bold = Weight(700)
        /// 800.
        public static let heavy = Weight(800)
        /// 900.
        public static let black = Weight(900)
    }
}
