import GestureKit

/// The seats' events for this window's surface go to its router, at their compositor timestamps;
/// the router makes each time sane (never before the engine's clock) and applies the input
/// filter, once for every driver (see ``InputRouter/handle(_:at:)``).
extension ShellWindow: InputTarget {
    func deliver(_ event: InputEvent, at time: Double) {
        // The frame pacing times the finger's reports; the grouping hints are not reports.
        if event != .inputBatchEnded && event != .touchDeviceFrame { pacing.inputArrived(at: display.timebase.now) }
        router.handle(event, at: time)
    }

    /// A device went away: every touch, button and touchpad gesture in progress is cancelled,
    /// as an event (``InputEvent/inputLost``), so a recorded trace holds it too.
    func cancelInput(at time: Double) {
        router.handle(.inputLost, at: time)
    }

    /// The window changed (its size, its scale): told to the router as an event at the present
    /// moment, so a recorded trace replays it where it happened.
    func deliverWindowChange(_ event: InputEvent) {
        router.handle(event, at: display.timebase.now)
    }
}
