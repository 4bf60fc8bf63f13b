extension TestCompositor {
    /// Keyboard modifiers, turned into the keymap's modifier masks for wl_keyboard.modifiers.
    public struct Modifiers: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shift = Modifiers(rawValue: 1 << 0)
        public static let capsLock = Modifiers(rawValue: 1 << 1)
        public static let control = Modifiers(rawValue: 1 << 2)
        public static let alt = Modifiers(rawValue: 1 << 3)
        public static let numLock = Modifiers(rawValue: 1 << 4)
        public static let logo = Modifiers(rawValue: 1 << 5)
    }

    /// `wl_pointer.axis` values.
    public enum Axis: UInt32, Sendable {
        case vertical = 0
        case horizontal = 1
    }

    /// `wl_pointer.axis_source` values.
    public enum AxisSource: UInt32, Sendable {
        case wheel = 0
        case finger, continuous, wheelTilt
    }

    /// Linux evdev button codes (linux/input-event-codes.h) for `pointerButton`.
    public enum Button {
        public static let left: UInt32 = 0x110
        public static let right: UInt32 = 0x111
        public static let middle: UInt32 = 0x112
    }

    /// What a surface's `wp_viewport` holds after the last commit.
    public struct ViewportInfo: Equatable, Sendable {
        /// set_source: x, y, width, height in buffer coordinates; nil when unset (-1).
        public var source: (x: Double, y: Double, width: Double, height: Double)?
        /// set_destination; nil when unset (-1 × -1).
        public var destination: Size?

        public static func == (lhs: ViewportInfo, rhs: ViewportInfo) -> Bool {
            lhs.destination == rhs.destination
                && lhs.source.map { [$0.x, $0.y, $0.width, $0.height] }
                    == rhs.source.map { [$0.x, $0.y, $0.width, $0.height] }
        }
    }
}
