internal import CWaylandServerProtocols

/// `wl_touch`: sends the touch events the test makes. Each position event is preceded by the
/// nanosecond timestamp on any `zwp_input_timestamps_v1` the client made for this object.
final class TouchResource: Resource {
    /// The only request, release (version 3 on).
    override class var destructor: UInt32? { 0 }

    func down(serial: UInt32, surface: Surface, id: Int32, x: Double, y: Double) {
        guard let handle, let surfaceHandle = surface.handle else { return }
        state.sendTimestamps(for: self)
        wl_touch_send_down(
            handle, serial, state.milliseconds, surfaceHandle, id,
            wl_fixed_from_double(x), wl_fixed_from_double(y))
    }

    func up(serial: UInt32, id: Int32) {
        guard let handle else { return }
        state.sendTimestamps(for: self)
        wl_touch_send_up(handle, serial, state.milliseconds, id)
    }

    func motion(id: Int32, x: Double, y: Double) {
        guard let handle else { return }
        state.sendTimestamps(for: self)
        wl_touch_send_motion(handle, state.milliseconds, id, wl_fixed_from_double(x), wl_fixed_from_double(y))
    }

    func frame() {
        if let handle { wl_touch_send_frame(handle) }
    }

    func cancel() {
        if let handle { wl_touch_send_cancel(handle) }
    }

    /// Contact ellipse (version 6); dropped for older objects, as a compositor must.
    func shape(id: Int32, major: Double, minor: Double) {
        guard let handle, supports(WL_TOUCH_SHAPE_SINCE_VERSION) else { return }
        wl_touch_send_shape(handle, id, wl_fixed_from_double(major), wl_fixed_from_double(minor))
    }

    /// Contact orientation in degrees (version 6).
    func orientation(id: Int32, degrees: Double) {
        guard let handle, supports(WL_TOUCH_ORIENTATION_SINCE_VERSION) else { return }
        wl_touch_send_orientation(handle, id, wl_fixed_from_double(degrees))
    }

    override func resourceDestroyed() {
        state.touches.removeAll { $0 === self }
    }
}
