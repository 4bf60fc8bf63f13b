internal import CWaylandClient

/// A `wl_callback`. From `wl_surface.frame`, `done` says the compositor has shown the commit and
/// now is a good time to draw the next frame; from `wl_display.sync`, that the compositor has
/// handled every request sent before it (a roundtrip).
final class FrameCallback: ProxyOwner {
    let proxy: OpaquePointer
    private var done: (() -> Void)?

    init(_ proxy: OpaquePointer, done: @escaping () -> Void) {
        self.proxy = proxy
        self.done = done
        wl_callback_add_listener(proxy, Self.listener, listenerData)
    }

    deinit {
        // A callback has no destroy request: this only forgets the proxy, and a `done` that
        // arrives for it later is dropped by libwayland.
        wl_callback_destroy(proxy)
    }

    private func fire() {
        let done = self.done
        self.done = nil
        done?()
    }

    nonisolated(unsafe) private static let listener = ListenerTable.make(
        wl_callback_listener(done: { data, _, _ in owner(data).fire() }))
}
