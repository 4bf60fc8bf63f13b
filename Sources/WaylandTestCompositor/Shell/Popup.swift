internal import CWaylandServerProtocols

/// `xdg_popup`: placed where its positioner says, configured after its initial commit.
final class Popup: Resource {
    private enum Opcode: UInt32 { case destroy, grab, reposition }
    override class var destructor: UInt32? { Opcode.destroy.rawValue }

    weak var xdgSurface: XdgSurface?
    var placement = TestCompositor.Rect(x: 0, y: 0, width: 1, height: 1)

    override func handle(_ request: Request) {
        switch Opcode(rawValue: request.opcode) {
        case .reposition:
            if let positioner = request.resource(0, as: Positioner.self, interface: gcs_xdg_positioner_interface()) {
                placement = positioner.geometry
            }
            if let handle, supports(XDG_POPUP_REPOSITIONED_SINCE_VERSION) {
                xdg_popup_send_repositioned(handle, request.uint(1))
            }
            sendConfigure()
        case .destroy, .grab, nil:
            break
        }
    }

    func sendConfigure() {
        guard let handle, let xdgSurface else { return }
        xdg_popup_send_configure(handle, placement.x, placement.y, placement.width, placement.height)
        xdgSurface.sendConfigure()
    }
}
