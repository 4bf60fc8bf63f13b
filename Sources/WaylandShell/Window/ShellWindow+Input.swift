import GestureKit

/// The seats' events for this window's surface go to its router.
extension ShellWindow: InputTarget {
    func deliver(_ event: InputEvent, at time: Double) {
        router.handle(event, at: time)
    }

    func cancelInput(at time: Double) {
        router.cancelAll(at: time)
    }
}
