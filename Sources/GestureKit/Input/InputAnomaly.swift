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
    /// A pen report (`phase`) of a tool that is not near the window (no proximity-in): ignored.
    case penReportWithoutProximity(phase: String, serial: UInt64?)
    /// A pen down for a pen already down: ignored.
    case penDownWhileDown(serial: UInt64)
    /// A pen up for a pen that is not down: ignored.
    case penUpWithoutDown(serial: UInt64)
    /// A pen axis outside its range (pressure and distance 0…1, tilt ±90°), or not a number: clamped.
    case penAxisOutOfRange(axis: String, value: Double)

    /// A key that groups anomalies of one kind, for logging each kind once.
    public var kind: String {
        switch self {
        case .motionForUnknownTouch: "motion-for-unknown-touch"
        case .upForUnknownTouch: "up-for-unknown-touch"
        case .downForTouchAlreadyDown: "down-for-touch-already-down"
        case .shapeForUnknownTouch: "shape-for-unknown-touch"
        case .tooManyTouches: "too-many-touches"
        case .touchpadGestureWithoutBegin: "touchpad-gesture-without-begin"
        case .penReportWithoutProximity: "pen-report-without-proximity"
        case .penDownWhileDown: "pen-down-while-down"
        case .penUpWithoutDown: "pen-up-without-down"
        case .penAxisOutOfRange: "pen-axis-out-of-range"
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
        case .penReportWithoutProximity(let phase, let serial):
            "pen \(phase) of tool \(serial.map(String.init) ?? "(none near)"), which is not near: ignored"
        case .penDownWhileDown(let serial): "pen down of tool \(serial), which is already down: ignored"
        case .penUpWithoutDown(let serial): "pen up of tool \(serial), which is not down: ignored"
        case .penAxisOutOfRange(let axis, let value): "pen \(axis) \(value) is out of range: clamped"
        }
    }
}
