internal import CWaylandClient
internal import CWaylandProtocols

/// `zwp_tablet_seat_v2`: a seat's tablets and their tools (tablet-unstable-v2).
///
/// Tablets and tools come and go at any time (a pen leaves the screen's reach for good, a USB
/// tablet is unplugged): each is announced here and says `removed` when it goes. Pads (rings,
/// strips and express keys) are not used: each pad announced is destroyed at once.
final class TabletSeat: ProxyOwner {
    let proxy: OpaquePointer
    private unowned let display: WaylandDisplay
    private var tablets: [Tablet] = []
    private(set) var tools: [TabletTool] = []
    /// Serials given to tools that announce none, counted up from 2⁵² (see ``TabletTool``).
    private var nextStandInSerial: UInt64 = 1 << 52

    init(manager: OpaquePointer, seat: OpaquePointer, display: WaylandDisplay) {
        proxy = zwp_tablet_manager_v2_get_tablet_seat(manager, seat)
        self.display = display
        zwp_tablet_seat_v2_add_listener(proxy, Self.listener, listenerData)
    }

    deinit {
        tools.removeAll()
        tablets.removeAll()
        zwp_tablet_seat_v2_destroy(proxy)
    }

    /// The seat goes away: every tool near a window leaves it.
    func cancel(at time: Double) {
        tools.forEach { $0.leave(at: time) }
    }

    private func tabletAdded(_ tablet: OpaquePointer?) {
        guard let tablet else { return }
        tablets.append(
            Tablet(tablet) { [unowned self] gone in
                // A tablet removed takes its tools' strokes with it.
                let now = display.timebase.now
                tools.filter { $0.tablet == gone.proxy }.forEach { $0.leave(at: now) }
                tablets.removeAll { $0 === gone }
            })
    }

    private func toolAdded(_ tool: OpaquePointer?) {
        guard let tool else { return }
        let standIn = nextStandInSerial
        nextStandInSerial += 1
        tools.append(
            TabletTool(tool, standInSerial: standIn, display: display) { [unowned self] gone in
                tools.removeAll { $0 === gone }
            })
    }

    nonisolated(unsafe) private static let listener = ListenerTable.make(
        zwp_tablet_seat_v2_listener(
            tablet_added: { data, _, tablet in owner(data).tabletAdded(tablet) },
            tool_added: { data, _, tool in owner(data).toolAdded(tool) },
            pad_added: { _, _, pad in if let pad { zwp_tablet_pad_v2_destroy(pad) } }))
}

/// `zwp_tablet_v2`: one tablet (a screen's digitizer). Only its removal matters here.
final class Tablet: ProxyOwner {
    let proxy: OpaquePointer
    private let onRemoved: (Tablet) -> Void

    init(_ proxy: OpaquePointer, onRemoved: @escaping (Tablet) -> Void) {
        self.proxy = proxy
        self.onRemoved = onRemoved
        zwp_tablet_v2_add_listener(proxy, Self.listener, listenerData)
    }

    deinit {
        zwp_tablet_v2_destroy(proxy)
    }

    nonisolated(unsafe) private static let listener = ListenerTable.make(
        zwp_tablet_v2_listener(
            name: { _, _, _ in },
            id: { _, _, _, _ in },
            path: { _, _, _ in },
            done: { _, _ in },
            removed: { data, _ in
                let tablet = owner(data)
                tablet.onRemoved(tablet)
            }))
}
