import GestureKit

/// The drawing policy: draw only what changed, only when the compositor is ready for it.
extension ShellWindow {
    /// Called by the event loop after each iteration's events (never inside input dispatch):
    /// commits a new frame if something changed and no frame callback is pending, or if a
    /// configure waits for its commit.
    func update(now: Double) throws {
        guard isConfigured else { return }
        if frameCallback != nil && !configureAwaitsCommit { return }
        let layout = BufferPool.Layout(size: size, scale: scale)
        let animating = content.animator.isAnimating
        guard
            configureAwaitsCommit || animating || !content.damage.isEmpty || !surfaceDamage.isEmpty
                || layout != committedLayout
        else { return }

        if animating {
            // The newest state: time moves to now, animations take their place for this frame.
            // A frame drawn only for input leaves the clock at the input's time, so the next
            // event keeps its own timestamp even when it was stamped while this frame was drawn.
            content.scheduler.advance(to: now)
            content.animator.step()
        }
        surfaceDamage.formUnion(content.takeDamage())

        if surfaceDamage.isEmpty && layout == committedLayout {
            // Nothing visible changed: a bare commit applies the acknowledged configure, and an
            // animation of something hidden keeps its frame clock.
            if content.animator.isAnimating { requestFrame() }
            surface.commit()
            configureAwaitsCommit = false
            return
        }
        try draw(layout)
    }

    private func draw(_ layout: BufferPool.Layout) throws {
        buffers.use(layout)
        buffers.invalidate(surfaceDamage)
        guard let buffer = try buffers.acquire() else {
            // Every buffer is busy: wait for a release (the damage stays collected meanwhile).
            display.oddities.note("all-buffers-busy", "the compositor holds all \(BufferPool.maximumCount) buffers")
            return
        }
        render?(buffer, buffer.regionToDraw(within: content.bounds), layout.scale)
        buffer.markDrawn()

        surface.attach(buffer)
        buffer.isBusy = true
        present(layout)
        if layout != committedLayout {
            surface.damageAll(layout: layout)
        } else {
            for rect in surfaceDamage.rects { surface.damage(rect, layout: layout) }
        }
        requestFrame()
        surface.commit()
        commitCount += 1
        committedLayout = layout
        surfaceDamage.removeAll()
        configureAwaitsCommit = false
    }

    /// Asks for a `done` when the compositor shows this commit; the next frame waits for it.
    private func requestFrame() {
        frameCallback = surface.frame { [weak self] in self?.frameCallback = nil }
    }
}
