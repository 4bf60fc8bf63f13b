internal import CWaylandProtocols

/// `wp_fractional_scale_v1`: the compositor's preferred scale for the window's surface, which
/// may be fractional (1.25, 1.5) where `wl_output.scale` can only say 1 or 2.
final class FractionalScale: ProxyOwner {
    let proxy: OpaquePointer
    /// Called with each preferred scale the compositor sends.
    var onPreferredScale: ((Double) -> Void)?
    private var isDestroyed = false

    init(manager: BoundGlobal, surface: Surface) {
        proxy = wp_fractional_scale_manager_v1_get_fractional_scale(manager.proxy, surface.proxy)
        wp_fractional_scale_v1_add_listener(proxy, Self.listener, listenerData)
    }

    deinit {
        destroy()
    }

    /// Destroys the object now, before its surface.
    func destroy() {
        guard !isDestroyed else { return }
        isDestroyed = true
        wp_fractional_scale_v1_destroy(proxy)
    }

    nonisolated(unsafe) private static let listener = ListenerTable.make(
        wp_fractional_scale_v1_listener(
            // The protocol sends the scale as a numerator over 120 (150 is 1.25).
            preferred_scale: { data, _, numerator in
                guard let scale = CompositorNumbers.fractionalScale(numerator: numerator) else { return }
                owner(data).onPreferredScale?(scale)
            }))
}
