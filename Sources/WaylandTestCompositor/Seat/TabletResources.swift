internal import CWaylandServerProtocols

/// `zwp_tablet_manager_v2`: hands out each seat's tablet seat, which announces the tablets and
/// tools the test has added (``TestCompositor/addTablet()``, ``TestCompositor/addPen(_:serial:)``).
final class TabletManagerResource: Resource {
    private enum Opcode: UInt32 { case getTabletSeat, destroy }
    override class var destructor: UInt32? { Opcode.destroy.rawValue }

    override func handle(_ request: Request) {
        guard Opcode(rawValue: request.opcode) == .getTabletSeat else { return }
        let seat = TabletSeatResource(child: self, interface: gcs_zwp_tablet_seat_v2_interface(), id: request.newID(0))
        state.tabletSeats.append(seat)
        state.tablets.forEach { seat.announce($0) }
        state.tools.forEach { seat.announce($0) }
    }
}

/// `zwp_tablet_seat_v2`: announces tablets and tools to one client.
final class TabletSeatResource: Resource {
    override class var destructor: UInt32? { 0 }
    /// This client's object of each tablet and tool the test added, by their ids.
    private(set) var tablets: [Int: TabletResource] = [:]
    private(set) var tools: [Int: TabletToolResource] = [:]

    func announce(_ tablet: TestCompositor.TabletDevice) {
        guard let handle else { return }
        let resource = TabletResource(child: self, interface: gcs_zwp_tablet_v2_interface(), id: 0)
        guard let tabletHandle = resource.handle else { return }
        tablets[tablet.id] = resource
        zwp_tablet_seat_v2_send_tablet_added(handle, tabletHandle)
        zwp_tablet_v2_send_name(tabletHandle, "Test pen digitizer")
        zwp_tablet_v2_send_done(tabletHandle)
    }

    func announce(_ tool: TestCompositor.TabletPen) {
        guard let handle else { return }
        let resource = TabletToolResource(child: self, interface: gcs_zwp_tablet_tool_v2_interface(), id: 0)
        guard let toolHandle = resource.handle else { return }
        tools[tool.id] = resource
        zwp_tablet_seat_v2_send_tool_added(handle, toolHandle)
        let type = tool.isEraser ? ZWP_TABLET_TOOL_V2_TYPE_ERASER : ZWP_TABLET_TOOL_V2_TYPE_PEN
        zwp_tablet_tool_v2_send_type(toolHandle, type.rawValue)
        zwp_tablet_tool_v2_send_hardware_serial(
            toolHandle, UInt32(truncatingIfNeeded: tool.serial >> 32), UInt32(truncatingIfNeeded: tool.serial))
        for capability in [
            ZWP_TABLET_TOOL_V2_CAPABILITY_PRESSURE, ZWP_TABLET_TOOL_V2_CAPABILITY_TILT,
            ZWP_TABLET_TOOL_V2_CAPABILITY_DISTANCE,
        ] {
            zwp_tablet_tool_v2_send_capability(toolHandle, capability.rawValue)
        }
        zwp_tablet_tool_v2_send_done(toolHandle)
    }

    /// The tablet or tool went away: `removed`, and this client's object is forgotten.
    func remove(tablet id: Int) {
        if let handle = tablets.removeValue(forKey: id)?.handle { zwp_tablet_v2_send_removed(handle) }
    }

    func remove(tool id: Int) {
        if let handle = tools.removeValue(forKey: id)?.handle { zwp_tablet_tool_v2_send_removed(handle) }
    }

    override func resourceDestroyed() {
        state.tabletSeats.removeAll { $0 === self }
    }
}

/// `zwp_tablet_v2`: its only request is destroy.
final class TabletResource: Resource {
    override class var destructor: UInt32? { 0 }
}

/// `zwp_tablet_tool_v2`: set_cursor (ignored) and destroy.
final class TabletToolResource: Resource {
    override class var destructor: UInt32? { 1 }
}
