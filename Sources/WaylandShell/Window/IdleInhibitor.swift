internal import CWaylandProtocols

/// `zwp_idle_inhibitor_v1`: while it exists and the window is visible, the compositor does not
/// blank, dim or lock the screen for lack of input (a kiosk's screen stays on). It has no events.
final class IdleInhibitor {
    let proxy: OpaquePointer

    init(manager: BoundGlobal, surface: Surface) {
        proxy = zwp_idle_inhibit_manager_v1_create_inhibitor(manager.proxy, surface.proxy)
    }

    deinit {
        zwp_idle_inhibitor_v1_destroy(proxy)
    }
}
