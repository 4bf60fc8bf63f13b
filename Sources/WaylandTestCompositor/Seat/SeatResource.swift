internal import CWaylandServerProtocols

/// `wl_seat`: announces the capabilities (again whenever the test changes them) and makes
/// the pointer, keyboard and touch objects.
final class SeatResource: Resource {
    private enum Opcode: UInt32 { case getPointer, getKeyboard, getTouch, release }
    override class var destructor: UInt32? { Opcode.release.rawValue }

    /// Sends the greeting a seat owes a new binding: capabilities, then its name (version 2).
    func announce() {
        guard let handle else { return }
        wl_seat_send_capabilities(handle, state.capabilities.rawValue)
        if let name = state.options.seatName, supports(WL_SEAT_NAME_SINCE_VERSION) { wl_seat_send_name(handle, name) }
    }

    func sendCapabilities() {
        guard let handle else { return }
        wl_seat_send_capabilities(handle, state.capabilities.rawValue)
    }

    override func handle(_ request: Request) {
        // Objects asked for a capability the seat lacks are still made (the protocol allows
        // the race); they just never receive events.
        switch Opcode(rawValue: request.opcode) {
        case .getPointer:
            state.pointers.append(
                PointerResource(child: self, interface: gcs_wl_pointer_interface(), id: request.newID(0)))
        case .getKeyboard:
            let keyboard = KeyboardResource(child: self, interface: gcs_wl_keyboard_interface(), id: request.newID(0))
            state.keyboards.append(keyboard)
            keyboard.sendKeymap()
        case .getTouch:
            state.touches.append(TouchResource(child: self, interface: gcs_wl_touch_interface(), id: request.newID(0)))
        case .release, nil:
            break
        }
    }

    override func resourceDestroyed() {
        state.seats.removeAll { $0 === self }
    }
}
