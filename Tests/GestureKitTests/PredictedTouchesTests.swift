import GestureKit
import Testing

/// `predictedTouches(for:)`: where a finger is expected between the moment a display frame shows
/// and the frame's presentation, opt-in and bounded (issue 21).
@Suite struct PredictedTouchesTests {
    /// The finger of ``DisplayFrameRig/drag(gap:period:duration:speed:lead:skipping:lift:)``: x at `time`.
    private func fingerX(at time: Double, speed: Double = 1000) -> Double { 100 + speed * time }

    @Test(arguments: [1.0 / 90, 1.0 / 125, 1.0 / 240])
    func aSteadyFingerIsPredictedOnItsPathUpToThePresentation(gap: Double) throws {
        let rig = DisplayFrameRig()
        rig.window.wantsPredictedTouches = true
        let lead = 0.010
        rig.drag(gap: gap, period: 1.0 / 60, duration: 0.4, lead: lead, lift: false)
        let frames = rig.predicted.filter { $0.time > 0.05 }
        try #require(frames.count > 15)
        for frame in frames {
            let last = try #require(frame.reports.last, "every frame of a steady drag predicts")
            // Up to the presentation (latched `lead` before it), never past it.
            #expect(last.time <= frame.time + lead + 1e-9)
            #expect(last.time > frame.time, "a prediction reaches past the latch")
            // A steady finger's future is on its line.
            for report in frame.reports {
                #expect(abs(report.location.x - fingerX(at: report.time)) < 1e-6)
                #expect(report.location.y == 500)
            }
            #expect(zip(frame.reports.dropFirst(), frame.reports).allSatisfy { $0.time > $1.time })
        }
    }

    @Test func predictionsAreOptInAndNeverChangeWhatIsShown() {
        let asked = DisplayFrameRig()
        asked.window.wantsPredictedTouches = true
        asked.drag(gap: 1.0 / 125, period: 1.0 / 60, duration: 0.3)
        let plain = DisplayFrameRig()
        plain.drag(gap: 1.0 / 125, period: 1.0 / 60, duration: 0.3)
        #expect(plain.predicted.allSatisfy { $0.reports.isEmpty })
        #expect(asked.predicted.contains { !$0.reports.isEmpty })
        #expect(asked.shown == plain.shown)
        #expect(asked.releaseVelocity == plain.releaseVelocity)
    }

    @Test func aViewAskingForPredictionsGetsThemForTouchesOnItsSubviews() throws {
        let rig = DisplayFrameRig()
        let canvas = View(frame: Rect(x: 0, y: 0, width: 2000, height: 1000))
        let child = View(frame: Rect(x: 0, y: 0, width: 2000, height: 1000))
        rig.window.addSubview(canvas)
        canvas.addSubview(child)
        canvas.wantsPredictedTouches = true
        rig.drag(gap: 1.0 / 125, period: 1.0 / 60, duration: 0.3, lift: false)
        #expect(rig.predicted.contains { !$0.reports.isEmpty })
    }

    @Test func withoutResamplingNothingIsPredicted() {
        let rig = DisplayFrameRig(resampling: false)
        rig.window.wantsPredictedTouches = true
        rig.drag(gap: 1.0 / 125, period: 1.0 / 60, duration: 0.3)
        #expect(!rig.predicted.isEmpty)
        #expect(rig.predicted.allSatisfy { $0.reports.isEmpty })
    }

    @Test func aPredictionReachesNoFurtherThanItsBoundPastTheNewestReport() throws {
        let rig = DisplayFrameRig()
        rig.window.wantsPredictedTouches = true
        rig.drag(gap: 1.0 / 90, period: 1.0 / 60, duration: 0.2, lift: false)
        // The display's presentation is far (a frame latched 40 ms ahead): the guess stops
        // `predictionMaximum` past the finger's newest report, not at the presentation.
        rig.report(.touchMotion(id: 0, location: Point(x: fingerX(at: 0.21), y: 500)), at: 0.21)
        rig.latch(at: 0.212, presentation: 0.252, sample: 0.205)
        let last = try #require(rig.predicted.last?.reports.last)
        #expect(abs(last.time - (0.21 + Defaults.predictionMaximum)) < 1e-9)
        #expect(abs(last.location.x - fingerX(at: last.time)) < 1e-6)
    }

    @Test func aFingerThatRestedIsNotPredictedToMove() throws {
        let rig = DisplayFrameRig()
        rig.window.wantsPredictedTouches = true
        rig.drag(gap: 1.0 / 125, period: 1.0 / 60, duration: 0.2, lift: false)
        // 60 ms without a report, then one: the two are too far apart to carry on.
        rig.report(.touchMotion(id: 0, location: Point(x: 400, y: 500)), at: 0.26)
        rig.latch(at: 0.262, presentation: 0.272, sample: 0.26)
        let frame = try #require(rig.predicted.last)
        #expect(frame.reports.isEmpty)
    }

    @Test func aLiftCarriesNoPrediction() throws {
        let rig = DisplayFrameRig()
        rig.window.wantsPredictedTouches = true
        var predictedAtLift: [TouchReport]?
        rig.window.addTouchObserver { event in
            guard let touch = event.allTouches.first, touch.phase == .ended else { return }
            predictedAtLift = event.predictedTouches(for: touch)
        }
        rig.drag(gap: 1.0 / 125, period: 1.0 / 60, duration: 0.3)
        #expect(try #require(predictedAtLift).isEmpty)
    }
}
