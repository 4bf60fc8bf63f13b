/// How smoothly one program showed the smoothness bench's drags (``SmoothDrag``), gathered over
/// rounds: how old what each frame shows is, how evenly it moves from frame to frame, how far
/// past the finger it is drawn at a stop and a turn, and how evenly frames reach the screen.
///
/// Each frame shown (``ShownDrag``) is given the moment the finger was where the frame shows it
/// (``FingerPath``): the first such moment after the moment the previous frame stood for, since
/// no program here shows the finger going back in time, and at most ``mostAhead`` after the frame
/// was shown. A frame drawn past every place the finger had reached (overshoot) stands for no moment.
public struct Smoothness: Equatable, Sendable {
    /// Milliseconds from the moment the finger was where a frame shows it to that frame's
    /// `done`, for the frames of the steady runs (``steadyRuns``).
    public var ages: [Double] = []
    /// Points the picture moved from one shown frame to the next, within a steady run, when the
    /// two were shown at most 1.5 refresh periods apart.
    public var steps: [Double] = []
    /// For the stop and the turn of each round: the farthest a frame showed the finger past it, in
    /// milliseconds of the finger's motion just before (0 when never past).
    public var overshoots: [Double] = []
    /// Milliseconds between consecutive `done`s during the drags, those over 1.5 refresh periods
    /// left out.
    public var presentIntervals: [Double] = []
    /// Steps left out of ``steps`` because a refresh went by without a frame between the two.
    public var stepsOverSkippedRefreshes = 0
    /// Frames of the steady runs that showed a place the finger had not reached by then (their
    /// ages are negative, or missing when more than ``mostAhead`` ahead).
    public var aheadOfTheFinger = 0
    /// Rounds counted, and rounds whose log did not pair with the reports sent.
    public var rounds = 0
    public var unpairedRounds = 0

    /// A finger's runs left out at either end: the first 150 ms (the pan recognizes after 10
    /// points, and the frames before a moving finger's first two reports cannot resample), 100 ms
    /// after the rest and the turn, and 25 ms before an end (the frame that shows the stop).
    static let settle = 100.0
    static let firstSettle = 150.0
    static let beforeEnd = 25.0
    /// Frames shown this long after the stop or the turn are checked for overshoot.
    static let overshootWindow = 200.0
    /// How far ahead of the finger a frame may be drawn and still be placed: well past Android's
    /// 8 ms of extrapolation, and far short of the rest, so a frame drawn past the stop is not
    /// taken for the finger moving on after it.
    static let mostAhead = 20.0

    public init() {}

    /// Adds one round: `drag` sent at libwayland stamps `sent`, as `shown`.
    mutating func add(_ drag: SmoothDrag, sent: [Double], shown: ShownDrag) {
        guard let path = FingerPath(drag: drag, sent: sent, read: shown.reports) else {
            unpairedRounds += 1
            return
        }
        rounds += 1
        let runs = Self.steadyRuns(of: path)
        var standsFor: Double = -.infinity
        let intervals = zip(shown.presentations.dropFirst(), shown.presentations).map {
            ProtocolLogLatency.elapsed(from: $1, to: $0)
        }
        // The refresh period as the presentations show it; nil without two of them.
        let period = Spread.percentile(50, of: intervals.filter { $0 < 50 })
        var previous: (x: Double, done: Double, run: Int?)?
        for frame in shown.frames {
            let done = path.time(ofStamp: frame.done)
            // A frame drawn a little ahead of the finger stands for a moment after it was shown:
            // its age is negative, and counts as it is.
            let moment = path.time(at: frame.x, earliest: standsFor, latest: done + Self.mostAhead)
            if let moment {
                standsFor = moment
            } else {
                // Past the stop or the turn: the frame stands for no earlier moment than that.
                for event in [path.stop, path.turn] where done >= event.time && frame.x > event.x {
                    standsFor = max(standsFor, event.time)
                }
            }
            let run = moment.flatMap { moment in runs.firstIndex { $0.contains(moment) } }
            if let run, let moment { ages.append(done - moment) }
            if let moment, run != nil, moment > done {
                aheadOfTheFinger += 1
            } else if moment == nil, runs.contains(where: { $0.contains(done) }) {
                aheadOfTheFinger += 1
            }
            if let previous, let run, previous.run == run {
                // A refresh skipped between the two (by the compositor or the program) doubles the
                // step without either frame being uneven: such steps are counted, not measured.
                if let period, done - previous.done > period * 1.5 {
                    stepsOverSkippedRefreshes += 1
                } else {
                    steps.append(abs(frame.x - previous.x))
                }
            }
            previous = (frame.x, done, run)
        }
        let speed = SmoothDrag.speed / 1000
        for event in [path.stop, path.turn] {
            let past = shown.frames.filter {
                let done = path.time(ofStamp: $0.done)
                return done >= event.time && done <= event.time + Self.overshootWindow
            }.map { $0.x - event.x }.max()
            overshoots.append(max(0, past ?? 0) / speed)
        }
        if let period {
            presentIntervals += intervals.filter { $0 <= period * 1.5 }
        }
    }

    /// The finger's three runs at constant speed, in milliseconds after its first report, their
    /// ends left out.
    static func steadyRuns(of path: FingerPath) -> [ClosedRange<Double>] {
        [
            (firstSettle, path.stop.time - beforeEnd), (path.resume + settle, path.turn.time - beforeEnd),
            (path.turn.time + settle, path.end - beforeEnd),
        ].compactMap { $0.0 <= $0.1 ? $0.0...$0.1 : nil }
    }

    // MARK: Figures

    /// The ages' median, 5th and 95th percentiles; nil without frames.
    public var age: (median: Double, p5: Double, p95: Double)? {
        guard let median = Spread.percentile(50, of: ages), let p5 = Spread.percentile(5, of: ages),
            let p95 = Spread.percentile(95, of: ages)
        else { return nil }
        return (median, p5, p95)
    }

    /// The steps' standard deviation over their mean (0: perfectly even); nil for fewer than two.
    public var stepCV: Double? {
        guard steps.count >= 2 else { return nil }
        let mean = steps.reduce(0, +) / Double(steps.count)
        guard mean > 0 else { return nil }
        let variance = steps.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(steps.count)
        return variance.squareRoot() / mean
    }

    /// The farthest past the finger at any stop or turn, in milliseconds of its motion.
    public var stopOvershoot: Double? { overshoots.max() }

    /// p95 − p5 of the intervals between presentations.
    public var presentJitter: Double? {
        guard let p5 = Spread.percentile(5, of: presentIntervals), let p95 = Spread.percentile(95, of: presentIntervals)
        else { return nil }
        return p95 - p5
    }
}
