/// Modifier keys held down, derived from the key events themselves so that replay sees the
/// same state as the live app.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A Shift key.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// A Control key.
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// An Alt key.
    public static let alt = KeyModifiers(rawValue: 1 << 2)
    /// A Super (logo) key.
    public static let `super` = KeyModifiers(rawValue: 1 << 3)

    /// The modifier a keysym name stands for, if any.
    public init?(keyName: String) {
        switch keyName {
        case "Shift_L", "Shift_R": self = .shift
        case "Control_L", "Control_R": self = .control
        case "Alt_L", "Alt_R", "Meta_L", "Meta_R": self = .alt
        case "Super_L", "Super_R": self = .super
        default: return nil
        }
    }
}
