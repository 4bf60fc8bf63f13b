internal import CWaylandClient
import GestureKit

/// `wl_output`: one monitor. We follow its integer scale (HiDPI screens say 2), its current
/// mode's size (for a window's default size where the compositor sends no bounds) and refresh
/// (the display's rate, which frame callbacks cannot always tell), and its
/// transform (an app that turns its own content warns when the compositor turns it too); the
/// other properties only name it in logs. (A rotated output's transform is not applied to its size.)
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
    /// Called when the scale, the refresh or the name changed.
    var onChange: (() -> Void)?

    private var pendingScale: Int32?
    private var nameChanged = false
    /// `wl_output.transform` (0 normal, 1–3 turned 90°, 180°, 270° anticlockwise, 4–7 flipped
    /// first): how the compositor turns what the output shows.
    private(set) var transform: Int32 = 0
    private var pendingTransform: Int32?
    /// The current mode's size in pixels (`wl_output.mode` with the current flag), once known.
    private(set) var pixelSize: (width: Int32, height: Int32)?
    private var pendingPixelSize: (width: Int32, height: Int32)?
    /// Seconds per refresh of the current mode, once said (see ``CompositorNumbers/refreshPeriod(millihertz:)``).
    private(set) var refreshPeriod: Double?
    private var pendingRefreshPeriod: Double??
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

    /// The output's size in logical points (its pixels over its scale), once its mode is known.
    var logicalSize: Size? {
        guard let pixelSize, pixelSize.width > 0, pixelSize.height > 0 else { return nil }
        return Size(width: Double(pixelSize.width / scale), height: Double(pixelSize.height / scale))
    }

    private func modeAnnounced(flags: UInt32, width: Int32, height: Int32, refresh: Int32) {
        guard flags & WL_OUTPUT_MODE_CURRENT.rawValue != 0 else { return }
        pendingPixelSize = (CompositorNumbers.side(width), CompositorNumbers.side(height))
        pendingRefreshPeriod = CompositorNumbers.refreshPeriod(millihertz: refresh)
        if version < 2 { done() }
    }

    private func done() {
        if let pendingPixelSize {
            pixelSize = pendingPixelSize
            self.pendingPixelSize = nil
        }
        if let pendingTransform {
            transform = pendingTransform
            self.pendingTransform = nil
        }
        // A name learned matters to a window asked to be full screen on it (see ShellWindow), a
        // refresh to the pacing of the windows on it.
        var changed = nameChanged
        nameChanged = false
        if let pendingRefreshPeriod {
            changed = changed || pendingRefreshPeriod != refreshPeriod
            refreshPeriod = pendingRefreshPeriod
            self.pendingRefreshPeriod = nil
        }
        if let newScale = pendingScale, newScale != scale {
            scale = newScale
            shellLog.debug("output \(outputName ?? "#\(name)") has scale \(newScale)")
            changed = true
        }
        pendingScale = nil
        if changed { onChange?() }
    }

    private func transformAnnounced(_ transform: Int32) {
        pendingTransform = transform
        if version < 2 { done() }
    }

    private func nameAnnounced(_ name: String?) {
        guard name != outputName else { return }
        outputName = name
        nameChanged = true
    }

    nonisolated(unsafe) private static let listener = ListenerTable.make(
        wl_output_listener(
            geometry: { data, _, _, _, _, _, _, _, _, transform in owner(data).transformAnnounced(transform) },
            mode: { data, _, flags, width, height, refresh in
                owner(data).modeAnnounced(flags: flags, width: width, height: height, refresh: refresh)
            },
            done: { data, _ in owner(data).done() },
            scale: { data, _, factor in owner(data).scaleAnnounced(factor) },
            name: { data, _, name in owner(data).nameAnnounced(name.map { String(cString: $0) }) },
            description: { _, _, _ in }))
}
