/// Identifies one contact at the input device: Wayland touch ids are only unique per device kind
/// and are reused after the finger lifts.
public struct TouchSlot: Hashable, Sendable, CustomStringConvertible {
    /// The device kind the contact belongs to.
    public var kind: InputKind
    /// The device's id for the contact (`wl_touch` ids, reused after up).
    public var id: Int32

    /// The slot of contact `id` on a device of `kind`.
    public init(kind: InputKind, id: Int32) {
        self.kind = kind
        self.id = id
    }

    public var description: String { "\(kind)#\(id)" }
}

/// One contact's change within a frame, as the device reported it.
public struct TouchChange: Hashable, Sendable {
    /// What happened to the contact.
    public enum Phase: String, Sendable {
        /// `cancel` ends one contact without a lift (a touchpad gesture the compositor cancelled).
        case down, motion, up, cancel
    }

    /// Which contact changed.
    public var slot: TouchSlot
    /// How it changed.
    public var phase: Phase
    /// Surface-local logical coordinates; nil for an `up`, which has no position in Wayland.
    public var location: Point?
    /// The contact's major axis in points (`wl_touch.shape`), when known.
    public var majorAxis: Double?
    /// Where a `down` is hit-tested when that is not where it lands: the pointer, for the
    /// stand-in fingers of a touchpad gesture.
    public var hitTestLocation: Point?
    /// Every report of the device this change folds together, oldest first, when there is more
    /// than its own (``location`` at the frame's time): several motions of a finger in one frame,
    /// or the reports a display frame resampled (see ``TouchEvent/coalescedTouches(for:)``).
    public var reports: [TouchReport] = []
    /// For a move shown at a resampled place, the moment that place stands for; nil when the
    /// change is where the device reported it.
    public var resampledTime: Double?
    /// For a move a display frame shows, where the finger is expected next, up to the frame's
    /// presentation: the reports after the place shown, then a bounded extrapolation (see
    /// ``TouchEvent/predictedTouches(for:)``). Empty where nothing is predicted.
    public var predictedReports: [TouchReport] = []
    /// A pen's axes as of this change (nil for other kinds), and on a `down` its tool's serial.
    public var pen: PenAxes?
    /// The hardware serial of the pen tool of a `down` (``Touch/toolSerial``).
    public var toolSerial: UInt64?

    /// A change of one contact; only `down` and `motion` need a `location`.
    public init(
        slot: TouchSlot, phase: Phase, location: Point? = nil, majorAxis: Double? = nil, hitTestLocation: Point? = nil
    ) {
        self.slot = slot
        self.phase = phase
        self.location = location
        self.majorAxis = majorAxis
        self.hitTestLocation = hitTestLocation
    }
}

extension TouchChange {
    /// The device's reports of this change: ``reports``, or the change's own place at the
    /// frame's time; none for a change without a place (a contact's shape alone) or a resampled
    /// one that folded no report in.
    enum DeviceReports {
        case carried([TouchReport])
        case place(Point)
        case none
    }

    var deviceReports: DeviceReports {
        if !reports.isEmpty { return .carried(reports) }
        if resampledTime == nil, let location { return .place(location) }
        return .none
    }

    /// Calls `body` with the device's reports of this change (see ``deviceReports``), oldest
    /// first, a place standing for a report at `frameTime`. It runs on every move, so it makes no array.
    func forEachDeviceReport(atFrameTime frameTime: Double, _ body: (TouchReport) -> Void) {
        switch deviceReports {
        case .carried(let reports): reports.forEach(body)
        case .place(let location): body(TouchReport(time: frameTime, location: location, pen: pen))
        case .none: break
        }
    }
}

/// The changes of one `wl_touch.frame`, ready for ``Window/send(_:)``.
public struct TouchInputFrame: Hashable, Sendable {
    /// Seconds on the engine's clock.
    public var timestamp: Double
    /// The contacts' changes, in the order the device reported them.
    public var changes: [TouchChange]

    /// A frame of `changes` at `timestamp` seconds.
    public init(timestamp: Double, changes: [TouchChange]) {
        self.timestamp = timestamp
        self.changes = changes
    }
}
