internal import CWaylandClient
import GestureKit

/// `wl_pointer`: a mouse or touchpad pointer, forwarded to the window it is over. The router
/// makes the left button a finger.
///
/// From version 5 on, events come in groups closed by `frame`; scrolling (`axis`) is summed over
/// a group so one wheel notch is one scroll, while motion and buttons go on at once.
final class Pointer: ProxyOwner {
    let proxy: OpaquePointer
    private unowned let display: WaylandDisplay
    private let version: UInt32
    /// The window the pointer is over (`enter` until `leave`).
    private var focus = WeakTarget()
    /// Buttons held now, evdev codes.
    private var pressedButtons: Set<UInt32> = []
    private var scroll: (dx: Double, dy: Double, time: Double)?
    private var swipe: SwipeGesture?
    private var pinch: PinchGesture?
    private var hold: HoldGesture?
    /// The serial of the latest `enter` on one of our surfaces, which `set_cursor` must carry.
    private var enterSerial: UInt32?
    private lazy var cursor = PointerCursor(pointer: proxy, display: display)

    /// Evdev button codes (linux/input-event-codes.h).
    enum Button {
        static let left: UInt32 = 0x110
        static let right: UInt32 = 0x111
        static let middle: UInt32 = 0x112
    }

    init(seat: OpaquePointer, display: WaylandDisplay) {
        proxy = wl_seat_get_pointer(seat)
        self.display = display
        version = wl_proxy_get_version(proxy)
        wl_pointer_add_listener(proxy, Self.listener, listenerData)
        attachGestures()
    }

    deinit {
        // The gesture objects were made from this pointer: they go first.
        swipe = nil
        pinch = nil
        hold = nil
        if version >= 3 { wl_pointer_release(proxy) } else { wl_pointer_destroy(proxy) }
    }

    /// Takes touchpad gestures where the compositor offers `zwp_pointer_gestures_v1`.
    func attachGestures() {
        guard swipe == nil, let manager = display.pointerGestures else { return }
        swipe = SwipeGesture(manager: manager, pointer: proxy, display: display)
        pinch = PinchGesture(manager: manager, pointer: proxy, display: display)
        // Hold gestures exist since version 3 of the manager.
        if manager.version >= 3 { hold = HoldGesture(manager: manager, pointer: proxy, display: display) }
    }

    /// The device goes away: a held button or a touchpad gesture in progress is cancelled.
    func cancel(at time: Double) {
        if !pressedButtons.isEmpty { focus.target?.cancelInput(at: time) }
        pressedButtons.removeAll()
        focus = WeakTarget()
        swipe?.cancel(at: time)
        pinch?.cancel(at: time)
        hold?.cancel(at: time)
    }

    private func entered(serial: UInt32, surface: OpaquePointer?, x: wl_fixed_t, y: wl_fixed_t) {
        guard let target = display.inputTarget(for: surface) else {
            display.oddities.note("pointer-foreign-surface", "the pointer entered a surface that is not ours: ignored")
            focus = WeakTarget()
            return
        }
        focus = WeakTarget(target: target)
        enterSerial = serial
        // The cursor is undefined on entering until the client sets one (wayland.xml).
        showCursor(of: target)
        target.deliver(.pointerMotion(location: point(x, y)), at: display.timebase.now)
    }

    /// The window under the pointer asked for another cursor (or drew at another scale).
    func cursorChanged(for target: InputTarget) {
        guard focus.target === target else { return }
        showCursor(of: target)
    }

    private func showCursor(of target: InputTarget) {
        guard let enterSerial else { return }
        cursor.show(target.cursor, scale: target.scale, turn: target.cursorTurn, serial: enterSerial)
    }

    private func left() {
        guard let target = focus.target else { return }
        let now = display.timebase.now
        flushScroll()
        // The compositor took the pointer with the button down (a move, a grab): lift the finger.
        if pressedButtons.contains(Button.left) { target.deliver(.pointerButton(.left, pressed: false), at: now) }
        pressedButtons.removeAll()
        target.deliver(.pointerLeave, at: now)
        focus = WeakTarget()
        enterSerial = nil
    }

    private func moved(x: wl_fixed_t, y: wl_fixed_t, milliseconds: UInt32) {
        guard let target = focus.target else { return }
        target.deliver(.pointerMotion(location: point(x, y)), at: display.eventTime(milliseconds: milliseconds))
    }

    private func button(_ code: UInt32, state: UInt32, milliseconds: UInt32) {
        guard let target = focus.target else { return }
        let pressed = state == WL_POINTER_BUTTON_STATE_PRESSED.rawValue
        if pressed { pressedButtons.insert(code) } else { pressedButtons.remove(code) }
        let button: PointerButton =
            switch code {
            case Button.left: .left
            case Button.right: .right
            case Button.middle: .middle
            default: .other(code)
            }
        target.deliver(.pointerButton(button, pressed: pressed), at: display.eventTime(milliseconds: milliseconds))
    }

    private func axis(_ axis: UInt32, value: wl_fixed_t, milliseconds: UInt32) {
        guard focus.target != nil else { return }
        let time = display.eventTime(milliseconds: milliseconds)
        var sum = scroll ?? (0, 0, time)
        if axis == WL_POINTER_AXIS_HORIZONTAL_SCROLL.rawValue {
            sum.dx += number(value)
        } else {
            sum.dy += number(value)
        }
        sum.time = time
        scroll = sum
        // Before version 5 there is no frame to wait for.
        if version < 5 { flushScroll() }
    }

    private func flushScroll() {
        guard let sum = scroll else { return }
        scroll = nil
        focus.target?.deliver(.pointerAxis(dx: sum.dx, dy: sum.dy), at: sum.time)
    }

    nonisolated(unsafe) private static let listener = ListenerTable.make(
        wl_pointer_listener(
            enter: { data, _, serial, surface, x, y in owner(data).entered(serial: serial, surface: surface, x: x, y: y)
            },
            leave: { data, _, _, _ in owner(data).left() },
            motion: { data, _, time, x, y in owner(data).moved(x: x, y: y, milliseconds: time) },
            button: { data, _, _, time, button, state in owner(data).button(button, state: state, milliseconds: time) },
            axis: { data, _, time, axis, value in owner(data).axis(axis, value: value, milliseconds: time) },
            frame: { data, _ in owner(data).flushScroll() },
            // Where scrolling comes from, when it stops, and wheel notches: the summed `axis`
            // values say all the engine needs.
            axis_source: { _, _, _ in },
            axis_stop: { _, _, _, _ in },
            axis_discrete: { _, _, _, _ in },
            axis_value120: { _, _, _, _ in }))
}
