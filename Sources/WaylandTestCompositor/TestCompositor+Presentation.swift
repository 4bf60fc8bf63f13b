extension TestCompositor {
    /// The commits of the main surface that the virtual display showed, oldest first, with the
    /// vblank that showed each (`Options.presentationClock`; empty without one). A commit
    /// superseded before a vblank is not among them.
    public var presentedFrames: [PresentedFrame] { state.focusSurface?.presentedFrames ?? [] }

    /// When the virtual display's next vblank comes, in nanoseconds on the compositor's clock;
    /// nil without a presentation clock. A test on a manual clock moves the clock there.
    public var nextVblank: UInt64? { state.vblanks?.next }

    /// The display refreshes every `seconds` from the last vblank on, as when the window is moved
    /// to another output (60 → 144 Hz); the output announces the new mode. Nothing happens
    /// without a presentation clock.
    public func setPresentationRefresh(_ seconds: Double) {
        guard state.vblanks != nil else { return }
        state.vblanks?.setRefresh(seconds)
        state.outputs.forEach { $0.announceMode() }
        state.flush()
    }
}

extension CompositorState {
    /// The refresh in mHz, as `wl_output.mode` counts it: the presentation clock's, else 60 Hz.
    var refreshMillihertz: Int32 {
        guard let vblanks else { return 60_000 }
        return Int32(min(Double(Int32.max), (1e12 / Double(vblanks.refresh)).rounded()))
    }

    /// Shows what each surface committed since the last vblank, if one is due by now: its
    /// presentation feedback and every frame callback are answered with the vblank's time.
    /// Called after requests are read, so a commit read now is in the vblank due now (a
    /// compositor that latches at the vblank).
    func presentDueFrames() {
        guard let due = vblanks?.takeDue(now: clock), let refresh = vblanks?.refresh,
            let flags = options.presentationClock?.flags
        else { return }
        for surface in surfaces where surface.isAlive {
            surface.vblank(at: due.time, sequence: due.sequence, refresh: refresh, flags: flags)
        }
        let callbacks = frameCallbacks
        frameCallbacks.removeAll()
        callbacks.forEach { $0.done(time: UInt32(truncatingIfNeeded: due.time / 1_000_000)) }
    }
}
