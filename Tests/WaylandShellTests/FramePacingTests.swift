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
}
