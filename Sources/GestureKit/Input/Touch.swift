/// One finger (or the pressed mouse button) for its whole life on the screen, from down to up.
///
/// As in UIKit a `Touch` is a reference with a stable identity: the same object is handed to
/// views and recognizers in every event until the finger lifts. Its locations are kept in window
/// coordinates and converted on request.
public final class Touch {
    /// Where the touch is in its life.
    public enum Phase: String, Sendable {
        /// The phases of UIKit's `UITouch.Phase`: landed, moved, held still while another touch changed,
        /// lifted, cancelled.
        case began, moved, stationary, ended, cancelled

        /// True once the touch has lifted or been cancelled.
        public var isFinished: Bool { self == .ended || self == .cancelled }
    }

    /// A number unique to this touch within its window (Wayland ids are reused, these are not).
    public let id: Int
    /// The device the touch came from: a finger on a screen, the mouse, or a touchpad stand-in.
    public let kind: InputKind
    /// Where the touch is in its life, as of the event being delivered.
    public internal(set) var phase: Phase {
        get { motion.phase }
        set { motion.phase = newValue }
    }
    /// Seconds on the engine's clock when the touch last changed.
    public internal(set) var timestamp: Double {
        get { motion.timestamp }
        set { motion.timestamp = newValue }
    }
    /// How many taps in quick succession at about this spot, this touch included.
    public internal(set) var tapCount: Int
    /// Half the contact's major axis in points (from `wl_touch.shape`), 0 when unknown.
    public internal(set) var majorRadius: Double {
        get { motion.majorRadius }
        set { motion.majorRadius = newValue }
    }
    /// A pen's axes as of the event being delivered (pressure, tilt, buttons); nil for fingers,
    /// the mouse and touchpads. Every report of a move keeps its own (``TouchEvent/coalescedTouches(for:)``).
    public internal(set) var pen: PenAxes? {
        get { motion.pen }
        set { motion.pen = newValue }
    }
    /// What changes as the touch moves, read by every recognizer several times an event: kept
    /// internal, as the engine's own, since every access to a public stored property of a class
    /// is checked for exclusivity at run time (code outside the module could hold it), which
    /// cost dispatch a tenth of its speed for `phase` alone (docs/performance.md).
    var motion: TouchMotion
    /// The hardware serial of the pen tool this touch is (`zwp_tablet_tool_v2.hardware_serial`),
    /// the same for its tip and eraser; nil for other kinds.
    public internal(set) var toolSerial: UInt64?
    /// Whether the window took this finger for a palm: it landed while a pen was near
    /// (``Window/palmRejection``), so recognizers that take pens never hear of it and its view's
    /// responder methods neither.
    public internal(set) var isRejectedAsPalm = false

    /// How hard a pen presses, 0…1, as UIKit's `force`; 0 for other kinds.
    public var force: Double { pen?.force ?? 0 }
    /// The angle between a pen and the screen in radians, as UIKit's `altitudeAngle`; π/2 (upright)
    /// for other kinds.
    public var altitude: Double { pen?.altitude ?? .pi / 2 }
    /// The direction a pen leans in the window's plane, radians from +x towards +y, as UIKit's
    /// `azimuthAngle(in:)`; 0 for other kinds.
    public var azimuth: Double { pen?.azimuth ?? 0 }
    /// The view the touch landed on, fixed for its life (nil once that view has gone).
    public internal(set) var view: View? {
        get { landedView ?? window }
        set { landedView = newValue === window ? nil : newValue }
    }
    /// The window, or nil once it has gone (a touch may be kept longer than its window).
    public internal(set) weak var window: Window?
    // Weak, as neither may be kept alive by a touch: recognizers of the view hold the touch until
    // it lifts, and a touch holding its view would make a cycle with them whenever a touch never
    // lifts (a window closed with a finger down).
    private weak var landedView: View?
    /// The recognizers receiving this touch; set when it begins, shrinking as they let it go.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    var windowLocation: Point
    var previousWindowLocation: Point
    /// The device's reports folded into the latest event this touch changed in, oldest first
    /// (see ``TouchEvent/coalescedTouches(for:)``); velocities are measured from these.
    @exclusivity(unchecked) var coalescedReports: [TouchReport] = []
    /// Where the device reported the touch before those.
    var rawLocationBefore: Point
    /// The serial of the event ``coalescedReports`` belong to.
    var coalescedEvent = 0
    /// Where the touch is expected after its place in that event (see
    /// ``TouchEvent/predictedTouches(for:)``).
    var predictedReports: [TouchReport] = []
    /// The serial of the event ``predictedReports`` belong to.
    var predictedEvent = -1
    let startWindowLocation: Point
    let startTimestamp: Double

