import GestureKit

/// One line of a trace after its time: the trace's own vocabulary, versioned with the format, not
/// the engine's input (`TraceEvent+Engine.swift` maps one to the other). What a contact reports is
/// one ``Contact`` value, so a new per-contact field (a pen's pressure) is one field here, its
/// reading and writing, and its use.
public enum TraceEvent: Hashable, Sendable {
    /// `touch`: a touchscreen contact's change.
    case touch(Contact)
    /// `frame`: the touch changes so far take effect together.
    case frame
    /// `cancel`: the compositor took every touch.
    case cancel
    /// `pointer`: the mouse or touchpad pointer.
    case pointer(Pointer)
    /// `pinch`: a touchpad pinch (scale and turn).
    case pinch(TouchpadPhase)
    /// `swipe`: a touchpad swipe.
    case swipe(TouchpadPhase)
    /// `hold`: fingers resting on the touchpad.
    case hold(TouchpadHold)
    /// `key`: a key by its xkb name, pressed or released.
    case key(String, pressed: Bool)
    /// `idle`: time passes.
    case idle
    /// `action` (version 2): an assistive technology's action, by the element's name and the
    /// action's (`{"type":"action","element":"image1","action":"zoom in"}`).
    case action(element: String, name: String)
    /// `lost`: a device left the seat.
    case lost
    /// `resize`: the window's new size, in points.
    case resize(Size)
    /// `scale`: the window's buffer pixels per point.
    case scale(Double)
    /// `display` (version 2): a display frame latched, shown at `presented`, its moves sampled at
    /// `sample` (nil: chosen by the replaying router, as live).
    case display(presented: Double, sample: Double?)
    /// `pen` (version 2): a pen's or eraser's report with its axes, taking effect at the next
    /// `frame` (or when the pen lifts or leaves).
    case pen(PenEvent)

    /// A contact's report: which contact, what happened, where, and its size.
    public struct Contact: Hashable, Sendable {
        /// `down`, `motion`, `up` or `shape`.
        public enum Phase: String, Sendable {
            /// The contact landed.
            case down
            /// It moved.
            case motion
            /// It lifted.
            case up
            /// Its size changed (`wl_touch.shape`).
            case shape
        }
        /// What happened.
        public var phase: Phase
        /// The compositor's id, reused after the contact lifts.
        public var id: Int32
        /// Surface-local points; nil for `up` and `shape`.
        public var location: Point?
        /// The contact ellipse's major axis for `shape`, in points.
        public var major: Double?
        /// Its minor axis.
        public var minor: Double?

        /// A contact's change; `location` for down and motion, `major` and `minor` for shape.
        public init(phase: Phase, id: Int32, location: Point? = nil, major: Double? = nil, minor: Double? = nil) {
            self.phase = phase
            self.id = id
            self.location = location
            self.major = major
            self.minor = minor
        }
    }

    /// A `pointer` line.
    public enum Pointer: Hashable, Sendable {
        /// The pointer moved over the window, to a surface-local point.
        case motion(Point)
        /// It left the window.
        case leave
        /// A button was pressed or released.
        case button(PointerButton, pressed: Bool)
        /// Scrolling, in the protocol's units.
        case axis(dx: Double, dy: Double)
    }

    /// A touchpad gesture line's phase and values.
    public enum TouchpadPhase: Hashable, Sendable {
        /// The gesture began with this many fingers.
        case begin(fingers: Int)
        /// A pinch's or swipe's move (`scale` and `rotation` for a pinch only).
        case update(dx: Double, dy: Double, scale: Double?, rotation: Double?)
        /// It ended, or the compositor cancelled it.
        case end(cancelled: Bool)
    }

    /// A touchpad hold's phase: fingers resting, then lifting or starting another gesture.
    public enum TouchpadHold: Hashable, Sendable {
        /// Fingers came to rest, this many.
        case begin(fingers: Int)
        /// They lifted, or (`cancelled`) started another gesture.
        case end(cancelled: Bool)
    }
}
