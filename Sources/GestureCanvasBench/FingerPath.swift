/// Where the smoothness bench's finger really was, and when: each report's place (as the client
/// read it) at the moment the bench sent it, straight between reports, and still while it rested.
/// Times are milliseconds after the first report was sent (libwayland's stamps, across their wrap).
struct FingerPath {
    struct Knot: Equatable {
        var time: Double
        var x: Double
    }

    let knots: [Knot]
    /// Where and when the finger stopped, when it moved on, and where and when it turned.
    let stop: Knot
    let resume: Double
    let turn: Knot
    /// When the last report was sent.
    let end: Double
    /// The first report's stamp, which is time 0.
    let origin: Double

    /// Knots from `drag`'s reports, sent at libwayland stamps `sent` and read at places `read`;
    /// nil unless the two pair one to one.
    init?(drag: SmoothDrag, sent: [Double], read: [Double]) {
        guard sent.count == drag.reports.count, read.count == sent.count, let origin = sent.first else { return nil }
        self.origin = origin
        var knots = zip(sent, read).map { Knot(time: ProtocolLogLatency.elapsed(from: origin, to: $0), x: $1) }
        stop = knots[drag.stopIndex]
        turn = knots[drag.turnIndex]
        // The finger set off again one report interval before its first report after the rest.
        resume = knots[drag.stopIndex + 1].time - 1000 / Double(drag.rate)
        knots.insert(Knot(time: max(resume, stop.time), x: stop.x), at: drag.stopIndex + 1)
        end = knots[knots.count - 1].time
        self.knots = knots
    }

    /// Milliseconds after the first report for libwayland stamp `stamp`.
    func time(ofStamp stamp: Double) -> Double {
        ProtocolLogLatency.elapsed(from: origin, to: stamp)
    }

    /// The first moment in `earliest…latest` at which the finger was at `x`; nil if it was not
    /// there then.
    func time(at x: Double, earliest: Double, latest: Double) -> Double? {
        // Places are read to 1/256 of a point (wl_fixed) and written to 1/10,000 by the latch lines.
        let tolerance = 0.001
        for (a, b) in zip(knots, knots.dropFirst()) where b.time >= earliest {
            if a.time > latest { return nil }
            guard x >= min(a.x, b.x) - tolerance, x <= max(a.x, b.x) + tolerance else { continue }
            let time: Double
            if abs(b.x - a.x) < 1e-9 {
                time = max(a.time, earliest)
            } else {
                time = a.time + min(max((x - a.x) / (b.x - a.x), 0), 1) * (b.time - a.time)
            }
            if time >= earliest, time <= latest { return time }
        }
        return nil
    }
}
