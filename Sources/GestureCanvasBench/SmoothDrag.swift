/// The finger of the smoothness bench (``SmoothnessBench``): one finger dragged to the right at
/// a constant speed, reporting at a fixed rate; it stops and rests, moves on, and turns back.
///
/// ```
/// landing ─ run 0.8 s ─▶ stop (rest 0.25 s, no reports, as a resting finger sends none)
///         ─ run 0.3 s ─▶ turn ─ run back 0.45 s ─ lift
/// ```
/// The stop and the turn are each a report (the finger is exactly there then), so how far past
/// them a frame is ever drawn is overshoot, not where the finger was between reports.
struct SmoothDrag: Equatable, Sendable {
    /// Reports a second.
    let rate: Int
    /// Where the finger lands.
    let startX: Double
    let y: Double
    /// Every motion report, in order.
    let reports: [Report]
    /// The index of the report at which the finger stops, and of the one at which it turns.
    let stopIndex: Int
    let turnIndex: Int

    /// A motion report: when it is due, in seconds after the landing, and where the finger is.
    struct Report: Equatable, Sendable {
        var time: Double
        var x: Double
    }

    /// Points a second: 8 points a 60 Hz frame, quick enough for judder to show, slow enough
    /// that the whole drag (528 points right at most) stays on a 1280-point-wide output.
    static let speed = 480.0
    static let firstRun = 0.8
    static let rest = 0.25
    static let secondRun = 0.3
    static let returnRun = 0.45
    /// How far the finger goes right of its landing at most.
    static var reach: Double { speed * (firstRun + secondRun) }

    init(rate: Int, startX: Double, y: Double) {
        self.rate = rate
        self.startX = startX
        self.y = y
        let interval = 1 / Double(rate)
        let step = Self.speed * interval
        let (first, rested) = (Self.steps(Self.firstRun, rate), Self.steps(Self.rest, rate))
        let (second, back) = (Self.steps(Self.secondRun, rate), Self.steps(Self.returnRun, rate))
        var reports = (1...first).map { Report(time: Double($0) * interval, x: startX + Double($0) * step) }
        let stop = reports[reports.count - 1]
        reports += (1...second).map {
            Report(time: Double(first + rested + $0) * interval, x: stop.x + Double($0) * step)
        }
        let turn = reports[reports.count - 1]
        reports += (1...back).map {
            Report(time: turn.time + Double($0) * interval, x: turn.x - Double($0) * step)
        }
        self.reports = reports
        stopIndex = first - 1
        turnIndex = first + second - 1
    }

    /// Whole report intervals in `seconds` at `rate`.
    private static func steps(_ seconds: Double, _ rate: Int) -> Int {
        max(1, Int((seconds * Double(rate)).rounded()))
    }

    /// The time, after the landing, at which the finger lifts: one interval after its last report.
    var liftTime: Double { reports[reports.count - 1].time + 1 / Double(rate) }
}
