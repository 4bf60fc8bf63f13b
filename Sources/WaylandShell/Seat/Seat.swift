internal import CWaylandClient

/// `wl_seat`: a group of input devices (one user's touchscreen, mouse, touchpad and keyboard).
///
/// Capabilities change at any time: a mouse is plugged in, KWin's fake touch device joins only
/// while its injecting client is connected, a touchscreen is disabled mid-gesture. A device that
/// goes away cancels what it had down, so no touch or gesture stays alive.
final class Seat: ProxyOwner, CustomStringConvertible {
    let proxy: OpaquePointer
    /// The registry name, to notice when the seat goes away.
    let name: UInt32
    private unowned let display: WaylandDisplay
    private let version: UInt32
    private(set) var seatName: String?
    private(set) var touch: Touch?
    private(set) var pointer: Pointer?
    private(set) var keyboard: Keyboard?
    /// The seat's pens and erasers, where the compositor offers tablet-v2.
    private(set) var tablets: TabletSeat?

    init(_ proxy: OpaquePointer, name: UInt32, display: WaylandDisplay) {
        self.proxy = proxy
        self.name = name
        self.display = display
        version = wl_proxy_get_version(proxy)
        wl_seat_add_listener(proxy, Self.listener, listenerData)
        extensionsChanged()
    }

    deinit {
        // Devices first (their proxies were made from this seat); no events reach them after.
        touch = nil
        pointer = nil
        keyboard = nil
        tablets = nil
        if version >= 5 { wl_seat_release(proxy) } else { wl_seat_destroy(proxy) }
    }

    /// Cancels what the devices have down and lets them go (the seat is going away).
    func removeAllDevices() {
        let now = display.timebase.now
        touch?.cancel(at: now)
        pointer?.cancel(at: now)
        keyboard?.cancel(at: now)
        tablets?.cancel(at: now)
        tablets = nil
        touch = nil
        pointer = nil
        keyboard = nil
    }

    /// An extension global arrived: devices take up what they can use of it.
    func extensionsChanged() {
        touch?.attachTimestamps()
        pointer?.attachGestures()
        if tablets == nil, let manager = display.tabletManager {
            tablets = TabletSeat(manager: manager.proxy, seat: proxy, display: display)
        }
    }

    var description: String {
        let devices = [touch.map { _ in "touch" }, pointer.map { _ in "pointer" }, keyboard.map { _ in "keyboard" }]
            .compactMap { $0 }
        return "\(displayName): \(devices.isEmpty ? "no devices" : devices.joined(separator: ", "))"
    }

    /// The seat's name (`seat0`), or "seat (unnamed)" before `wl_seat.name` arrives (it may
    /// come after the capabilities) or when the compositor names it with an empty string.
    private var displayName: String {
        if let seatName, !seatName.isEmpty { return seatName }
        return "seat (unnamed)"
    }

    private func capabilitiesChanged(_ capabilities: UInt32) {
        let now = display.timebase.now
        let hasTouch = capabilities & WL_SEAT_CAPABILITY_TOUCH.rawValue != 0
        let hasPointer = capabilities & WL_SEAT_CAPABILITY_POINTER.rawValue != 0
        let hasKeyboard = capabilities & WL_SEAT_CAPABILITY_KEYBOARD.rawValue != 0
        let before = description

        if hasTouch, touch == nil {
            touch = Touch(seat: proxy, display: display)
        } else if !hasTouch, let touch {
            touch.cancel(at: now)
            self.touch = nil
        }
        if hasPointer, pointer == nil {
            pointer = Pointer(seat: proxy, display: display)
        } else if !hasPointer, let pointer {
            pointer.cancel(at: now)
            self.pointer = nil
        }
        if hasKeyboard, keyboard == nil {
            keyboard = Keyboard(seat: proxy, display: display)
        } else if !hasKeyboard, let keyboard {
            keyboard.cancel(at: now)
            self.keyboard = nil
        }
        if description != before { display.inputDevicesChanged() }
    }

    nonisolated(unsafe) private static let listener = ListenerTable.make(
        wl_seat_listener(
            capabilities: { data, _, capabilities in owner(data).capabilitiesChanged(capabilities) },
            name: { data, _, name in owner(data).seatName = name.map { String(cString: $0) } }))
}
