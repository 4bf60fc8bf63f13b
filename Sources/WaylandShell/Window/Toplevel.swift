internal import CWaylandClient
internal import CWaylandProtocols

/// `xdg_toplevel`: a normal desktop window with a title, an app id, and the compositor's say
/// over its size and states (maximized, fullscreen). Configure events collect here until the
/// xdg_surface's `configure` closes the group.
final class Toplevel: ProxyOwner {
    /// What the compositor asks of the window in one configure.
    struct Configuration: Equatable {
        /// The logical size; 0 in a dimension means "you choose".
        var width: Int32 = 0
        var height: Int32 = 0
        var isFullscreen = false
        var isMaximized = false
        var isActivated = false
    }

    let proxy: OpaquePointer
    /// The newest configuration, complete once the xdg_surface's `configure` arrives.
    private(set) var pending = Configuration()
    /// The largest logical size that fits the screen (`configure_bounds`, version 4): the output
    /// less panels. 0 in a dimension: not known.
    private(set) var bounds = (width: Int32(0), height: Int32(0))
    /// `close`: the user asked the window to close (the title bar's button, a key binding).
    var onClose: (() -> Void)?
    private var isDestroyed = false

    init(xdgSurface: XdgSurface) {
        proxy = xdg_surface_get_toplevel(xdgSurface.proxy)
        xdg_toplevel_add_listener(proxy, Self.listener, listenerData)
    }

    deinit {
        destroy()
    }

    /// Destroys the toplevel now; its decoration object must be gone already.
    func destroy() {
        guard !isDestroyed else { return }
        isDestroyed = true
        xdg_toplevel_destroy(proxy)
    }

    func setTitle(_ title: String) { xdg_toplevel_set_title(proxy, title) }
    func setAppID(_ appID: String) { xdg_toplevel_set_app_id(proxy, appID) }

    /// Asks for fullscreen on `output` (nil: the one the compositor picks) or to leave it.
    func setFullscreen(_ on: Bool, on output: Output? = nil) {
        if on { xdg_toplevel_set_fullscreen(proxy, output?.proxy) } else { xdg_toplevel_unset_fullscreen(proxy) }
    }

    private func configure(width: Int32, height: Int32, states: UnsafeMutablePointer<wl_array>?) {
        var configuration = Configuration(
            width: CompositorNumbers.side(width), height: CompositorNumbers.side(height))
        for state in uint32Values(of: states) {
            switch state {
            case XDG_TOPLEVEL_STATE_FULLSCREEN.rawValue: configuration.isFullscreen = true
            case XDG_TOPLEVEL_STATE_MAXIMIZED.rawValue: configuration.isMaximized = true
            case XDG_TOPLEVEL_STATE_ACTIVATED.rawValue: configuration.isActivated = true
            default: break  // resizing and tiling change nothing for a canvas that fills its window
            }
        }
        pending = configuration
    }

    nonisolated(unsafe) private static let listener = ListenerTable.make(
        xdg_toplevel_listener(
            configure: { data, _, width, height, states in
                owner(data).configure(width: width, height: height, states: states)
            },
            close: { data, _ in owner(data).onClose?() },
            // Version 4: the largest size that fits the screen, for the sizes the client chooses.
            configure_bounds: { data, _, width, height in
                owner(data).bounds = (CompositorNumbers.side(width), CompositorNumbers.side(height))
            },
            // Version 5: which window-menu actions the compositor offers; we show no menu.
            wm_capabilities: { _, _, _ in }))
}
