internal import CWaylandProtocols

/// `zwp_input_timestamps_v1`: the nanosecond time of the next event of one device, sent just
/// before it. `wl_touch` carries milliseconds, too coarse for a velocity estimate at 120 Hz.
final class InputTimestamps: ProxyOwner {
    let proxy: OpaquePointer
    /// Called with CLOCK_MONOTONIC nanoseconds (the compositor's input clock).
    private let onTimestamp: (UInt64) -> Void

    init(manager: BoundGlobal, touch: OpaquePointer, onTimestamp: @escaping (UInt64) -> Void) {
        proxy = zwp_input_timestamps_manager_v1_get_touch_timestamps(manager.proxy, touch)
        self.onTimestamp = onTimestamp
        zwp_input_timestamps_v1_add_listener(proxy, Self.listener, listenerData)
    }

    deinit {
        zwp_input_timestamps_v1_destroy(proxy)
    }

    nonisolated(unsafe) private static let listener = ListenerTable.make(
        zwp_input_timestamps_v1_listener(
            timestamp: { data, _, secondsHigh, secondsLow, nanoseconds in
                let seconds = UInt64(secondsHigh) << 32 | UInt64(secondsLow)
                owner(data).onTimestamp(seconds * 1_000_000_000 + UInt64(nanoseconds))
            }))
}
