/// Collects one device's touch events until the frame that closes them, as `wl_touch` requires:
/// down, motion, up and shape take effect together at `frame`.
///
/// Two rules other toolkits miss: an `up` that lifts the last finger closes its frame by itself
/// (weston and mutter send no `frame` after it), and a second `down` for an id that is already
/// down ends the old touch first instead of leaving it alive forever.
///
/// What it tracks is bounded: at most ``maximumTouchCount`` contacts are down at once (a device
/// pressing new ids and never lifting them is ignored past it), and each event finds its
/// contact's pending change directly, so every event costs the same however many came before.
///
/// ```swift
/// var assembler = TouchFrameAssembler(kind: .finger)
/// _ = assembler.down(id: 0, at: Point(x: 10, y: 10), time: 0)
/// if let frame = assembler.frame() { window.send(frame) }
/// ```
public struct TouchFrameAssembler {
    /// The most contacts down at once: 256, past any touch screen or table (10 to 80 points) and
    /// any window's ``Window/maximumTouchCount``. A `down` past it is ignored and reported as
    /// ``InputAnomaly/tooManyTouches(count:)``; its later motions and lift as unknown.
    public static let maximumTouchCount = 256

    /// The device kind of every contact this assembler reports.
    public let kind: InputKind
    /// Ids that are down once the pending changes apply, in the order they went down (a few
    /// usually, ``maximumTouchCount`` at most: a short array is searched faster than a set is
    /// hashed, on every motion).
    public private(set) var downIDs: [Int32] = []
    /// Told about every repaired or dropped event.
    public var onAnomaly: ((InputAnomaly) -> Void)?

    /// For each of ``downIDs``, the index in `pending` of its latest change, or -1: a contact's
    /// change is found without searching a frame that may hold thousands (a trace with no
    /// `frame` lines).
    private var pendingIndices: [Int] = []
    private var pending: [TouchChange] = []
    /// When each of `pending` was reported (its latest report, for a collapsed motion).
    private var pendingTimes: [Double] = []
    /// The array of the frame before last, reused for the next frame once that frame has been
    /// handled, so closing a frame (hundreds a second) makes no new array.
    private var spare: [TouchChange] = []
    private var pendingTime: Double = 0

    /// An assembler for one device of `kind`.
    public init(kind: InputKind = .finger) {
        self.kind = kind
    }

    /// Whether changes are waiting for a frame.
    public var hasPendingChanges: Bool { !pending.isEmpty }

    /// A finger landed at `location` (surface-local points) at `time`; takes effect at the next frame.
    public mutating func down(id: Int32, at location: Point, time: Double) {
        let slot = TouchSlot(kind: kind, id: id)
        if let contact = downIDs.firstIndex(of: id) {
            onAnomaly?(.downForTouchAlreadyDown(slot))
            append(TouchChange(slot: slot, phase: .up, location: nil), time: time)
            append(TouchChange(slot: slot, phase: .down, location: location), time: time, for: contact)
            return
        }
        guard downIDs.count < Self.maximumTouchCount else {
            onAnomaly?(.tooManyTouches(count: downIDs.count + 1))
            return
        }
        downIDs.append(id)
        pendingIndices.append(-1)
        append(TouchChange(slot: slot, phase: .down, location: location), time: time, for: downIDs.count - 1)
    }

    /// A finger moved to `location`; several moves in one frame collapse into the last.
    public mutating func motion(id: Int32, to location: Point, time: Double) {
        guard let contact = downIDs.firstIndex(of: id) else {
            onAnomaly?(.motionForUnknownTouch(TouchSlot(kind: kind, id: id)))
            return
        }
        // Several motions of one finger within a frame collapse into its latest position; the
        // change keeps every report (velocities and coalesced touches read them).
        if let index = pendingIndex(of: contact), pending[index].phase != .up {
            if pending[index].phase == .motion, let previous = pending[index].location {
                if pending[index].reports.isEmpty {
                    pending[index].reports.append(TouchReport(time: pendingTimes[index], location: previous))
                }
                pending[index].reports.append(TouchReport(time: max(time, pendingTimes[index]), location: location))
            }
            pending[index].location = location
            pendingTimes[index] = max(time, pendingTimes[index])
            pendingTime = max(pendingTime, time)
        } else {
            let change = TouchChange(slot: TouchSlot(kind: kind, id: id), phase: .motion, location: location)
            append(change, time: time, for: contact)
        }
    }

    /// Records a lift; returns the closed frame when this lifts the last finger.
    public mutating func up(id: Int32, time: Double) -> TouchInputFrame? {
        let slot = TouchSlot(kind: kind, id: id)
        guard let contact = downIDs.firstIndex(of: id) else {
            onAnomaly?(.upForUnknownTouch(slot))
            return nil
        }
        let latest = pendingIndex(of: contact)
        downIDs.remove(at: contact)
        pendingIndices.remove(at: contact)
        if let index = latest, pending[index].phase == .motion {
            // A motion followed by a lift in one frame is a lift at the moved-to place.
            pending[index].phase = .up
            pendingTime = max(pendingTime, time)
        } else {
            append(TouchChange(slot: slot, phase: .up, location: latest.flatMap { pending[$0].location }), time: time)
        }
        return downIDs.isEmpty ? frame() : nil
    }

    /// Records the contact's size (`wl_touch.shape`), applied with the frame.
    public mutating func shape(id: Int32, major: Double) {
        let slot = TouchSlot(kind: kind, id: id)
        guard let contact = downIDs.firstIndex(of: id) else {
            onAnomaly?(.shapeForUnknownTouch(slot))
            return
        }
        if let index = pendingIndex(of: contact), pending[index].phase != .up {
            pending[index].majorAxis = major
        } else {
            var change = TouchChange(slot: slot, phase: .motion, location: nil)
            change.majorAxis = major
            append(change, time: pendingTime, for: contact)
        }
    }

    /// Closes the frame; nil when nothing changed since the last one.
    public mutating func frame() -> TouchInputFrame? {
        guard !pending.isEmpty else { return nil }
        let frame = TouchInputFrame(timestamp: pendingTime, changes: pending)
        swap(&pending, &spare)
        pending.removeAllKeepingStorage()
        pendingTimes.removeAll(keepingCapacity: true)
        for contact in pendingIndices.indices { pendingIndices[contact] = -1 }
        return frame
    }

    /// Forgets everything after `wl_touch.cancel`; the caller cancels the window's touches.
    public mutating func cancel() {
        pending.removeAll()
        pendingTimes.removeAll()
        downIDs.removeAll()
        pendingIndices.removeAll()
    }

    /// Where the latest pending change of the contact at `contact` in ``downIDs`` is, if it has one.
    private func pendingIndex(of contact: Int) -> Int? {
        let index = pendingIndices[contact]
        return index < 0 ? nil : index
    }

    /// Adds `change` to the frame, as the latest change of the contact at `contact` when given.
    private mutating func append(_ change: consuming TouchChange, time: Double, for contact: Int? = nil) {
        if let contact { pendingIndices[contact] = pending.count }
        pending.append(change)
        pendingTimes.append(time)
        pendingTime = max(pendingTime, time)
    }
}
