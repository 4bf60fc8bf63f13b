import Testing

@testable import WaylandShell

/// When a frame callback finds a finger's input waiting, the frame is held for the finger's
/// next report only when that report is due in time for the next refresh.
@Suite("Frame pacing")
struct FramePacingTests {
    static let refresh = 1.0 / 60

    /// Refreshes at 0, 1/60, 2/60 …; the finger reports `phase` seconds after each, from the
    /// first refresh on, `reports` times; then the callback after the last report comes.
    private func pacing(fingerPhase phase: Double, reports: Int = 5, drawing: Double = 0.001) -> (FramePacing, Double) {
        var pacing = FramePacing()
        for index in 0..<reports {
            let refresh = Double(index) * Self.refresh
            pacing.frameDone(at: refresh)
            pacing.inputArrived(at: refresh + phase)
            pacing.drew(taking: drawing)
        }
        let done = Double(reports) * Self.refresh
        pacing.frameDone(at: done)
        return (pacing, done)
    }

    @Test func theRefreshIntervalFollowsTheCallbacks() {
        let (pacing, _) = pacing(fingerPhase: 0.005)
        #expect(abs(pacing.refreshInterval - Self.refresh) < 1e-9)
        #expect(FramePacing().refreshInterval == Self.refresh, "60 Hz until measured")
    }

    @Test func aFrameIsHeldForAReportDueWellBeforeTheNextRefresh() throws {
        let (pacing, done) = pacing(fingerPhase: 0.006)
        let deadline = try #require(pacing.holdDeadline(now: done))
        // Latest start that still makes the next refresh: one refresh on, less a draw and the margin.
        #expect(abs(deadline - (done + Self.refresh - 0.001 - FramePacing.latchMargin)) < 1e-9)
    }

    @Test func aReportDueCloseToTheNextRefreshIsNotWaitedFor() {
        let (pacing, done) = pacing(fingerPhase: 0.015)
        #expect(pacing.holdDeadline(now: done) == nil)
    }

    @Test func inputThatArrivedAfterTheCallbackIsDrawnAtOnce() {
        var (pacing, done) = pacing(fingerPhase: 0.006)
        pacing.inputArrived(at: done + 0.006)
        #expect(pacing.holdDeadline(now: done + 0.006) == nil)
    }

    @Test func nothingIsHeldPastTheDeadline() throws {
        let (pacing, done) = pacing(fingerPhase: 0.006)
        let deadline = try #require(pacing.holdDeadline(now: done))
        #expect(pacing.holdDeadline(now: deadline) == nil)
    }

    @Test func withoutARhythmNothingIsHeld() {
        let (early, earlyDone) = pacing(fingerPhase: 0.006, reports: 2)
        #expect(early.holdDeadline(now: earlyDone) == nil, "two reports are no rhythm yet")

        var slow = FramePacing()
        for index in 0..<6 {
            slow.frameDone(at: Double(index) * 0.1)
            slow.inputArrived(at: Double(index) * 0.1 + 0.005)
        }
        slow.frameDone(at: 0.6)
        #expect(slow.holdDeadline(now: 0.6) == nil, "reports 100 ms apart are a finger that stopped")
    }

    /// Reports every 16.7 ms give or take `jitter` (alternately early and late), the callback
    /// 8 ms after the last: the next report is due 8.7 ms after the callback, 7.9 ms before the
    /// next refresh, but it may come `jitter` late.
    private func wavering(by jitter: Double, oneOutlier: Bool = false) -> (FramePacing, Double) {
        var pacing = FramePacing()
        var time = 0.0
        for index in 0..<8 {
            pacing.frameDone(at: Double(index) * Self.refresh)
            time = Double(index) * Self.refresh + 0.0087 + (index % 2 == 0 ? -jitter : jitter) / 2
            if oneOutlier && index == 3 { time += 0.006 }
            pacing.inputArrived(at: time)
            pacing.drew(taking: 0.001)
        }
        pacing.frameDone(at: 8 * Self.refresh)
        return (pacing, 8 * Self.refresh)
    }

