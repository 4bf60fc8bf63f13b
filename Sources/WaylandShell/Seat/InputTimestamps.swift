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
                // A stamp past 2⁶⁴ ns (584 years) saturates: far from now, it becomes the time of
                // receipt like any stamp from another clock.
                let (whole, overflowed) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
                let (stamp, overflowedAgain) = whole.addingReportingOverflow(UInt64(nanoseconds))
                owner(data).onTimestamp(overflowed || overflowedAgain ? .max : stamp)
            }))
}
