import GestureKit

/// The drawing policy: draw only what changed, only when the compositor is ready for it, and
/// input as late as the next refresh allows, with the newest report.
///
/// A frame is committed at once when something changed and no frame callback is pending;
/// otherwise when the callback comes, with the newest state: never more than one commit per
/// callback, so never more than one per refresh. One refinement (see ``FramePacing``): while a
/// finger keeps reporting and its next report is due before the latch deadline (the last moment
/// a frame can start and still make the next refresh), a frame of input waits for that report,
/// so each refresh shows the newest report that could make it instead of the first one after
/// the callback.
extension ShellWindow {
    /// Whether something the window shows changed since its last commit, or is still to change:
    /// damage not drawn yet (collected, or waiting for a free buffer), input waiting for a
    /// display frame, a moved layer, an animation, a new size or scale, a configure to
    /// acknowledge. False once the last commit shows everything (a test's sign to look).
    public var hasChangesToCommit: Bool {
        configureAwaitsCommit || content.animator.isAnimating || router.hasMovesWaitingForDisplayFrame
            || content.layeredViewHasMoved || !content.damage.isEmpty || !surfaceDamage.isEmpty
            || currentLayout != committedLayout
    }

    /// The buffers' layout the window's size, scale and turn call for now.
    private var currentLayout: BufferPool.Layout {
        BufferPool.Layout(size: size, scale: scale, turn: appliedBufferTurn)
    }

    /// Called by the event loop after each iteration's events (never inside input dispatch):
    /// commits a new frame if something changed and no frame callback is pending, or if a
    /// configure waits for its commit.
    ///
    /// - Throws: ``ShellError/notConfigured(seconds:)`` once ``configureDeadline`` has passed
    ///   without a configure.
    func update(now: Double) throws {
        guard isConfigured else {
            if now >= configureDeadline { throw ShellError.notConfigured(seconds: WaylandDisplay.connectionDeadline) }
            return
        }
        // Views marked for layout (a new size, a new subview, setNeedsLayout) take their places
        // before anything is drawn; what moves adds its damage.
        content.layoutIfNeeded()
        if frameCallback != nil && !configureAwaitsCommit { return }
        let layout = currentLayout
        let animating = content.animator.isAnimating
        let movesWait = router.hasMovesWaitingForDisplayFrame
        guard hasChangesToCommit else {
            // Idle, the last frame shown: the moment to get a second buffer ready.
            try buffers.prepareSpare()
            return
        }
        // Animations keep the display's rhythm, and configures and resizes are not input: only
        // a frame of input waits — for the latch deadline when the router resamples the moves to
        // the frame (drawing earlier would show them no sooner), else for the finger's next report.
        if !animating, !configureAwaitsCommit, layout == committedLayout,
            let deadline = movesWait ? pacing.latchDeadline(now: now) : pacing.holdDeadline(now: now)
        {
            holdFrame(until: deadline)
            return
        }
        heldFrameTimer?.cancel()
        heldFrameTimer = nil
        // This frame is latched now: the router shows the moves waiting as of its presentation.
        router.latchDisplayFrame(at: now)
        if LatchLog.isEnabled {
            LatchLog.write(
                time: now, presentation: router.displayTimeline.nextPresentation(after: now),
                touches: content.activeTouches)
        }

        if animating {
            // The newest state: time moves to now, animations take their place for this frame.
            // A frame drawn only for input leaves the clock at the input's time, so the next
            // event keeps its own timestamp even when it was stamped while this frame was drawn.
            content.advance(to: now, steppingAnimations: true)
        }
        // The host's layers take their places for this frame; lifting a view onto one, or
        // dropping it back, damages the window's picture, drawn below in the same commit.
        let started = display.timebase.now
        beforeDrawing?(now)
        let layerMoved = content.takeLayeredViewMove()
        surfaceDamage.formUnion(content.takeDamage())

        if surfaceDamage.isEmpty && layout == committedLayout {
            // Nothing visible changed: a bare commit applies the acknowledged configure, and an
            // animation of something hidden keeps its frame clock. So do moves latched for this
            // frame that moved nothing (a finger still inside a pan's slop): the next latch waits
            // for the next refresh, one display frame a refresh, as when the frame is drawn.
            if content.animator.isAnimating || movesWait || layerMoved { requestFrame() }
            // A layer that moved shows at this commit: a frame like a drawn one, timed alike.
            if layerMoved { requestPresentationFeedback() }
            surface.commit()
            if layerMoved {
                pacing.drew(taking: display.timebase.now - started)
                commitCount += 1
            }
            configureAwaitsCommit = false
            return
        }
        try draw(layout, started: started)
    }

    /// Draws the damage and commits; the frame's work began at `started` (its layers placed).
    private func draw(_ layout: BufferPool.Layout, started: Double) throws {
        // The buffers keep their damage in their own points: turned back like the picture.
        let turned = BufferPoints(turn: layout.turn, windowSize: size)
        let damage = turned.bufferRegion(surfaceDamage)
        buffers.use(layout)
        buffers.invalidate(damage)
        guard let buffer = try buffers.acquire() else {
            // Every buffer is busy: wait for a release (the damage stays collected meanwhile).
            display.oddities.note("all-buffers-busy", "the compositor holds all \(BufferPool.maximumCount) buffers")
            return
        }
        let toDraw = buffers.prepare(buffer, damage: damage, bounds: turned.bufferBounds)
        render?(buffer, turned.windowRegion(toDraw), layout.scale)
        buffer.markDrawn()

        surface.attach(buffer)
        buffer.isBusy = true
        present(layout)
        if layout != committedLayout {
            surface.damageAll(layout: layout)
        } else {
            for rect in damage.rects { surface.damage(rect, layout: layout) }
        }
        requestFrame()
        requestPresentationFeedback()
        surface.commit()
        pacing.drew(taking: display.timebase.now - started)
        commitCount += 1
        committedLayout = layout
        surfaceDamage.removeAll()
        configureAwaitsCommit = false
    }

    /// Asks for a `done` when the compositor shows this commit; the next frame waits for it.
    private func requestFrame() {
        frameCallback = surface.frame { [weak self] in
            guard let self else { return }
            frameCallback = nil
            let now = display.timebase.now
            pacing.frameDone(at: now)
            router.displayFrameDone(at: now)
        }
    }

    /// Leaves the pending frame for the finger's next report, and wakes the loop at `deadline`
    /// to draw it anyway should the report not come.
    private func holdFrame(until deadline: Double) {
        guard heldFrameTimer == nil else { return }
        heldFrameTimer = content.scheduler.schedule(after: deadline - content.scheduler.now) {}
    }
}
