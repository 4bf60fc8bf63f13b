import GestureKit

/// The scale the window draws at, and how its buffer is presented at it.
///
/// Where the compositor offers `wp_fractional_scale_v1` and `wp_viewporter` (GNOME, KDE and sway
/// at 125 %, 150 %, …), the compositor's preferred scale decides: an 800 × 600 window at 1.5 draws
/// a 1200 × 900 buffer, keeps the buffer scale at 1 and sets the viewport's destination to
/// 800 × 600, so nothing is drawn at 2 and scaled down by the compositor (blurry, and 78 % more
/// pixels). Without them the buffer scale is the largest integer scale of the outputs the surface
/// is on, so the window is sharp on its sharpest screen.
extension ShellWindow {
    /// Takes the surface's fractional scale and viewport where the compositor offers both (one
    /// without the other cannot present a fractional buffer).
    func attachFractionalScale() {
        guard let viewporter = display.viewporter, let manager = display.fractionalScaleManager else { return }
        viewport = Viewport(viewporter: viewporter, surface: surface)
        let fractional = FractionalScale(manager: manager, surface: surface)
        fractional.onPreferredScale = { [unowned self] scale in
            preferredFractionalScale = scale
            outputsChanged()
        }
        fractionalScale = fractional
    }

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

    /// An output changed its scale or went away, the surface moved, or the compositor prefers
    /// another fractional scale: pick the scale again.
    func outputsChanged() {
        enteredOutputs.removeAll { output in !display.outputs.contains { $0 === output } }
        updateRefresh()
        updateScale()
        followFullscreenOutput()
    }

    /// Paces frames to the refresh of the output the window is on (the first it entered; before
    /// any, the only output), once its mode says one.
    func updateRefresh() {
        let output = enteredOutputs.first ?? (display.outputs.count == 1 ? display.outputs.first : nil)
        guard let period = output?.refreshPeriod, period != outputRefreshPeriod else { return }
        outputRefreshPeriod = period
        pacing.outputRefreshes(every: period)
        router.displayRefreshes(every: period)
    }

    /// Draws at ``preferredScale()`` from now on, if that is another scale.
    func updateScale() {
        let newScale = preferredScale()
        guard newScale != scale else { return }
        shellLog.debug("scale \(scale) → \(newScale)\(viewport == nil ? "" : " (fractional, through the viewport)")")
        scale = newScale
        content.setNeedsFullRedraw()
        cursorChanged()
        deliverWindowChange(.scale(newScale))
    }

    /// The scale to draw at: the compositor's preferred fractional scale once it has said one;
    /// otherwise the largest of the entered outputs', or before the surface has entered any, of
    /// every output (most setups have one), so the first frame is sharp too; with no output at
    /// all, the scale it has. Lowered where the
    /// window's buffer would not fit at it (``BufferLimits``).
    func preferredScale() -> Double {
        let wanted: Double
        if let preferredFractionalScale {
            wanted = preferredFractionalScale
        } else if viewport != nil || surface.supportsBufferScale {
            let candidates = enteredOutputs.isEmpty ? display.outputs : enteredOutputs
            // No output at all (the only screen switched off or unplugged): nothing shows the
            // window, so it keeps its scale rather than redraw for no screen, and draws at the
            // next output's scale when one comes.
            guard let largest = candidates.map(\.scale).max() else { return scale }
            wanted = Double(largest)
        } else {
            return 1
        }
        let fitted = BufferLimits.fittingScale(wanted, for: size, integral: viewport == nil)
        if fitted != wanted {
            display.oddities.note(
                "scale-too-large",
                "a \(Int(size.width)) × \(Int(size.height)) window at scale \(wanted) needs a buffer larger than "
                    + "\(BufferLimits.maximumPixelCount / 1_048_576) megapixels: it draws at scale \(fitted)")
        }
        return fitted
    }

    /// Tells the compositor how the buffer about to be committed maps onto the surface: the
    /// viewport's destination (the logical size; the buffer scale stays 1), or else the integer
    /// buffer scale. Called for every buffer commit; sends only what changed.
    func present(_ layout: BufferPool.Layout) {
        guard layout != committedLayout else { return }
        if let viewport {
            viewport.setDestination(width: Int32(saturating: size.width), height: Int32(saturating: size.height))
        } else if layout.scale != committedLayout?.scale {
            surface.setBufferScale(Int32(saturating: layout.scale))
        }
        if layout.turn != (committedLayout?.turn ?? .none) { surface.setBufferTurn(layout.turn) }
    }
}
