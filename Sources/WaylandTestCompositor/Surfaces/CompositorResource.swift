internal import CWaylandServerProtocols

/// `wl_compositor`: makes surfaces and regions.
final class CompositorResource: Resource {
    private enum Opcode: UInt32 { case createSurface, createRegion }

    override func handle(_ request: Request) {
        switch Opcode(rawValue: request.opcode) {
        case .createSurface:
            let surface = Surface(child: self, interface: gcs_wl_surface_interface(), id: request.newID(0))
            state.surfaces.append(surface)
        case .createRegion:
            _ = Region(child: self, interface: gcs_wl_region_interface(), id: request.newID(0))
        case nil:
            break
        }
    }
}

/// `wl_region`: accepted and ignored (input and opaque regions do not matter to the tests).
final class Region: Resource {
    private enum Opcode: UInt32 { case destroy, add, subtract }
    override class var destructor: UInt32? { Opcode.destroy.rawValue }
}

/// `wl_callback` made by `wl_surface.frame`: waits until the test says a frame was shown.
final class FrameCallback: Resource {
    init(surface: Surface, id: UInt32) {
        // Version 1, the only one wl_callback has, as weston does.
        super.init(
            state: surface.state, client: surface.client, interface: gcs_wl_callback_interface(),
            version: 1, id: id)
    }

    /// Sends `done` and destroys the callback, which the protocol makes a destructor event.
    func done(time: UInt32) {
        guard let handle else { return }
        wl_callback_send_done(handle, time)
        destroy()
    }

    override func resourceDestroyed() {
        state.frameCallbacks.removeAll { $0 === self }
    }
}
