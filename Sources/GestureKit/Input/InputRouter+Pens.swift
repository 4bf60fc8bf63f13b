/// Pens: reports gather per tool until the frame (``PenTools``), then the window hears, in order,
/// pens coming near (palm rejection starts), the pens' touches, pens leaving, and where the pen
/// hovers. Pens are not resampled: each tablet frame is one report, delivered as it comes, so a
/// stroke keeps every report with its pressure.
extension InputRouter {
    /// Applies the pens' reports gathered since the last frame, at `time`.
    func applyPens(at time: Double) {
        guard pens.hasPendingReports else { return }
        window.advance(to: time)
        let frame = pens.frame()
        for _ in 0..<frame.cameNear { window.penProximityChanged(near: true) }
        if !frame.changes.isEmpty { window.send(TouchInputFrame(timestamp: time, changes: frame.changes)) }
        for _ in 0..<frame.wentAway { window.penProximityChanged(near: false) }
        switch frame.hover {
        case .some(.some(let pen)): window.pointerMoved(to: pen.location, kind: pen.kind, pen: pen.axes)
        // The pen went: the mouse is the pointer again, where it was.
        case .some(.none): window.pointerMoved(to: pointerLocation, kind: .mouse)
        case .none: break
        }
    }

    /// Every pen leaves at once (the tablet went away, or all input is cancelled); the caller
    /// cancels the window's touches.
    func cancelPens() {
        for _ in 0..<pens.nearCount { window.penProximityChanged(near: false) }
        let wasHovering = pens.isHovering
        pens.removeAll()
        if wasHovering { window.pointerMoved(to: pointerLocation, kind: .mouse) }
    }
}
