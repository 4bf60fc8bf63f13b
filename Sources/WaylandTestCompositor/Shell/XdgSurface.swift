internal import CWaylandServerProtocols

/// `xdg_surface`: the role object of a window surface. It sends the first configure after
/// the client's initial (buffer-less) commit, and tracks acknowledgements.
final class XdgSurface: Resource, SurfaceRole {
    private enum Opcode: UInt32 { case destroy, getToplevel, getPopup, setWindowGeometry, ackConfigure }
    override class var destructor: UInt32? { Opcode.destroy.rawValue }

    weak var surface: Surface?
    private(set) weak var toplevel: Toplevel?
    private(set) weak var popup: Popup?
    private(set) var windowGeometry: TestCompositor.Rect?
    private(set) var lastConfigureSerial: UInt32?
    private(set) var lastAckedSerial: UInt32?

    override func handle(_ request: Request) {
        switch Opcode(rawValue: request.opcode) {
        case .getToplevel:
            let toplevel = Toplevel(child: self, interface: gcs_xdg_toplevel_interface(), id: request.newID(0))
            toplevel.xdgSurface = self
            self.toplevel = toplevel
            state.toplevels.append(toplevel)
        case .getPopup:
            let positioner = request.resource(2, as: Positioner.self, interface: gcs_xdg_positioner_interface())
            let popup = Popup(child: self, interface: gcs_xdg_popup_interface(), id: request.newID(0))
            popup.xdgSurface = self
            popup.placement = positioner?.geometry ?? .init(x: 0, y: 0, width: 1, height: 1)
            self.popup = popup
        case .setWindowGeometry:
            windowGeometry = .init(x: request.int(0), y: request.int(1), width: request.int(2), height: request.int(3))
        case .ackConfigure:
            lastAckedSerial = request.uint(0)
        case .destroy, nil:
            break
        }
    }

    /// Ends a configure sequence: the role's events have been sent, now the serial.
    @discardableResult
    func sendConfigure() -> UInt32 {
        let serial = state.nextSerial()
        if let handle { xdg_surface_send_configure(handle, serial) }
        lastConfigureSerial = serial
        return serial
    }

    func surfaceCommitted(_ surface: Surface) {
        if lastConfigureSerial == nil {
            // xdg-shell: the client commits once without a buffer; the compositor answers with
            // the first configure.
            guard state.options.configuresNewWindows else { return }
            toplevel?.sendInitialConfigure()
            popup?.sendConfigure()
        } else if surface.buffer != nil, lastAckedSerial != nil {
            toplevel?.info.isMapped = true
        }
    }

    override func resourceDestroyed() {
        if surface?.role === self { surface?.role = nil }
    }
}
