extension TestCompositor {
    /// How many `wl_surface`s exist.
    public var surfaceCount: Int { state.surfaces.count }

    /// What the main surface (the toplevel's, else the newest) showed at its last commit;
    /// nil before it has a buffer or after it attached NULL.
    public var lastCommit: CommittedBuffer? { state.focusSurface?.lastCommit }

    /// How many times the main surface has been committed.
    public var commitCount: Int { state.focusSurface?.commitCount ?? 0 }

    /// The main surface's committed `wp_viewport` state, if it has a viewport.
    public var viewport: ViewportInfo? { state.focusSurface?.viewport?.current }

    /// Frame callbacks that have been committed and not yet answered.
    public var pendingFrameCallbackCount: Int { state.frameCallbacks.count }

    /// Answers every committed frame callback with `done(time)` (default: the clock's time),
    /// as a compositor does after it has shown a frame.
    public func sendFrameDone(time: UInt32? = nil) {
        let callbacks = state.frameCallbacks
        state.frameCallbacks.removeAll()
        callbacks.forEach { $0.done(time: time ?? state.milliseconds) }
        state.flush()
    }

    /// The ids of the `wl_buffer`s the compositor holds (committed, not yet released), oldest
    /// first; compare with `wl_proxy_get_id` on the client's buffers.
    public var heldBufferIDs: [UInt32] {
        state.surfaces.flatMap { $0.heldBuffers.filter(\.isAlive).map(\.id) }
    }

    /// Releases every held buffer now.
    public func releaseHeldBuffers() {
        state.surfaces.forEach { $0.releaseHeldBuffers() }
        state.flush()
    }

    /// `zwp_idle_inhibitor_v1` objects alive now.
    public var idleInhibitorCount: Int { state.idleInhibitors.count }
    /// `zwp_idle_inhibitor_v1` objects made since the start.
    public var idleInhibitorsCreated: Int { state.idleInhibitorsCreated }
}
