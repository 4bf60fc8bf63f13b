extension TestCompositor {
    /// `xdg_toplevel.state` values, for configure events.
    public enum ToplevelState: UInt32, Sendable, CaseIterable {
        /// Values from xdg-shell.xml.
        case maximized = 1
        case fullscreen, resizing, activated
        /// Since xdg_toplevel version 2; left out of configures sent to older objects.
        case tiledLeft, tiledRight, tiledTop, tiledBottom
    }

    /// `zxdg_toplevel_decoration_v1.mode` values.
    public enum DecorationMode: UInt32, Sendable {
        case clientSide = 1
        case serverSide = 2
    }

    /// What the client asked of its toplevel, and where its configure handshake stands.
    public struct ToplevelInfo: Equatable, Sendable {
        /// set_title and set_app_id, nil until the client sends them.
        public var title: String?
        public var appID: String?
        /// true after set_fullscreen, false after unset_fullscreen.
        public var fullscreenRequested = false
        /// The name of the output the latest set_fullscreen named; nil when it named none (the
        /// compositor picks) or the window is not full screen.
        public var fullscreenOutput: String?
        /// How many times the client asked for fullscreen.
        public var fullscreenRequests = 0
        /// true after set_maximized, false after unset_maximized.
        public var maximizedRequested = false
        /// How many set_minimized, move and resize requests arrived.
        public var minimizeRequests = 0
        public var moveRequests = 0
        public var resizeRequests = 0
        /// set_min_size and set_max_size (0 means no limit).
        public var minimumSize: Size?
        public var maximumSize: Size?
        /// xdg_surface.set_window_geometry.
        public var windowGeometry: Rect?
        /// The size and states of the last configure sent.
        public var configuredSize: Size?
        public var configuredStates: [ToplevelState] = []
        public var lastConfigureSerial: UInt32?
        /// The serial of the newest `xdg_surface.ack_configure`.
        public var lastAckedSerial: UInt32?
        /// The mode the client asked for with `zxdg_toplevel_decoration_v1.set_mode`, if any.
        public var requestedDecorationMode: DecorationMode?
        /// Whether a buffer has been committed after the first configure was acked.
        public var isMapped = false
    }

    /// The objects a protocol error can be posted on.
    public enum ErrorTarget: Sendable {
        /// `wl_display` (error codes from wl_display.error, e.g. 3 = implementation).
        case display
        /// The main surface's `wl_surface`, and the newest window's shell objects.
        case surface
        case xdgWmBase
        case xdgSurface
        case toplevel
    }
}
