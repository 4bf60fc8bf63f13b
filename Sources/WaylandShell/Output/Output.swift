internal import CWaylandClient

/// `wl_output`: one monitor. We follow its integer scale (HiDPI screens say 2); the other
/// properties only name it in logs.
///
/// Since version 2 an output's properties arrive as a group closed by `done`, so a change is
/// applied only then; a version 1 output has no `done` and applies at once.
final class Output: ProxyOwner {
    let proxy: OpaquePointer
    /// The registry name, to notice when the output goes away.
    let name: UInt32
    /// The integer scale in effect (`wl_output.scale`), 1 until told otherwise.
    private(set) var scale: Int32 = 1
    /// The output's name (`DP-1`, version 4), for logs.
    private(set) var outputName: String?
    /// Called when the scale changed.
    var onChange: (() -> Void)?

    private var pendingScale: Int32?
    private let version: UInt32

    init(_ proxy: OpaquePointer, name: UInt32) {
        self.proxy = proxy
        self.name = name
        self.version = wl_proxy_get_version(proxy)
        wl_output_add_listener(proxy, Self.listener, listenerData)
    }

    deinit {
        // `release` is a request since version 3; older outputs are only forgotten.
        if version >= 3 { wl_output_release(proxy) } else { wl_output_destroy(proxy) }
    }

    private func scaleAnnounced(_ factor: Int32) {
        pendingScale = CompositorNumbers.integerScale(factor)
        if version < 2 { done() }
    }

    private func done() {
        guard let newScale = pendingScale else { return }
        pendingScale = nil
        guard newScale != scale else { return }
        scale = newScale
        shellLog.debug("output \(outputName ?? "#\(name)") has scale \(newScale)")
        onChange?()
    }

    nonisolated(unsafe) private static let listener = ListenerTable.make(
        wl_output_listener(
            geometry: { _, _, _, _, _, _, _, _, _, _ in },
            mode: { _, _, _, _, _, _ in },
            done: { data, _ in owner(data).done() },
            scale: { data, _, factor in owner(data).scaleAnnounced(factor) },
            name: { data, _, name in owner(data).outputName = name.map { String(cString: $0) } },
            description: { _, _, _ in }))
}
