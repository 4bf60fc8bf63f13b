internal import CWaylandServerProtocols

/// `wp_fractional_scale_manager_v1`: makes the per-surface fractional scale objects.
final class FractionalScaleManager: Resource {
    private enum Opcode: UInt32 { case destroy, getFractionalScale }
    override class var destructor: UInt32? { Opcode.destroy.rawValue }

    override func handle(_ request: Request) {
        switch Opcode(rawValue: request.opcode) {
        case .getFractionalScale:
            let scale = FractionalScale(
                child: self, interface: gcs_wp_fractional_scale_v1_interface(),
                id: request.newID(0))
            state.fractionalScales.append(scale)
            scale.sendPreferredScale()
        case .destroy, nil:
            break
        }
    }
}

/// `wp_fractional_scale_v1`: tells the client the scale to render its surface at.
final class FractionalScale: Resource {
    /// The only request, destroy.
    override class var destructor: UInt32? { 0 }

    func sendPreferredScale() {
        guard let handle else { return }
        // The protocol carries the scale as a numerator over 120.
        wp_fractional_scale_v1_send_preferred_scale(handle, UInt32((state.preferredScale * 120).rounded()))
    }

    override func resourceDestroyed() {
        state.fractionalScales.removeAll { $0 === self }
    }
}
