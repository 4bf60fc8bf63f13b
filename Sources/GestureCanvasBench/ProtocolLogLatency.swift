import Glibc

/// Input-to-commit latencies read from a client's protocol log (`WAYLAND_DEBUG=client`), which
/// libwayland writes the same way for any client, so two toolkits are measured alike.
///
/// libwayland stamps each line in milliseconds with microsecond digits: `[ 928136.750]
/// wl_touch@20.frame()` when the client dispatches an event, `[ 928136.801]  ->
/// wl_surface@14.commit()` when it sends a request. A touch frame that carried a motion is one
/// input; its latency runs to the next commit of the surface the touch went down on.
enum ProtocolLogLatency {
    /// The latency of every motion frame after the first `skipping`, in milliseconds.
    static func latencies(in log: String, skipping: Int) -> [Double] {
        var motionSinceFrame = false
        var pending: [Double] = []
        var latencies: [Double] = []
        var motions = 0
        for (time, event) in ProtocolLogEvent.read(log) {
            switch event {
            case .touchMotion: motionSinceFrame = true
            case .touchFrame where motionSinceFrame:
                motionSinceFrame = false
                motions += 1
                if motions > skipping { pending.append(time) }
            case .commit:
                latencies += pending.map { elapsed(from: $0, to: time) }
                pending.removeAll()
            default: break
            }
        }
        return latencies
    }

    /// libwayland's stamp for now, as it would print it: CLOCK_REALTIME in microseconds, kept in
    /// 32 bits (so it wraps every 71.6 minutes), shown in milliseconds. What the bench does can
    /// then be timed against the lines of a client's log.
    static func stampNow() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let microseconds = UInt32(truncatingIfNeeded: Int64(now.tv_sec) * 1_000_000 + Int64(now.tv_nsec) / 1000)
        return Double(microseconds) / 1000
    }

    /// Milliseconds from stamp `start` to stamp `end`, across the stamps' wrap.
    static func elapsed(from start: Double, to end: Double) -> Double {
        let wrap = Double(UInt64(1) << 32) / 1000
        let difference = end - start
        return difference < -wrap / 2 ? difference + wrap : difference
    }

    /// The line's time in milliseconds: `[ 928136.750]` → 928136.750.
    static func timestamp(of line: Substring) -> Double? {
        guard line.first == "[", let close = line.firstIndex(of: "]") else { return nil }
        return Double(line[line.index(after: line.startIndex)..<close].drop { $0 == " " })
    }
}
