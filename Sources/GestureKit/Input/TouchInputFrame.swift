/// Identifies one contact at the input device: Wayland touch ids are only unique per device kind
/// and are reused after the finger lifts.
public struct TouchSlot: Hashable, Sendable, CustomStringConvertible {
    public var kind: InputKind
    public var id: Int32

    public init(kind: InputKind, id: Int32) {
        self.kind = kind
        self.id = id
    }

    public var description: String { "\(kind)#\(id)" }
}

/// One contact's change within a frame, as the device reported it.
public struct TouchChange: Hashable, Sendable {
    public enum Phase: String, Sendable {
        case down, motion, up
    }

    public var slot: TouchSlot
    public var phase: Phase
    /// Surface-local logical coordinates; nil for an `up`, which has no position in Wayland.
    public var location: Point?
    /// The contact's major axis in points (`wl_touch.shape`), when known.
    public var majorAxis: Double?

    public init(slot: TouchSlot, phase: Phase, location: Point? = nil, majorAxis: Double? = nil) {
        self.slot = slot
        self.phase = phase
        self.location = location
        self.majorAxis = majorAxis
    }
}

/// The changes of one `wl_touch.frame`, ready for ``Window/send(_:)``.
public struct TouchInputFrame: Hashable, Sendable {
    /// Seconds on the engine's clock.
    public var timestamp: Double
    public var changes: [TouchChange]

    public init(timestamp: Double, changes: [TouchChange]) {
        self.timestamp = timestamp
        self.changes = changes
    }
}
