import GestureKit

/// What the three touchpad gestures of `zwp_pointer_gestures_v1` share: a gesture belongs to
/// the window whose surface it began on (the one under the pointer) until it ends, and its event
/// times come in milliseconds. The subclasses own the proxies and their listeners.
class PointerGesture {
    unowned let display: WaylandDisplay
    /// The window the gesture in progress began on.
    private var target = WeakTarget()

    init(display: WaylandDisplay) {
        self.display = display
    }

    /// A gesture began on `surface`; one that began on a surface not ours is ignored to its end.
    func began(on surface: OpaquePointer?, milliseconds: UInt32, _ event: InputEvent) {
        guard let window = display.inputTarget(for: surface) else {
            display.oddities.note("gesture-foreign-surface", "a touchpad gesture began on a surface that is not ours")
            target = WeakTarget()
            return
        }
        target = WeakTarget(target: window)
        window.deliver(event, at: display.eventTime(milliseconds: milliseconds))
    }

    func updated(milliseconds: UInt32, _ event: InputEvent) {
        guard let window = target.target else { return noteWithoutBegin() }
        window.deliver(event, at: display.eventTime(milliseconds: milliseconds))
    }

    func ended(milliseconds: UInt32, _ event: InputEvent) {
        guard let window = target.target else { return noteWithoutBegin() }
        window.deliver(event, at: display.eventTime(milliseconds: milliseconds))
        target = WeakTarget()
    }

    private func noteWithoutBegin() {
        display.oddities.note("gesture-without-begin", "a touchpad gesture update or end without a begin: ignored")
    }

    /// The pointer goes away mid-gesture: the window cancels what the gesture had down.
    func cancel(at time: Double) {
        target.target?.cancelInput(at: time)
        target = WeakTarget()
    }

    /// Ends the gesture in progress with `event` instead of cancelling input (a hold has none).
    func cancel(at time: Double, ending event: InputEvent) {
        target.target?.deliver(event, at: time)
        target = WeakTarget()
    }
}
