internal import CWaylandServerProtocols

/// `zwp_input_timestamps_manager_v1`: makes timestamp objects for a keyboard, pointer or touch.
final class InputTimestampsManager: Resource {
    private enum Opcode: UInt32 { case destroy, getKeyboardTimestamps, getPointerTimestamps, getTouchTimestamps }
    override class var destructor: UInt32? { Opcode.destroy.rawValue }

    override func handle(_ request: Request) {
        let target: Resource?
        switch Opcode(rawValue: request.opcode) {
        case .destroy, nil:
            return
        case .getKeyboardTimestamps:
            target = request.resource(1, as: KeyboardResource.self, interface: gcs_wl_keyboard_interface())
        case .getPointerTimestamps:
            target = request.resource(1, as: PointerResource.self, interface: gcs_wl_pointer_interface())
        case .getTouchTimestamps:
            target = request.resource(1, as: TouchResource.self, interface: gcs_wl_touch_interface())
        }
        let timestamps = InputTimestamps(
            child: self, interface: gcs_zwp_input_timestamps_v1_interface(),
            id: request.newID(0))
        timestamps.target = target
        state.timestamps.append(timestamps)
    }
}

/// `zwp_input_timestamps_v1`: carries the nanosecond time of the next input event of its
/// target object; sent just before that event.
final class InputTimestamps: Resource {
    /// The keyboard, pointer or touch object whose events it stamps.
    weak var target: Resource?

    /// The only request, destroy.
    override class var destructor: UInt32? { 0 }

    func send(nanoseconds: UInt64) {
        guard let handle else { return }
        let seconds = nanoseconds / 1_000_000_000
        zwp_input_timestamps_v1_send_timestamp(
            handle, UInt32(truncatingIfNeeded: seconds >> 32),
            UInt32(truncatingIfNeeded: seconds),
            UInt32(nanoseconds % 1_000_000_000))
    }

    override func resourceDestroyed() {
        state.timestamps.removeAll { $0 === self }
    }
}

extension CompositorState {
    /// Stamps the next event of `resource` on every timestamp object made for it.
    func sendTimestamps(for resource: Resource) {
        for timestamps in self.timestamps where timestamps.target === resource {
            timestamps.send(nanoseconds: clock)
        }
    }
}
