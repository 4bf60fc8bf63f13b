internal import CWaylandServerProtocols

/// `zxdg_decoration_manager_v1`: makes the decoration object of a toplevel.
final class DecorationManager: Resource {
    private enum Opcode: UInt32 { case destroy, getToplevelDecoration }
    override class var destructor: UInt32? { Opcode.destroy.rawValue }

    override func handle(_ request: Request) {
        switch Opcode(rawValue: request.opcode) {
        case .getToplevelDecoration:
            let toplevel = request.resource(1, as: Toplevel.self, interface: gcs_xdg_toplevel_interface())
            let decoration = ToplevelDecoration(
                child: self, interface: gcs_zxdg_toplevel_decoration_v1_interface(),
                id: request.newID(0))
            decoration.toplevel = toplevel
            toplevel?.decoration = decoration
        case .destroy, nil:
            break
        }
    }
}

/// `zxdg_toplevel_decoration_v1`: records the mode the client wants and answers with the
/// mode the compositor picks, as part of a toplevel configure.
final class ToplevelDecoration: Resource {
    private enum Opcode: UInt32 { case destroy, setMode, unsetMode }
    override class var destructor: UInt32? { Opcode.destroy.rawValue }

    weak var toplevel: Toplevel?
    private var requested: TestCompositor.DecorationMode?

    override func handle(_ request: Request) {
        switch Opcode(rawValue: request.opcode) {
        case .setMode:
            requested = TestCompositor.DecorationMode(rawValue: request.uint(0))
        case .unsetMode:
            requested = nil
        case .destroy, nil:
            return
        }
        toplevel?.info.requestedDecorationMode = requested
        // Once the window has been configured, a mode change is answered at once; before that
        // the first configure carries it.
        if let toplevel, let size = toplevel.info.configuredSize {
            toplevel.configure(size: size, states: toplevel.info.configuredStates)
        }
    }

    func sendConfigure() {
        guard let handle else { return }
        let mode = state.options.decorationMode ?? requested ?? .clientSide
        zxdg_toplevel_decoration_v1_send_configure(handle, mode.rawValue)
    }

    override func resourceDestroyed() {
        if toplevel?.decoration === self { toplevel?.decoration = nil }
    }
}
