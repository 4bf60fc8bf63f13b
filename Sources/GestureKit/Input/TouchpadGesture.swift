/// A touchpad gesture in progress as the compositor announced it (`zwp_pointer_gestures_v1`):
/// its kind and how many fingers are on the pad. Swipes and pinches reach the recognizers as that
/// many stand-in touches; a hold touches no view, so this is how an app (or the inspector) sees it.
public struct TouchpadGesture: Hashable, Sendable, CustomStringConvertible {
    /// Which of the protocol's three gestures.
    public enum Kind: String, Hashable, Sendable {
        /// Fingers sliding together (`zwp_pointer_gesture_swipe_v1`).
        case swipe
        /// Fingers spreading, closing or turning (`zwp_pointer_gesture_pinch_v1`).
        case pinch
        /// Fingers resting on the pad (`zwp_pointer_gesture_hold_v1`).
        case hold
    }

    /// Which gesture.
    public let kind: Kind
    /// How many fingers are on the pad, as the gesture's begin said.
    public let fingers: Int

    /// A gesture of `kind` with `fingers` fingers.
    public init(kind: Kind, fingers: Int) {
        self.kind = kind
        self.fingers = fingers
    }

    /// "swipe, 3 fingers".
    public var description: String { "\(kind.rawValue), \(fingers) finger\(fingers == 1 ? "" : "s")" }
}