    init(
        id: Int, kind: InputKind, location: Point, timestamp: Double, tapCount: Int, majorRadius: Double,
        pen: PenAxes? = nil
    ) {
        self.id = id
        self.kind = kind
        self.motion = TouchMotion(phase: .began, timestamp: timestamp, majorRadius: majorRadius, pen: pen)
        self.tapCount = tapCount
        self.windowLocation = location
        self.previousWindowLocation = location
        self.rawLocationBefore = location
        self.coalescedReports = [TouchReport(time: timestamp, location: location, pen: pen)]
        self.startWindowLocation = location
        self.startTimestamp = timestamp
    }

    /// Where the device last reported the touch at or before `time` (window coordinates): not
    /// where a display frame showed it, which may be between or past its reports.
    func reportedLocation(at time: Double) -> Point {
        coalescedReports.last { $0.time <= time }?.location ?? rawLocationBefore
    }

    /// Takes the reports of a change in event `serial` (none: the place alone, no new report).
    func take(_ reports: [TouchReport], inEvent serial: Int) {
        predictedReports = []
        predictedEvent = serial
        guard !reports.isEmpty else { return }
        rawLocationBefore = coalescedReports.last?.location ?? rawLocationBefore
        coalescedReports = reports
        coalescedEvent = serial
    }

    /// Takes the reports of a move in event `serial`, its own place at `time` when it carries
    /// none (see ``TouchChange/deviceReports``); it runs on every move, so it makes no array.
    func takeReports(of change: TouchChange, at time: Double, inEvent serial: Int) {
        predictedReports = change.predictedReports
        predictedEvent = serial
        switch change.deviceReports {
        case .carried(let reports):
            rawLocationBefore = coalescedReports.last?.location ?? rawLocationBefore
            coalescedReports = reports
        case .place(let location):
            rawLocationBefore = coalescedReports.last?.location ?? rawLocationBefore
            coalescedReports.removeAll(keepingCapacity: true)
            coalescedReports.append(TouchReport(time: time, location: location, pen: change.pen))
        case .none:
            return
        }
        coalescedEvent = serial
    }

    /// The current location in `view`'s coordinates, or in the window's when `view` is nil.
    public func location(in view: View?) -> Point {
        convert(windowLocation, to: view)
    }

    /// The location before the latest move, in `view`'s coordinates.
    public func previousLocation(in view: View?) -> Point {
        convert(previousWindowLocation, to: view)
    }

    /// Where the touch first landed, in `view`'s coordinates.
    public func startLocation(in view: View?) -> Point {
        convert(startWindowLocation, to: view)
    }

    private func convert(_ point: Point, to view: View?) -> Point {
        guard let view else { return point }
        return view.convertFromWindow(point)
    }
}

extension Touch: Hashable, CustomStringConvertible {
    public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { "Touch#\(id)(\(kind), \(phase), \(windowLocation))" }
}

/// A touch's state as it moves (see ``Touch/motion``).
struct TouchMotion {
    var phase: Touch.Phase
    var timestamp: Double
    var majorRadius: Double
    var pen: PenAxes?
}
