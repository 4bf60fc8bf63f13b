internal import CWaylandServerProtocols

/// Pens on a tablet (tablet-unstable-v2): the test adds a tablet and its tools, then moves a tool
/// over the client's window. Reports go out as they are made and are grouped by `penFrame()`,
/// which carries the time, as a compositor sends them.
///
/// ```swift
/// let tablet = compositor.addTablet()
/// let pen = compositor.addPen(serial: 7)
/// compositor.penProximityIn(pen, tablet: tablet, at: (x: 100, y: 100))
/// compositor.penDown(pen)
/// compositor.penMotion(pen, to: (x: 120, y: 100), pressure: 0.5, tilt: (x: 10, y: 0))
/// compositor.penFrame(pen)
/// ```
extension TestCompositor {
    /// A tablet the test added.
    public struct TabletDevice: Hashable, Sendable {
        let id: Int
    }

    /// A tool the test added: a pen's tip, or its eraser.
    public struct TabletPen: Hashable, Sendable {
        let id: Int
        let serial: UInt64
        let isEraser: Bool
    }

    /// Adds a tablet, announced to every client (now, or when it binds the tablet manager).
    @discardableResult
    public func addTablet() -> TabletDevice {
        let tablet = TabletDevice(id: state.nextTabletID)
        state.nextTabletID += 1
        state.tablets.append(tablet)
        state.tabletSeats.forEach { $0.announce(tablet) }
        state.flush()
        return tablet
    }

    /// Adds a tool: a pen tip, or an eraser (`eraser`), with hardware serial `serial`.
    @discardableResult
    public func addPen(eraser: Bool = false, serial: UInt64) -> TabletPen {
        let tool = TabletPen(id: state.nextTabletID, serial: serial, isEraser: eraser)
        state.nextTabletID += 1
        state.tools.append(tool)
        state.tabletSeats.forEach { $0.announce(tool) }
        state.flush()
        return tool
    }

    /// The tool goes away for good (`removed`), wherever it is.
    public func removePen(_ tool: TabletPen) {
        state.tools.removeAll { $0 == tool }
        state.tabletSeats.forEach { $0.remove(tool: tool.id) }
        state.flush()
    }

    /// The tablet goes away (`removed`); its tools' visits end with it on the client's side.
    public func removeTablet(_ tablet: TabletDevice) {
        state.tablets.removeAll { $0 == tablet }
        state.tabletSeats.forEach { $0.remove(tablet: tablet.id) }
        state.flush()
    }

    /// The tool comes near the main surface of `tablet` at a surface-local place (with its
    /// `motion`); the frame is the test's to send.
    public func penProximityIn(_ tool: TabletPen, tablet: TabletDevice, at position: (x: Double, y: Double)) {
        guard let surface = state.focusSurface, let surfaceHandle = surface.handle else { return }
        let serial = state.nextSerial()
        for seat in tabletSeats(of: surface) {
            guard let handle = seat.tools[tool.id]?.handle, let tabletHandle = seat.tablets[tablet.id]?.handle
            else { continue }
            zwp_tablet_tool_v2_send_proximity_in(handle, serial, tabletHandle, surfaceHandle)
            zwp_tablet_tool_v2_send_motion(handle, wl_fixed_from_double(position.x), wl_fixed_from_double(position.y))
        }
        state.flush()
    }

    /// The tool leaves.
    public func penProximityOut(_ tool: TabletPen) { send(tool) { zwp_tablet_tool_v2_send_proximity_out($0) } }

    /// The tip touches.
    public func penDown(_ tool: TabletPen) {
        let serial = state.nextSerial()
        send(tool) { zwp_tablet_tool_v2_send_down($0, serial) }
    }

    /// The tip lifts.
    public func penUp(_ tool: TabletPen) { send(tool) { zwp_tablet_tool_v2_send_up($0) } }

    /// The tool moves, with the axes given: `pressure` and `distance` 0…1 (sent as 0…65535,
    /// and a value past 1 as it is, to test a client's guard), `tilt` in degrees.
    public func penMotion(
        _ tool: TabletPen, to position: (x: Double, y: Double)? = nil, pressure: Double? = nil,
        distance: Double? = nil, tilt: (x: Double, y: Double)? = nil
    ) {
        send(tool) { handle in
            if let position {
                zwp_tablet_tool_v2_send_motion(
                    handle, wl_fixed_from_double(position.x), wl_fixed_from_double(position.y))
            }
            if let pressure { zwp_tablet_tool_v2_send_pressure(handle, Self.wireUnit(pressure)) }
            if let distance { zwp_tablet_tool_v2_send_distance(handle, Self.wireUnit(distance)) }
            if let tilt {
                zwp_tablet_tool_v2_send_tilt(handle, wl_fixed_from_double(tilt.x), wl_fixed_from_double(tilt.y))
            }
        }
    }

    /// A barrel button (`BTN_STYLUS` is 331) pressed or released.
    public func penButton(_ tool: TabletPen, _ button: UInt32, pressed: Bool) {
        let serial = state.nextSerial()
        let buttonState = pressed ? ZWP_TABLET_TOOL_V2_BUTTON_STATE_PRESSED : ZWP_TABLET_TOOL_V2_BUTTON_STATE_RELEASED
        send(tool) { zwp_tablet_tool_v2_send_button($0, serial, button, buttonState.rawValue) }
    }

    /// Ends the tool's group of reports, stamped with the compositor's clock.
    public func penFrame(_ tool: TabletPen) {
        let time = state.milliseconds
        send(tool) { zwp_tablet_tool_v2_send_frame($0, time) }
    }

    private static func wireUnit(_ value: Double) -> UInt32 {
        UInt32(max(0, min(Double(UInt32.max), (value * 65535).rounded())))
    }

    private func tabletSeats(of surface: Surface?) -> [TabletSeatResource] {
        state.objects(state.tabletSeats, of: surface)
    }

    /// Sends to this tool's object on every tablet seat of the focused client.
    private func send(_ tool: TabletPen, _ event: (OpaquePointer) -> Void) {
        for seat in tabletSeats(of: state.focusSurface) {
            if let handle = seat.tools[tool.id]?.handle { event(handle) }
        }
        state.flush()
    }
}
