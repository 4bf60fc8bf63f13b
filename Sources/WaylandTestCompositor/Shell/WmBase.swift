internal import CWaylandServerProtocols

/// `xdg_wm_base`: makes xdg_surfaces and positioners, and answers the test's pings.
final class WmBase: Resource {
    private enum Opcode: UInt32 { case destroy, createPositioner, getXdgSurface, pong }
    override class var destructor: UInt32? { Opcode.destroy.rawValue }

    override func handle(_ request: Request) {
        switch Opcode(rawValue: request.opcode) {
        case .createPositioner:
            _ = Positioner(child: self, interface: gcs_xdg_positioner_interface(), id: request.newID(0))
        case .getXdgSurface:
            guard let surface = request.resource(1, as: Surface.self, interface: gcs_wl_surface_interface()) else {
                return
            }
            let xdgSurface = XdgSurface(child: self, interface: gcs_xdg_surface_interface(), id: request.newID(0))
            xdgSurface.surface = surface
            surface.role = xdgSurface
        case .pong:
            let serial = request.uint(0)
            state.pings.removeAll { $0 == serial }
            state.pongs.append(serial)
        case .destroy, nil:
            break
        }
    }

    func ping(serial: UInt32) {
        if let handle { xdg_wm_base_send_ping(handle, serial) }
    }

    override func resourceDestroyed() {
        state.wmBases.removeAll { $0 === self }
    }
}

/// `xdg_positioner`: keeps the size and offset a popup is placed with; the rest is ignored.
final class Positioner: Resource {
    private enum Opcode: UInt32 {
        case destroy, setSize, setAnchorRect, setAnchor, setGravity, setConstraintAdjustment, setOffset
        case setReactive, setParentSize, setParentConfigure
    }
    override class var destructor: UInt32? { Opcode.destroy.rawValue }

    private(set) var size = TestCompositor.Size(width: 1, height: 1)
    private(set) var offset = (x: Int32(0), y: Int32(0))
    private(set) var anchor = TestCompositor.Rect(x: 0, y: 0, width: 1, height: 1)

    override func handle(_ request: Request) {
        switch Opcode(rawValue: request.opcode) {
        case .setSize: size = .init(width: request.int(0), height: request.int(1))
        case .setAnchorRect:
            anchor = .init(x: request.int(0), y: request.int(1), width: request.int(2), height: request.int(3))
        case .setOffset: offset = (request.int(0), request.int(1))
        default: break
        }
    }

    /// Where the popup goes relative to its parent: the anchor rectangle's corner plus the
    /// offset (a test compositor does not need gravity or constraint adjustment).
    var geometry: TestCompositor.Rect {
        .init(x: anchor.x + offset.x, y: anchor.y + offset.y, width: size.width, height: size.height)
    }
}
