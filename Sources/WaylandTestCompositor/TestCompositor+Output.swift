extension TestCompositor {
    /// The output's integer scale (`wl_output.scale`).
    public var outputScale: Int32 { state.outputScale }
    /// The fractional scale surfaces are asked to render at (`wp_fractional_scale_v1`).
    public var preferredScale: Double { state.preferredScale }

    /// Changes the output's scale and re-announces it (wl_output.scale + done), and sends the
    /// preferred fractional scale (`fractional`, else the integer scale) to every
    /// `wp_fractional_scale_v1`.
    ///
    /// ```swift
    /// compositor.setOutputScale(2)
    /// compositor.setOutputScale(1, fractional: 1.5)
    /// ```
    public func setOutputScale(_ scale: Int32, fractional: Double? = nil) {
        state.outputScale = scale
        state.preferredScale = fractional ?? Double(scale)
        state.outputs.forEach { $0.sendScale() }
        state.fractionalScales.forEach { $0.sendPreferredScale() }
        state.flush()
    }
}

extension TestCompositor {
    /// The names of the outputs plugged in, `TEST-1` first.
    public var outputNames: [String] { state.pluggedOutputs.map(\.name) }

    /// Plugs in another output: a new `wl_output` global of `size` pixels at `scale`, named
    /// `name`. A client that binds it learns its mode, scale and name, and its visible surfaces
    /// enter it, as a window does when a screen comes (back) on.
    ///
    /// ```swift
    /// try compositor.addOutput(named: "HDMI-A-1", size: .init(width: 3840, height: 2160), scale: 2)
    /// ```
    public func addOutput(named name: String, size: Size, scale: Int32 = 1) throws {
        let output = PluggedOutput(name: name, size: size, scale: scale)
        try advertise(output)
        state.pluggedOutputs.append(output)
        state.flush()
    }

    /// Unplugs output `name`, as a screen switched off or a cable pulled: every surface on it
    /// gets `wl_surface.leave`, then the global goes (`wl_registry.global_remove`). Returns
    /// whether there was such an output.
    @discardableResult
    public func removeOutput(named name: String) -> Bool {
        guard let index = state.pluggedOutputs.firstIndex(where: { $0.name == name }) else { return false }
        let output = state.pluggedOutputs.remove(at: index)
        for resource in state.outputs where resource.output === output {
            state.surfaces.forEach { $0.leave(resource) }
        }
        output.global?.remove()
        state.flush()
        return true
    }
}
