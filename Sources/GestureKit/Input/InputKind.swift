/// Where a touch comes from.
public enum InputKind: String, Hashable, Sendable, CaseIterable {
    /// A finger on a touchscreen (`wl_touch`), UIKit's `.direct`.
    case finger
    /// The left mouse button acting as one finger (`wl_pointer`).
    case mouse
    /// A touchpad gesture (`zwp_pointer_gestures_v1`), UIKit's `.indirectPointer`.
    case touchpad
    /// A pen's tip on the screen (`zwp_tablet_tool_v2` of type pen, pencil, brush or airbrush),
    /// UIKit's `.pencil`: it carries ``Touch/force``, ``Touch/altitude`` and ``Touch/azimuth``.
    case pen
    /// A pen's eraser end (`zwp_tablet_tool_v2` of type eraser), with the pen's axes.
    case eraser

    /// Mice, touchpads and pens point precisely, so they get smaller slops than fingers.
    public var isPrecise: Bool { self != .finger }

    /// Whether this is one of the two ends of a pen (``pen`` or ``eraser``).
    public var isPen: Bool { self == .pen || self == .eraser }
}
