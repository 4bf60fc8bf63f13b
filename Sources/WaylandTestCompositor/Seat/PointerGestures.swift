internal import CWaylandServerProtocols

/// `zwp_pointer_gestures_v1`: makes swipe, pinch and hold gesture objects for a pointer.
final class PointerGesturesManager: Resource {
    private enum Opcode: UInt32 { case getSwipeGesture, getPinchGesture, release, getHoldGesture }
    override class var destructor: UInt32? { Opcode.release.rawValue }

    override func handle(_ request: Request) {
        let kind: PointerGesture.Kind
        let interface: UnsafePointer<wl_interface>
        switch Opcode(rawValue: request.opcode) {
        case .getSwipeGesture: (kind, interface) = (.swipe, gcs_zwp_pointer_gesture_swipe_v1_interface())
        case .getPinchGesture: (kind, interface) = (.pinch, gcs_zwp_pointer_gesture_pinch_v1_interface())
        case .getHoldGesture: (kind, interface) = (.hold, gcs_zwp_pointer_gesture_hold_v1_interface())
        case .release, nil:
            return
        }
        let gesture = PointerGesture(kind: kind, parent: self, interface: interface, id: request.newID(0))
        state.gestures.append(gesture)
    }
}

/// A swipe, pinch or hold gesture object; the test drives begin, update and end.
final class PointerGesture: Resource {
    enum Kind { case swipe, pinch, hold }
    let kind: Kind

    init(kind: Kind, parent: Resource, interface: UnsafePointer<wl_interface>, id: UInt32) {
        self.kind = kind
        super.init(state: parent.state, client: parent.client, interface: interface, version: parent.version, id: id)
    }

    /// Every gesture interface has a single request, destroy.
    override class var destructor: UInt32? { 0 }

    func begin(serial: UInt32, surface: Surface, fingers: UInt32) {
        guard let handle, let surfaceHandle = surface.handle else { return }
        let time = state.milliseconds
        switch kind {
        case .swipe: zwp_pointer_gesture_swipe_v1_send_begin(handle, serial, time, surfaceHandle, fingers)
        case .pinch: zwp_pointer_gesture_pinch_v1_send_begin(handle, serial, time, surfaceHandle, fingers)
        case .hold: zwp_pointer_gesture_hold_v1_send_begin(handle, serial, time, surfaceHandle, fingers)
        }
    }

    /// Swipe updates use dx and dy; pinch updates all four (rotation in degrees, clockwise).
    func update(dx: Double, dy: Double, scale: Double, rotation: Double) {
        guard let handle else { return }
        let time = state.milliseconds
        switch kind {
        case .swipe:
            zwp_pointer_gesture_swipe_v1_send_update(handle, time, wl_fixed_from_double(dx), wl_fixed_from_double(dy))
        case .pinch:
            zwp_pointer_gesture_pinch_v1_send_update(
                handle, time, wl_fixed_from_double(dx), wl_fixed_from_double(dy),
                wl_fixed_from_double(scale), wl_fixed_from_double(rotation))
        case .hold:
            break
        }
    }

    func end(serial: UInt32, cancelled: Bool) {
        guard let handle else { return }
        let time = state.milliseconds
        let flag: Int32 = cancelled ? 1 : 0
        switch kind {
        case .swipe: zwp_pointer_gesture_swipe_v1_send_end(handle, serial, time, flag)
        case .pinch: zwp_pointer_gesture_pinch_v1_send_end(handle, serial, time, flag)
        case .hold: zwp_pointer_gesture_hold_v1_send_end(handle, serial, time, flag)
        }
    }

    override func resourceDestroyed() {
        state.gestures.removeAll { $0 === self }
    }
}
