import Testing

@testable import WaylandShell

/// A finger reporting faster than the display refreshes, against a compositor that picks commits
/// up on a timer shortly before each refresh (as KWin does): the drawing policy of
/// ShellWindow+Drawing played on made-up rhythms, with ``FramePacing`` deciding.
@Suite("Frame pacing at finger rates above the display's")
struct FramePacingLatchTests {
    static let refresh = 1.0 / 60

    /// What the compositor showed: for each report, when its frame's callback came.
    struct Run {
        var commits: [Double] = []
        /// Report time → the callback of the frame that first showed it.
        var shown: [(report: Double, at: Double)] = []
        /// Commits between two callbacks, at most.
        var mostCommitsPerCallback = 0

        var latencies: [Double] { shown.map { $0.at - $0.report } }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    }

    /// Plays `seconds` of a finger reporting every `reportGap` (from `fingerPhase`) against a
    /// compositor that composites at `pickup` after each multiple of the refresh, when a commit
    /// came since its last composite, and sends the callback `compositing` later. The app draws
    /// in `drawing`; its policy: input with no callback pending is drawn unless the pacing holds
    /// it, a held frame is drawn at its deadline or when the pacing stops holding, a callback
    /// with input waiting asks the pacing again.
    static func play(
        reportGap: Double, fingerPhase: Double = 0.0013, pickup: Double = 0.0021, compositing: Double = 0.0005,
        drawing: Double = 0.0003, seconds: Double = 1
    ) -> Run {
        var pacing = FramePacing()
        var run = Run()
        var pendingReports: [Double] = []  // drawn into no commit yet
        var committedReports: [Double] = []  // in a commit the compositor has not picked up
        var picked: [Double] = []  // picked up, waiting for the callback
        var callbackPending = false
        var heldUntil: Double?
        var commitsSinceCallback = 0
        var nextReport = fingerPhase
        var nextPickup = pickup
        var callbackAt: Double?

        func draw(at now: Double) {
            pacing.drew(taking: drawing)
            run.commits.append(now + drawing)
            committedReports += pendingReports
            pendingReports.removeAll()
            callbackPending = true
            heldUntil = nil
            commitsSinceCallback += 1
            run.mostCommitsPerCallback = max(run.mostCommitsPerCallback, commitsSinceCallback)
        }
        func update(at now: Double) {
            guard !pendingReports.isEmpty, !callbackPending else { return }
            if let deadline = pacing.holdDeadline(now: now) { heldUntil = deadline } else { draw(at: now) }
        }

        while nextReport < seconds {
            // The earliest of: a report, the compositor's pickup, its callback, a held frame's deadline.
            let times = [nextReport, nextPickup, callbackAt ?? .infinity, heldUntil ?? .infinity]
            let now = times.min()!
            if now == callbackAt {
                callbackAt = nil
                callbackPending = false
                commitsSinceCallback = 0
                pacing.frameDone(at: now)
                run.shown += picked.map { (report: $0, at: now) }
                picked.removeAll()
                update(at: now)
            } else if now == nextPickup {
                nextPickup += refresh
                // A commit drawn before the pickup is in it; one still being drawn is not.
                if let last = run.commits.last, last <= now, !committedReports.isEmpty {
                    picked = committedReports
                    committedReports.removeAll()
                    callbackAt = now + compositing
                }
            } else if now == heldUntil {
                heldUntil = nil
                if !callbackPending, !pendingReports.isEmpty { draw(at: now) }
            } else {
                nextReport += reportGap
                pacing.inputArrived(at: now)
                pendingReports.append(now)
                update(at: now)
            }
        }
        // The first tenth of a second: the rhythms being learnt.
        run.shown.removeAll { $0.report < 0.1 }
        return run
    }

    @Test(arguments: [1.0 / 125, 1.0 / 240])
    func eachRefreshShowsTheNewestReportThatCouldMakeIt(reportGap: Double) throws {
        let run = Self.play(reportGap: reportGap)
        #expect(run.mostCommitsPerCallback == 1, "never more than one commit per refresh")
        // Each shown frame's newest report came less than one report gap, plus the draw and
        // the margins, before the compositor's pickup: none was left for the refresh after.
        let newest = Dictionary(grouping: run.shown, by: \.at).values.map { $0.map(\.report).max()! }
        for report in newest {
            let callback = try #require(run.shown.first { $0.report == report }?.at)
            #expect(callback - report < reportGap + 0.003, "report at \(report) shown at \(callback)")
        }
        // Reports arrive at every phase of the refresh, so their latency spreads over one
        // refresh: a median around half of it, plus the pickup's lead on the callback.
        #expect(run.median(run.latencies) < Self.refresh / 2 + 0.003)
    }

    @Test func aFingerAtTheDisplaysRateIsDrawnTheMomentItReports() {
        // One report per refresh: nothing newer will come before the pickup, so nothing waits.
        let run = Self.play(reportGap: Self.refresh, fingerPhase: 0.0005)
        #expect(run.mostCommitsPerCallback == 1)
        // Drawn at once, so shown by the pickup 1.6 ms after the report.
        #expect(run.latencies.allSatisfy { $0 < 0.003 })
        var pacing = FramePacing()
        for index in 0..<6 {
            pacing.frameDone(at: Double(index) * Self.refresh + 0.0026)
            pacing.inputArrived(at: Double(index + 1) * Self.refresh + 0.0005)
            #expect(pacing.holdDeadline(now: Double(index + 1) * Self.refresh + 0.0005) == nil)
        }
    }

    @Test func aReportAfterTheCallbackWaitsWhenAnotherIsDueBeforeTheLatch() throws {
        var pacing = FramePacing()
        // 125 Hz reports; callbacks every refresh.
        var report = 0.0
        for index in 0..<4 {
            pacing.frameDone(at: Double(index) * Self.refresh)
            while report < Double(index + 1) * Self.refresh {
                pacing.inputArrived(at: report)
                report += 0.008
            }
        }
        let done = 4 * Self.refresh
        pacing.frameDone(at: done)
        // A report 1 ms after the callback: the next, 8 ms on, makes the refresh.
        pacing.inputArrived(at: done + 0.001)
        let deadline = try #require(pacing.holdDeadline(now: done + 0.001))
        #expect(abs(deadline - (done + Self.refresh - FramePacing.latchMargin)) < 1e-9)
        // The report 8 ms on: the one after it, at 17 ms, would not.
        pacing.inputArrived(at: done + 0.009)
        #expect(pacing.holdDeadline(now: done + 0.009) == nil)
    }

    @Test func callbacksThatWaverMoveTheDeadlineEarlier() throws {
        func deadline(waver: Double) throws -> Double {
            var pacing = FramePacing()
            var done = 0.0
            for index in 0..<9 {
                done = Double(index) * Self.refresh + (index % 2 == 0 ? waver : 0)
                pacing.frameDone(at: done)
                // A finger at 250 Hz: its next report is always due well before the deadline.
                for report in [0.001, 0.005, 0.009, 0.013] where index < 8 || report == 0.001 {
                    pacing.inputArrived(at: done + report)
                }
            }
            // Measured from where the refresh interval alone would put it.
            return try #require(pacing.holdDeadline(now: done + 0.001)) - done - pacing.refreshInterval
        }
        let steady = try deadline(waver: 0)
        let wavering = try deadline(waver: 0.001)
        // Callbacks alternate 1 ms late and on time, the last one late: the next may come on
        // time, 1 ms before one refresh after the last.
        #expect(abs((steady - wavering) - 0.001) < 1e-6)
    }
}
