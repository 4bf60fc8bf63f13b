/// A touchpad gesture in progress as the compositor announced it (`zwp_pointer_gestures_v1`):
/// its kind and how many fingers are on the pad. Swipes and pinches reach the recognizers as that
/// many stand-in touches; a hold touches no view, so this is how an app (or the inspector) sees it.
public struct TouchpadGesture: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        case swipe, pinch, hold
    }

    public let kind: Kind
    public let fingers: Int

    public init(kind: Kind, fingers: Int) {
        self.kind = kind
        self.fingers = fingers
    }

    /// "swipe, 3 fingers".
    public var description: String { "\(kind.rawValue), \(fingers) finger\(fingers == 1 ? "" : "s")" }
}