    @Test func aFingerWhoseReportsWaverTooMuchIsNotWaitedFor() {
        let (steady, steadyDone) = wavering(by: 0.001)
        #expect(steady.holdDeadline(now: steadyDone) != nil)
        let (wavering, waveringDone) = wavering(by: 0.008)
        #expect(wavering.holdDeadline(now: waveringDone) == nil)
    }

    @Test func oneLateReportDoesNotStopTheWaiting() {
        let (pacing, done) = wavering(by: 0.001, oneOutlier: true)
        #expect(pacing.holdDeadline(now: done) != nil)
    }

    @Test func eventsOfOneReportCountOnce() throws {
        var pacing = FramePacing()
        for index in 0..<5 {
            let refresh = Double(index) * Self.refresh
            pacing.frameDone(at: refresh)
            // A touch's motion and its frame, read together.
            pacing.inputArrived(at: refresh + 0.006)
            pacing.inputArrived(at: refresh + 0.0061)
        }
        pacing.frameDone(at: 5 * Self.refresh)
        #expect(pacing.holdDeadline(now: 5 * Self.refresh) != nil)
    }

    /// KWin's headless output composites right after the first commit after a pause, so the
    /// callbacks take up a new phase; the first deadline after it counts one refresh from that
    /// callback. Counted from the old rhythm (its nearest point, less how early callbacks came),
    /// it came up to half a refresh early, the compositor followed the early frame, and the app
    /// drew every 13 ms into a 60 Hz display until the old rhythm was forgotten.
    @Test func afterAPauseTheDeadlineCountsFromTheFirstCallback() throws {
        var pacing = FramePacing()
        for index in 0..<30 {
            // On the rhythm, but wavering by up to ±0.6 ms, as KWin's callbacks do.
            pacing.frameDone(at: Double(index) * Self.refresh + (index % 3 == 0 ? -0.0006 : 0.0006))
            pacing.drew(taking: 0.0004)
        }
        // A quarter second with nothing drawn, then a callback 6 ms off the old rhythm.
        let done = 45 * Self.refresh + 0.006
        pacing.frameDone(at: done)
        let deadline = try #require(pacing.latchDeadline(now: done + 0.001))
        // Less a quarter of how much single gaps waver (here ±1.2 ms), as on any rhythm.
        let waver = FramePacing.waver(of: [0.0012, 0, -0.0012, 0.0012, 0, -0.0012].map { Self.refresh + $0 }) / 4
        #expect(deadline >= done + Self.refresh - 0.0004 - FramePacing.latchMargin - waver - 1e-6, "\(deadline - done)")
    }

    /// A compositor that composites right after each commit (KWin's virtual output): every
    /// callback comes a moment after the frame the deadline let the app latch, so a rhythm learnt
    /// from the callbacks alone follows the deadlines set from it, and each frame came a little
    /// later than the last (17.7 ms apart at 60 Hz, measured). Given the output's rate, the
    /// frames keep to it.
    ///
    /// It starts as a window's drag does: a few frames drawn as the input came, some of them
    /// early for the rhythm. A callback that came early must not make the next deadline earlier
    /// twice over (counted from it and less its earliness): the compositor follows, the next
    /// callback is twice as early, and the frames came 12.9 ms apart, a quarter refresh early
    /// each, all drag long (measured).
    @Test func framesKeepToTheOutputsRateWhereCallbacksFollowTheCommits() throws {
        var pacing = FramePacing()
        pacing.outputRefreshes(every: Self.refresh)
        for (index, early) in [0, 0.002, 0, 0.003, 0.004].enumerated() {
            pacing.frameDone(at: Double(index) * Self.refresh - early)
        }
        var done = 5 * Self.refresh
        var dones: [Double] = []
        for _ in 0..<120 {
            pacing.frameDone(at: done)
            dones.append(done)
            let latch = try #require(pacing.latchDeadline(now: done + 0.001))
            pacing.drew(taking: 0.0004)
            // Drawn and committed, then composited and called back 0.8 ms later.
            done = latch + 0.0004 + 0.0008
        }
        let gaps = zip(dones.dropFirst(60), dones.dropFirst(59)).map { $0 - $1 }
        let mean = gaps.reduce(0, +) / Double(gaps.count)
        #expect(abs(mean - Self.refresh) < 0.0001, "frames \(mean * 1000) ms apart")
    }
}
