/// One finger's known path along x, for judging what a window showed of it: from `from` at
/// `speed` points a second, reporting `rate` times a second from `start` for `duration` seconds;
/// then it stops (no more reports: a touchscreen reports only change) or turns back and moves as
/// long again the other way; it lifts `rest` seconds after its last report. Times are seconds
/// from the path's beginning.
///
/// ```swift
/// let path = FingerPath(start: 0.1, from: 100, speed: 500, rate: 125, duration: 0.6)
/// path.x(at: 0.3)           // 200
/// path.time(atOutbound: 200) // 0.3
/// ```
struct FingerPath {
    enum Ending { case stop, reversal }

    var start: Double
    var from: Double
    var speed: Double
    var rate: Double
    var duration: Double
    var ending = Ending.stop
    var rest = 0.1

    /// Seconds between reports.
    var gap: Double { 1 / rate }
    /// When it stops or turns back.
    var turn: Double { start + duration }
    /// Where it stops or turns back: the farthest it goes.
    var farthest: Double { from + speed * duration }
    /// Its last report.
    var lastReport: Double { ending == .stop ? turn : turn + duration }
    /// When it lifts.
    var end: Double { lastReport + rest }

    /// Where the finger is at `time`.
    func x(at time: Double) -> Double {
        let time = min(max(time, start), lastReport)
        guard time > turn else { return from + speed * (time - start) }
        return farthest - speed * (time - turn)
    }

    /// When the finger was at `x` before the turn.
    func time(atOutbound x: Double) -> Double { start + (x - from) / speed }

    /// Every report of a move, in order.
    var reportTimes: [Double] {
        let count = Int(((lastReport - start) * rate).rounded())
        return (1...count).map { start + Double($0) * gap }
    }
}
