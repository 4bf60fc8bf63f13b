internal import CWaylandServerProtocols

/// `wl_pointer`: sends the pointer events the test makes, each only in the versions that have
/// it (frame and axis details since 5, axis_discrete until 7, axis_value120 from 8), and records
/// the cursor the client sets.
final class PointerResource: Resource {
    private enum Opcode: UInt32 { case setCursor, release }
    override class var destructor: UInt32? { Opcode.release.rawValue }

    override func handle(_ request: Request) {
        guard Opcode(rawValue: request.opcode) == .setCursor else { return }
        // A NULL surface hides the cursor; the picture is whatever that surface shows.
        state.cursorSurface = request.resource(1, as: Surface.self, interface: gcs_wl_surface_interface())
        state.cursorHotspot = (request.int(2), request.int(3))
        state.cursorRequestCount += 1
    }

    func enter(serial: UInt32, surface: Surface, x: Double, y: Double) {
        guard let handle, let surfaceHandle = surface.handle else { return }
        wl_pointer_send_enter(handle, serial, surfaceHandle, wl_fixed_from_double(x), wl_fixed_from_double(y))
    }

    func leave(serial: UInt32, surface: Surface) {
        guard let handle, let surfaceHandle = surface.handle else { return }
        wl_pointer_send_leave(handle, serial, surfaceHandle)
    }

    func motion(x: Double, y: Double) {
        guard let handle else { return }
        state.sendTimestamps(for: self)
        wl_pointer_send_motion(handle, state.milliseconds, wl_fixed_from_double(x), wl_fixed_from_double(y))
    }

    func button(serial: UInt32, button: UInt32, pressed: Bool) {
        guard let handle else { return }
        state.sendTimestamps(for: self)
        wl_pointer_send_button(handle, serial, state.milliseconds, button, pressed ? 1 : 0)
    }

    /// One axis event with what precedes it in a frame: source, then the discrete steps.
    func axis(_ axis: UInt32, value: Double, discrete: Int32?, source: UInt32?) {
        guard let handle else { return }
        if let source, supports(WL_POINTER_AXIS_SOURCE_SINCE_VERSION) {
            wl_pointer_send_axis_source(handle, source)
        }
        if let discrete {
            if supports(WL_POINTER_AXIS_VALUE120_SINCE_VERSION) {
                // One wheel detent is 120 in axis_value120 (wayland.xml).
                wl_pointer_send_axis_value120(handle, axis, discrete * 120)
            } else if supports(WL_POINTER_AXIS_DISCRETE_SINCE_VERSION) {
                wl_pointer_send_axis_discrete(handle, axis, discrete)
            }
        }
        state.sendTimestamps(for: self)
        wl_pointer_send_axis(handle, state.milliseconds, axis, wl_fixed_from_double(value))
    }

    func axisStop(_ axis: UInt32) {
        guard let handle, supports(WL_POINTER_AXIS_STOP_SINCE_VERSION) else { return }
        wl_pointer_send_axis_stop(handle, state.milliseconds, axis)
    }

    func frame() {
        guard let handle, supports(WL_POINTER_FRAME_SINCE_VERSION) else { return }
        wl_pointer_send_frame(handle)
    }

    override func resourceDestroyed() {
        state.pointers.removeAll { $0 === self }
    }
}
