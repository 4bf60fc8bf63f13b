internal import CWaylandServerProtocols

/// `wp_viewporter`: makes the viewport of a surface.
final class ViewporterResource: Resource {
    private enum Opcode: UInt32 { case destroy, getViewport }
    override class var destructor: UInt32? { Opcode.destroy.rawValue }

    override func handle(_ request: Request) {
        switch Opcode(rawValue: request.opcode) {
        case .getViewport:
            let surface = request.resource(1, as: Surface.self, interface: gcs_wl_surface_interface())
            let viewport = Viewport(child: self, interface: gcs_wp_viewport_interface(), id: request.newID(0))
            surface?.viewport = viewport
        case .destroy, nil:
            break
        }
    }
}

/// `wp_viewport`: source and destination, double-buffered like the surface's own state.
final class Viewport: Resource {
    private enum Opcode: UInt32 { case destroy, setSource, setDestination }
    override class var destructor: UInt32? { Opcode.destroy.rawValue }

    private var pending = TestCompositor.ViewportInfo()
    private(set) var current = TestCompositor.ViewportInfo()

    override func handle(_ request: Request) {
        switch Opcode(rawValue: request.opcode) {
        case .setSource:
            // All -1 unsets the source rectangle (viewporter.xml).
            let values = (0..<4).map { request.fixed($0) }
            pending.source = values.allSatisfy { $0 == -1 } ? nil : (values[0], values[1], values[2], values[3])
        case .setDestination:
            let size = TestCompositor.Size(width: request.int(0), height: request.int(1))
            pending.destination = size.width == -1 && size.height == -1 ? nil : size
        case .destroy, nil:
            break
        }
    }

    func applyPending() { current = pending }
}
