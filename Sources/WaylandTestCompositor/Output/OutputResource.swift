internal import CWaylandServerProtocols

/// `wl_output`: a client's object for one of the compositor's outputs, of its size and scale.
final class OutputResource: Resource {
    /// The only request, release (version 3 on).
    override class var destructor: UInt32? { 0 }
    let output: PluggedOutput

    init(binding: Binding, output: PluggedOutput) {
        self.output = output
        super.init(
            state: binding.state, client: binding.client, interface: binding.interface, version: binding.version,
            id: binding.id)
    }

    /// Sends everything a client learns on binding: geometry, mode, scale, name, then done.
    func announce() {
        guard let handle else { return }
        let size = output.size
        // 96 dpi: physical millimetres the output's pixel size stands for (25.4 mm per inch).
        let millimetres = { (pixels: Int32) in Int32((Double(pixels) * 25.4 / 96).rounded()) }
        wl_output_send_geometry(
            handle, 0, 0, millimetres(size.width), millimetres(size.height),
            Int32(WL_OUTPUT_SUBPIXEL_UNKNOWN.rawValue), "GestureCanvas", "Test output", output.transform)
        sendMode()
        if supports(WL_OUTPUT_SCALE_SINCE_VERSION) { wl_output_send_scale(handle, output.scale) }
        if supports(WL_OUTPUT_NAME_SINCE_VERSION) { wl_output_send_name(handle, output.name) }
        if supports(WL_OUTPUT_DESCRIPTION_SINCE_VERSION) {
            wl_output_send_description(handle, "GestureCanvas test output")
        }
        sendDone()
        // Surfaces of this client already on screen are on this output too.
        for surface in state.surfaces where surface.client == client { surface.enterOutputs() }
    }

    /// Announces the current mode again (its refresh changed).
    func announceMode() {
        sendMode()
        sendDone()
    }

    private func sendMode() {
        guard let handle else { return }
        let size = output.size
        wl_output_send_mode(
            handle, WL_OUTPUT_MODE_CURRENT.rawValue | WL_OUTPUT_MODE_PREFERRED.rawValue,
            size.width, size.height, state.refreshMillihertz)
    }

    func sendScale() {
        guard let handle, supports(WL_OUTPUT_SCALE_SINCE_VERSION) else { return }
        wl_output_send_scale(handle, output.scale)
        sendDone()
    }

    private func sendDone() {
        guard let handle, supports(WL_OUTPUT_DONE_SINCE_VERSION) else { return }
        wl_output_send_done(handle)
    }

    override func resourceDestroyed() {
        state.outputs.removeAll { $0 === self }
    }
}
