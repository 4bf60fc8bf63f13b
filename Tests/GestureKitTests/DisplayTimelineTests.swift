import GestureKit
import GestureKitTesting
import Testing

/// The display's rhythm from frame callbacks that come late by a jittery amount, as a busy
/// compositor's do: the grid the engine predicts presentations on must stay put frame to frame.
@Suite struct DisplayTimelineTests {
    /// Callbacks at each 60 Hz vblank, each late by up to 1 ms (never early), from `start`.
    private func callbacks(count: Int, period: Double = 1.0 / 60, from start: Double = 0, seed: UInt64 = 7)
        -> [Double]
    {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { start + Double($0) * period + Double.random(in: 0...0.001, using: &random) }
    }

    @Test func jitteredCallbacksGiveTheTruePeriodAndASteadyGrid() {
        var timeline = DisplayTimeline()
        var predictions: [Double] = []
        for done in callbacks(count: 80) {
            timeline.frameDone(at: done)
            // What a frame latched 2 ms before the next refresh is predicted to be shown at.
            predictions.append(timeline.nextPresentation(after: done + 1.0 / 60 - 0.002))
        }
        #expect(abs(timeline.period - 1.0 / 60) < 0.00005, "\(timeline.period)")
        // Frame after frame the prediction moves by one refresh, give or take a fraction of the
        // callbacks' own jitter (a median of gaps moved it by 1.5 ms and more).
        let steps = zip(predictions.dropFirst(20), predictions.dropFirst(19)).map { $0 - $1 }
        #expect(steps.allSatisfy { abs($0 - 1.0 / 60) < 0.0004 }, "\(steps)")
    }

    @Test func oneVeryLateCallbackDoesNotMoveTheGrid() {
        var timeline = DisplayTimeline()
        for done in callbacks(count: 30) { timeline.frameDone(at: done) }
        let before = timeline.nextPresentation(after: 30.0 / 60 + 0.005)
        timeline.frameDone(at: 30.0 / 60 + 0.006)  // 6 ms late: a busy machine
        let after = timeline.nextPresentation(after: 30.0 / 60 + 0.008)
        #expect(abs(after - before - 0) < 0.0005 || abs(after - before - 1.0 / 60) < 0.0005, "\(before) \(after)")
        #expect(abs(timeline.period - 1.0 / 60) < 0.0002)
    }

    @Test func aSkippedFrameCountsItsRefreshes() {
        var timeline = DisplayTimeline()
        var times = callbacks(count: 40)
        times.removeSubrange(10..<12)  // nothing drawn for two refreshes
        times.removeSubrange(25..<26)
        for done in times { timeline.frameDone(at: done) }
        #expect(abs(timeline.period - 1.0 / 60) < 0.0001, "\(timeline.period)")
        let next = timeline.nextPresentation(after: 40.0 / 60 - 0.002)
        #expect(abs(next - 40.0 / 60) < 0.001, "\(next)")
    }

    @Test func anOutputMovedFrom60To144HzIsFollowed() {
        var timeline = DisplayTimeline()
        for done in callbacks(count: 30) { timeline.frameDone(at: done) }
        for done in callbacks(count: 20, period: 1.0 / 144, from: 0.5 + 1.0 / 60) { timeline.frameDone(at: done) }
        #expect(abs(timeline.period - 1.0 / 144) < 0.0002, "\(timeline.period)")
    }

    /// After a pause the display's phase may be another (KWin's headless output composites right
    /// after the next commit): the first frame after it sets the grid, which the frames before
    /// the pause, twice as many, would otherwise have outvoted.
    @Test func afterAPauseTheGridStartsFromTheNextFrame() {
        var timeline = DisplayTimeline()
        for done in callbacks(count: 30) { timeline.frameDone(at: done) }
        let resumed = 45.0 / 60 + 0.006  // a quarter second later, 6 ms off the old grid
        timeline.frameDone(at: resumed)
        let next = timeline.nextPresentation(after: resumed + 0.002)
        #expect(abs(next - (resumed + 1.0 / 60)) < 0.0002, "\(next - resumed)")
        #expect(abs(timeline.period - 1.0 / 60) < 0.0002, "the period stays: \(timeline.period)")
    }

    /// KWin's virtual output composites right after the commit that follows a frame it did not
    /// get in time, so its phase moves: two frames that agree on the new phase move the grid,
    /// where the older frames would have outvoted them for eight frames more.
    @Test func twoFramesOnANewPhaseMoveTheGrid() {
        var timeline = DisplayTimeline()
        timeline.outputRefreshes(every: 1.0 / 60)
        for done in callbacks(count: 16) { timeline.frameDone(at: done) }
        // A refresh without a frame, then frames 4.5 ms earlier on the old grid.
        let moved = callbacks(count: 2, from: 17.0 / 60 + 0.0125, seed: 9)
        timeline.frameDone(at: moved[0])
        let afterOne = timeline.nextPresentation(after: moved[0] + 0.002)
        #expect(abs(afterOne - (17.0 / 60 + 1.0 / 60)) < 0.0015, "one frame off is a late callback: \(afterOne)")
        timeline.frameDone(at: moved[1])
        let next = timeline.nextPresentation(after: moved[1] + 0.002)
        #expect(abs(next - (moved[1] + 1.0 / 60)) < 0.0012, "\(next - moved[1])")
    }
}
