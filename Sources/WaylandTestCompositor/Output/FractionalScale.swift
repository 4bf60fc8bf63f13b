internal import CWaylandServerProtocols

/// `wp_fractional_scale_manager_v1`: makes the per-surface fractional scale objects.
final class FractionalScaleManager: Resource {
    private enum Opcode: UInt32 { case destroy, getFractionalScale }

    override func handle(_ request: Request) {
        switch Opcode(rawValue: request.opcode) {
        case .destroy:
            destroy()
        case .getFractionalScale:
            let scale = FractionalScale(child: self, interface: gcs_wp_fractional_scale_v1_interface(),
                                        id: request.newID(0))
            state.fractionalScales.append(scale)
            scale.sendPreferredScale()
        case nil:
            break
        }
    }
}

/// `wp_fractional_scale_v1`: tells the client the scale to render its surface at.
final class FractionalScale: Resource {
    private enum Opcode: UInt32 { case destroy }

    override func handle(_ request: Request) {
        if Opcode(rawValue: request.opcode) == .destroy { destroy() }
    }

    func sendPreferredScale() {
        guard let handle else { return }
        // The protocol carries the scale as a numerator over 120.
        wp_fractional_scale_v1_send_preferred_scale(handle, UInt32((state.preferredScale * 120).rounded()))
    }

    override func resourceDestroyed() {
        state.fractionalScales.removeAll { $0 === self }
    }
}
