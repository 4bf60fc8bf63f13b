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
