import GestureKit

/// The buffer scale: the largest integer scale of the outputs the surface is on, so the window
/// is sharp on its sharpest screen. (Fractional scales, `wp_fractional_scale_v1` with
/// `wp_viewporter`, would replace ``preferredScale()`` and keep the rest: scale is a Double
/// everywhere.)
extension ShellWindow {
    func entered(_ outputProxy: OpaquePointer?) {
        guard let output = display.output(for: outputProxy), !enteredOutputs.contains(where: { $0 === output })
        else { return }
        enteredOutputs.append(output)
        outputsChanged()
    }

    func left(_ outputProxy: OpaquePointer?) {
        guard let output = display.output(for: outputProxy) else { return }
        enteredOutputs.removeAll { $0 === output }
        outputsChanged()
    }

    /// An output changed its scale or went away, or the surface moved: pick the scale again.
    func outputsChanged() {
        enteredOutputs.removeAll { output in !display.outputs.contains { $0 === output } }
        let newScale = preferredScale()
        guard newScale != scale else { return }
        shellLog.debug("buffer scale \(scale) → \(newScale)")
        scale = newScale
        content.setNeedsFullRedraw()
    }

    /// The scale to draw at: the largest of the entered outputs', or before the surface has
    /// entered any, of every output (most setups have one), so the first frame is sharp too.
    func preferredScale() -> Double {
        guard surface.supportsBufferScale else { return 1 }
        let candidates = enteredOutputs.isEmpty ? display.outputs : enteredOutputs
        return Double(candidates.map(\.scale).max() ?? 1)
    }
}
