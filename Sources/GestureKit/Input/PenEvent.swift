/// One report of a pen, as tablet-v2 sends it and a trace records it (`"type":"pen"` lines).
///
/// Reports of one tool take effect together at the next touch frame (``InputEvent/touchFrame``,
/// which a tablet's `frame` becomes), or when the pen lifts or leaves; fields a report leaves nil
/// keep their last value. Pens are told apart by their tool's `serial`; a report without one is
/// for the pen that last came near.
///
/// ```swift
/// router.handle(.pen(PenEvent(.proximityIn, tool: .pen, serial: 7, location: Point(x: 300, y: 300))), at: 2)
/// router.handle(.pen(PenEvent(.down, pressure: 0.1)), at: 2.01)
/// router.handle(.touchFrame, at: 2.01)
/// ```
public struct PenEvent: Hashable, Sendable {
    /// What happened, by the trace's names.
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// The tool came within the screen's sensing range over the window.
        case proximityIn = "proximity-in"
        /// The tool left sensing range (or the window); a pen still down ends cancelled.
        case proximityOut = "proximity-out"
        /// The tip (or eraser) touched the screen.
        case down
        /// The tool moved, or an axis changed (touching or hovering).
        case motion
        /// The tip left the screen; the tool still hovers.
        case up
        /// A barrel button was pressed or released.
        case button
    }

    /// What happened.
    public var phase: Phase
    /// The tool's kind, said on `proximity-in`: ``InputKind/pen`` or ``InputKind/eraser``.
    public var tool: InputKind?
    /// The tool's hardware serial (`zwp_tablet_tool_v2.hardware_serial`), nil for the pen near.
    public var serial: UInt64?
    /// Surface-local logical points.
    public var location: Point?
    /// 0…1.
    public var pressure: Double?
    /// 0…1, while hovering.
    public var distance: Double?
    /// Degrees towards +x and +y.
    public var tilt: PenTilt?
    /// Degrees clockwise.
    public var rotation: Double?
    /// The evdev code of the button of a `button` report (`BTN_STYLUS` is 331).
    public var button: UInt32?
    /// Whether that button went down.
    public var pressed: Bool

    /// A report of `phase`; give the fields that changed.
    public init(
        _ phase: Phase, tool: InputKind? = nil, serial: UInt64? = nil, location: Point? = nil,
        pressure: Double? = nil, distance: Double? = nil, tilt: PenTilt? = nil, rotation: Double? = nil,
        button: UInt32? = nil, pressed: Bool = false
    ) {
        self.phase = phase
        self.tool = tool
        self.serial = serial
        self.location = location
        self.pressure = pressure
        self.distance = distance
        self.tilt = tilt
        self.rotation = rotation
        self.button = button
        self.pressed = pressed
    }
}
