import GestureKit

/// The seats' events for this window's surface go to its router.
///
/// An event is handled at its compositor timestamp, but never before the engine's clock: an
/// event stamped before the latest animation frame (it was on its way while the frame was drawn,
/// and drawing moves the clock to then) or before a local time such as a cancel's receipt is
/// handled at the clock's time instead. Every consumer — the recognizers, the scheduler, the
/// trace recorder (`InputRouter.onEvent`) — so sees one time that only moves forward, and a
/// recorded trace replays with the times the live engine used (and is never refused for time
/// going backwards).
extension ShellWindow: InputTarget {
    func deliver(_ event: InputEvent, at time: Double) {
        pacing.inputArrived(at: display.timebase.now)
        let time = max(time, content.scheduler.now)
        guard inputFilter?(event, time) ?? true else { return }
        router.handle(event, at: time)
    }

    /// A device went away: every touch, button and touchpad gesture in progress is cancelled,
    /// as an event (``InputEvent/inputLost``), so a recorded trace holds it too.
    func cancelInput(at time: Double) {
        router.handle(.inputLost, at: max(time, content.scheduler.now))
    }

    /// The window changed (its size, its scale): told to the router as an event at the present
    /// moment, so a recorded trace replays it where it happened. Never held back by the filter.
    func deliverWindowChange(_ event: InputEvent) {
        router.handle(event, at: max(display.timebase.now, content.scheduler.now))
    }
}
