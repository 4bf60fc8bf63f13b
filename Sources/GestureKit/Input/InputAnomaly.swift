/// Input that breaks the device protocol's rules. The engine copes with each (it drops the event
/// or repairs the stream) and reports it so the app can log it, once per kind.
public enum InputAnomaly: Hashable, Sendable, CustomStringConvertible {
    /// A motion for a contact that is not down: ignored.
    case motionForUnknownTouch(TouchSlot)
    /// An up for a contact that is not down: ignored.
    case upForUnknownTouch(TouchSlot)
    /// A down for a contact already down (its up was lost): the old touch ends first.
    case downForTouchAlreadyDown(TouchSlot)
    /// A shape (`wl_touch.shape`) for a contact that is not down: ignored.
    case shapeForUnknownTouch(TouchSlot)
    /// More touches at once than the window takes (``Window/maximumTouchCount``) or the input
    /// pipeline tracks (``TouchFrameAssembler/maximumTouchCount``): the extra ones are ignored.
    case tooManyTouches(count: Int)
    /// A touchpad pinch or swipe update or end with no begin before it.
    case touchpadGestureWithoutBegin

    /// A key that groups anomalies of one kind, for logging each kind once.
    public var kind: String {
        switch self {
        case .motionForUnknownTouch: "motion-for-unknown-touch"
        case .upForUnknownTouch: "up-for-unknown-touch"
        case .downForTouchAlreadyDown: "down-for-touch-already-down"
        case .shapeForUnknownTouch: "shape-for-unknown-touch"
        case .tooManyTouches: "too-many-touches"
        case .touchpadGestureWithoutBegin: "touchpad-gesture-without-begin"
        }
    }

    public var description: String {
        switch self {
        case .motionForUnknownTouch(let slot): "motion for \(slot), which is not down: ignored"
        case .upForUnknownTouch(let slot): "up for \(slot), which is not down: ignored"
        case .downForTouchAlreadyDown(let slot): "down for \(slot), which is already down: the old touch ends first"
        case .shapeForUnknownTouch(let slot): "shape for \(slot), which is not down: ignored"
        case .tooManyTouches(let count): "\(count) touches at once: the extra ones are ignored"
        case .touchpadGestureWithoutBegin: "a touchpad gesture update or end without a begin: ignored"
        }
    }
}
