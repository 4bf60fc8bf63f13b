/// Where a touch comes from.
public enum InputKind: String, Hashable, Sendable, CaseIterable {
    /// A finger on a touchscreen (`wl_touch`), UIKit's `.direct`.
    case direct
    /// The left mouse button acting as one finger (`wl_pointer`).
    case mouse
    /// A touchpad gesture (`zwp_pointer_gestures_v1`), UIKit's `.indirectPointer`.
    case touchpad

    /// Mice and touchpads point precisely, so they get smaller slops than fingers.
    public var isPrecise: Bool { self != .direct }
}
