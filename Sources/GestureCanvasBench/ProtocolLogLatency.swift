import Glibc

/// Input-to-commit latencies read from a client's protocol log (`WAYLAND_DEBUG=client`), which
/// libwayland writes the same way for any client, so two toolkits are measured alike.
///
/// libwayland stamps each line in milliseconds with microsecond digits: `[ 928136.750]
/// wl_touch@20.frame()` when the client dispatches an event, `[ 928136.801]  ->
/// wl_surface@14.commit()` when it sends a request. A touch report that carries a motion is one
/// input, read from its first event: its latency runs to the next commit of the surface the touch
/// went down on, which may come before the report's `frame` is read (a compositor that flushes
/// between the two, as the test compositor does, and an app that ends a group at the end of each
/// read). A report that a newer one replaces before any commit (a client holding a frame for the
/// finger's next report) was never committed: it is counted apart, not timed.
enum ProtocolLogLatency {
    /// What the counted inputs of a drag came to.
    struct Figures {
        /// Milliseconds from each committed input to its commit.
        var latencies: [Double] = []
        /// Inputs a newer one replaced before any commit.
        var superseded = 0
    }

    /// The figures of every motion report after the first `skipping`.
    static func latencies(in log: String, skipping: Int) -> Figures {
        var figures = Figures()
        var inputs = 0
        // The report being read (a motion seen, its frame not yet), and whether it was committed.
        var open: (start: Double, counted: Bool, committed: Bool)?
        // The newest report read in full and not yet committed.
        var waiting: (start: Double, counted: Bool)?
        for (time, event) in ProtocolLogEvent.read(log) {
            switch event {
            case .touchMotion where open == nil:
                inputs += 1
                if waiting?.counted == true { figures.superseded += 1 }
                waiting = nil
                open = (time, inputs > skipping, false)
            case .touchFrame:
                if let report = open, !report.committed { waiting = (report.start, report.counted) }
                open = nil
            case .commit:
                if let report = waiting, report.counted {
                    figures.latencies.append(elapsed(from: report.start, to: time))
                }
                waiting = nil
                if let report = open, !report.committed {
                    if report.counted { figures.latencies.append(elapsed(from: report.start, to: time)) }
                    open?.committed = true
                }
            default: break
            }
        }
        return figures
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
