/// Collects one device's touch events until the frame that closes them, as `wl_touch` requires:
/// down, motion, up and shape take effect together at `frame`.
///
/// Two rules other toolkits miss: an `up` that lifts the last finger closes its frame by itself
/// (weston and mutter send no `frame` after it), and a second `down` for an id that is already
/// down ends the old touch first instead of leaving it alive forever.
///
/// ```swift
/// var assembler = TouchFrameAssembler(kind: .direct)
/// _ = assembler.down(id: 0, at: Point(x: 10, y: 10), time: 0)
/// if let frame = assembler.frame() { window.send(frame) }
/// ```
public struct TouchFrameAssembler {
    /// The device kind of every contact this assembler reports.
    public let kind: InputKind
    /// Ids that are down once the pending changes apply, in the order they went down (a few at
    /// most: a short array is searched faster than a set is hashed, on every motion).
    public private(set) var downIDs: [Int32] = []
    /// Told about every repaired or dropped event.
    public var onAnomaly: ((InputAnomaly) -> Void)?

    private var pending: [TouchChange] = []
    /// The array of the frame before last, reused for the next frame once that frame has been
    /// handled, so closing a frame (hundreds a second) makes no new array.
    private var spare: [TouchChange] = []
    private var pendingTime: Double = 0

    /// An assembler for one device of `kind`.
    public init(kind: InputKind = .direct) {
        self.kind = kind
    }

    /// Whether changes are waiting for a frame.
    public var hasPendingChanges: Bool { !pending.isEmpty }

    /// A finger landed at `location` (surface-local points) at `time`; takes effect at the next frame.
    public mutating func down(id: Int32, at location: Point, time: Double) {
        let slot = TouchSlot(kind: kind, id: id)
        if downIDs.contains(id) {
            onAnomaly?(.downForTouchAlreadyDown(slot))
            append(TouchChange(slot: slot, phase: .up, location: nil), time: time)
        }
        if !downIDs.contains(id) { downIDs.append(id) }
        append(TouchChange(slot: slot, phase: .down, location: location), time: time)
    }

    /// A finger moved to `location`; several moves in one frame collapse into the last.
    public mutating func motion(id: Int32, to location: Point, time: Double) {
        let slot = TouchSlot(kind: kind, id: id)
        guard downIDs.contains(id) else {
            onAnomaly?(.motionForUnknownTouch(slot))
            return
        }
        // Several motions of one finger within a frame collapse into its latest position.
        if let index = lastPendingIndex(of: slot), pending[index].phase != .up {
            pending[index].location = location
            pendingTime = max(pendingTime, time)
        } else {
            append(TouchChange(slot: slot, phase: .motion, location: location), time: time)
        }
    }

    /// Records a lift; returns the closed frame when this lifts the last finger.
    public mutating func up(id: Int32, time: Double) -> TouchInputFrame? {
        let slot = TouchSlot(kind: kind, id: id)
        guard let downIndex = downIDs.firstIndex(of: id) else {
            onAnomaly?(.upForUnknownTouch(slot))
            return nil
        }
        downIDs.remove(at: downIndex)
        if let index = lastPendingIndex(of: slot), pending[index].phase == .motion {
            // A motion followed by a lift in one frame is a lift at the moved-to place.
            pending[index].phase = .up
            pendingTime = max(pendingTime, time)
        } else {
            let location = lastPendingIndex(of: slot).flatMap { pending[$0].location }
            append(TouchChange(slot: slot, phase: .up, location: location), time: time)
        }
        return downIDs.isEmpty ? frame() : nil
    }

    /// Records the contact's size (`wl_touch.shape`), applied with the frame.
    public mutating func shape(id: Int32, major: Double) {
        let slot = TouchSlot(kind: kind, id: id)
        guard downIDs.contains(id) else {
            onAnomaly?(.shapeForUnknownTouch(slot))
            return
        }
        if let index = lastPendingIndex(of: slot), pending[index].phase != .up {
            pending[index].majorAxis = major
        } else {
            var change = TouchChange(slot: slot, phase: .motion, location: nil)
            change.majorAxis = major
            append(change, time: pendingTime)
        }
    }

    /// Closes the frame; nil when nothing changed since the last one.
    public mutating func frame() -> TouchInputFrame? {
        guard !pending.isEmpty else { return nil }
        let frame = TouchInputFrame(timestamp: pendingTime, changes: pending)
        swap(&pending, &spare)
        pending.removeAllKeepingStorage()
        return frame
    }

    /// Forgets everything after `wl_touch.cancel`; the caller cancels the window's touches.
    public mutating func cancel() {
        pending.removeAll()
        downIDs.removeAll()
    }

    private func lastPendingIndex(of slot: TouchSlot) -> Int? {
        pending.lastIndex { $0.slot == slot }
    }

    private mutating func append(_ change: TouchChange, time: Double) {
        pending.append(change)
        pendingTime = max(pendingTime, time)
    }
}
