/// The pointer's image over a window, looked up by name in the user's cursor theme.
///
/// ```swift
/// shell.cursor = photoUnderPointer == nil ? .arrow : .openHand
/// ```
public enum CursorShape: Sendable, Hashable {
    /// The default arrow.
    case arrow
    /// An open hand: something here can be dragged.
    case openHand
    /// A closed hand: something is being dragged.
    case closedHand
    /// No cursor at all (a kiosk used by touch).
    case hidden

    /// Names to try in the theme, the freedesktop cursor-spec name first, then the older X11
    /// names that themes and libwayland-cursor's built-in fallback theme still carry.
    var themeNames: [String] {
        switch self {
        case .arrow: ["default", "left_ptr"]
        case .openHand: ["grab", "openhand", "hand1"]
        case .closedHand: ["grabbing", "closedhand", "hand1"]
        case .hidden: []
        }
    }
}
