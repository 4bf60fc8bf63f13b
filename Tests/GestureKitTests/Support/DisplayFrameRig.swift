import GestureKit

/// A window whose pan follows one finger; every place the engine showed it, by frame.
final class DisplayFrameRig {
    let window = Window(size: Size(width: 2000, height: 1000))
    let router: InputRouter
    let pan = PanGestureRecognizer()
    /// The finger's place in each event the pan saw, and the event's coalesced reports.
    private(set) var shown: [Point] = []
    private(set) var coalesced: [[TouchReport]] = []
    /// Each such event's time and its predicted touches.
    private(set) var predicted: [(time: Double, reports: [TouchReport])] = []
    /// The pan's velocity at its end.
    private(set) var releaseVelocity: Vector?

    init(resampling: Bool = true) {
        router = InputRouter(window: window)
        router.resampling = resampling
        window.addGestureRecognizer(pan)
        pan.addAction { [unowned self] pan in
            if pan.state == .ended { releaseVelocity = pan.velocity(in: nil) }
        }
        window.addTouchObserver { [unowned self] event in
            guard let touch = event.allTouches.first, touch.phase == .moved else { return }
            shown.append(touch.location(in: nil))
            coalesced.append(event.coalescedTouches(for: touch))
            predicted.append((event.timestamp, event.predictedTouches(for: touch)))
        }
    }

    func report(_ event: InputEvent, at time: Double) {
        router.handle(event, at: time)
        if case .touchFrame = event { return }
        router.handle(.touchFrame, at: time)
    }

    /// A display frame latched at `time`, shown at `presentation`, sampled at `sample`.
    func latch(at time: Double, presentation: Double, sample: Double? = nil) {
        router.handle(.displayFrame(presentation: presentation, sampleTime: sample), at: time)
    }
}

extension DisplayFrameRig {
    /// A finger at `speed` points per second from x = 100, reported every `gap` seconds from 0
    /// to `duration`; display frames every `period`, latched `lead` before each presentation.
    func drag(
        gap: Double, period: Double, duration: Double, speed: Double = 1000, lead: Double = 0.010,
        skipping skipped: Set<Int> = [], lift: Bool = true
    ) {
        report(.touchDown(id: 0, location: Point(x: 100, y: 500)), at: 0)
        // The first frame starts the display's rhythm.
        latch(at: 0, presentation: period)
        var nextReport = gap, frame = 1
        while nextReport <= duration || Double(frame) * period - lead <= duration {
            let latch = Double(frame) * period - lead
            if nextReport <= latch || latch > duration {
                guard nextReport <= duration else { break }
                report(.touchMotion(id: 0, location: Point(x: 100 + speed * nextReport, y: 500)), at: nextReport)
                nextReport += gap
            } else {
                if !skipped.contains(frame) { self.latch(at: latch, presentation: Double(frame) * period) }
                frame += 1
            }
        }
        if lift { report(.touchUp(id: 0), at: duration + 0.001) }
    }
}

/// The coefficient of variation of the steps between `points` along x, leaving out the start and
/// the end (the finger's first reports and its lift).
func stepVariation(_ points: [Point]) -> Double {
    let steps = zip(points.dropFirst(), points).map { $0.x - $1.x }.dropFirst(3).dropLast(2)
    let mean = steps.reduce(0, +) / Double(steps.count)
    let variance = steps.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(steps.count)
    return variance.squareRoot() / mean
}
