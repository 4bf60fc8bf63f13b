extension TestCompositor {
    /// What the client last asked the pointer to look like (`wl_pointer.set_cursor`).
    public struct CursorInfo: Equatable, Sendable {
        /// What the cursor surface showed at its last commit; nil when the cursor is hidden
        /// (a NULL surface) or its surface has no buffer.
        public var image: CommittedBuffer?
        /// The hot spot, in the cursor surface's coordinates.
        public var hotspot: Size
        /// Whether the client hid the cursor (set_cursor with a NULL surface).
        public var isHidden: Bool
    }

    /// The cursor the client set most recently; nil before it set any.
    public var cursor: CursorInfo? {
        guard state.cursorRequestCount > 0 else { return nil }
        let surface = state.cursorSurface
        return CursorInfo(
            image: surface?.lastCommit,
            hotspot: Size(width: state.cursorHotspot.x, height: state.cursorHotspot.y),
            isHidden: surface == nil)
    }

    /// How many `wl_pointer.set_cursor` requests arrived.
    public var cursorRequestCount: Int { state.cursorRequestCount }
}
