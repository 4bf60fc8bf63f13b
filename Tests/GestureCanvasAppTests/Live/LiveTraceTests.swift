import GestureKit
import Testing
import WaylandTestCompositor

@testable import GestureCanvasApp

/// The app's live report and trace (`run --report`, `run --record`) on the in-process test
/// compositor: the final line comes last, and a recorded session replays to the same report,
/// whatever the compositor's timestamps and however the session ends.
@Suite("The app's report and trace, live", .serialized, .timeLimit(.minutes(1)))
struct LiveTraceTests {
    /// The app with its first frame shown and its `wl_touch` bound.
    private func liveApp(_ options: TestCompositor.Options = .init()) throws -> LiveHarness {
        let live = try LiveHarness(options: options)
        try live.showFirstFrame()
        return live
    }

    @Test func theFinalLineIsWrittenByFinishAndComesLast() throws {
        let live = try liveApp()
        let start = live.photos.image2.center
        try live.drag(from: [start], to: [start + Vector(dx: 200, dy: 0)])
        #expect(!live.reportLines.contains { $0.contains(#""type":"final""#) })

        live.app.finish()

        let final = try #require(live.reportLines.last.flatMap(FinalLine.init(line:)))
        let image2 = try #require(final.views["image2"])
        #expect(image2.center.distance(to: live.photos.image2.center) < 0.001)
        #expect(image2.scale == 1 && image2.alpha == 1)
        #expect(try #require(final.views["image1"]).center.distance(to: live.photos.image1.center) < 0.001)
        #expect(live.reportLines.dropLast().allSatisfy { ReportAction(line: $0) != nil })
    }

    @Test func aRecordedSessionReplaysToTheSameReport() throws {
        let live = try liveApp()
        let one = live.photos.image1.center
        let two = live.photos.image2.center
        try live.drag(from: [one], to: [one + Vector(dx: 250, dy: 100)], rest: 0)
        try live.pump(for: 0.4)
        let spread = Vector(dx: 30, dy: 10)
        try live.drag(from: [two - spread, two + spread], to: [two - spread * 2, two + spread * 2])
        try live.tap(at: two)
        try live.pump(for: 0.1)
        try live.tap(at: two)
        try live.pump(for: 0.4)
        live.app.finish()

        let replayed = try live.replayedReport()
        #expect(try live.recordedTrace().size == Size(width: 800, height: 600))
        #expect(replayed.count == live.reportLines.count)
        for (index, (recorded, again)) in zip(live.reportLines, replayed).enumerated() {
            #expect(recorded == again, "line \(index + 1)")
        }
    }

    /// Input stamped by the compositor before the app's latest frame (it was on its way while the
    /// app drew an animation frame, which moves the engine's clock to now) is handled at the
    /// engine's time, and recorded at that time: a replay of the trace times it alike.
    @Test func inputStampedBeforeTheLatestFrameReplaysAlike() throws {
        // Stamps on CLOCK_MONOTONIC, in milliseconds (the shell takes them for real ones).
        var options = TestCompositor.Options.without(.inputTimestamps)
        options.startTime = monotonicMilliseconds()
        let live = try liveApp(options)
        // An animation that is no input's doing (so the report's final line, which shows where
        // it ends, is left out below): the app draws a frame on every frame callback.
        live.app.host.window.animator.animate(duration: 1) { live.photos.image1.center = Point(x: 600, y: 300) }
        try live.pump(for: 0.1)

        // A finger lands on image2, stamped 30 ms ago: frames have been drawn since.
        live.compositor.advanceTime(milliseconds: monotonicMilliseconds() - 30 - live.compositor.time)
        let ids = live.touchDown([live.photos.image2.center])
        try live.pump(for: 0.7)
        live.compositor.advanceTime(milliseconds: monotonicMilliseconds() - live.compositor.time)
        try live.touchUp(ids)

        #expect(live.actions.map(\.description) == ["image2.longPress began", "image2.longPress ended"])
        #expect(Array(try live.replayedReport().dropLast()) == live.reportLines)
    }

    /// The trace ends when the session does, not at its last input: a finger still resting on
    /// image2 when the app quits has long-pressed it, live and in the replay.
    @Test func aSessionEndingWithAFingerHeldReplaysAlike() throws {
        let live = try liveApp()
        live.touchDown([live.photos.image2.center])
        try live.pump { live.actions.last?.state == "began" }
        live.app.finish()

        #expect(try live.recordedTrace().records.last?.event == .idle)
        #expect(live.actions.map(\.description) == ["image2.longPress began"])
        #expect(try live.replayedReport() == live.reportLines)
    }

    @Test func aSessionWithoutInputStillLeavesATraceThatReplays() throws {
        let live = try liveApp()
        live.app.finish()

        let trace = try live.recordedTrace()
        #expect(trace.size == Size(width: 800, height: 600))
        // The display frames the window drew, then the time that passed; no input.
        let events = trace.records.map(\.event)
        #expect(events.last == .idle)
        #expect(events.dropLast().allSatisfy { if case .display = $0 { true } else { false } })
        #expect(try live.replayedReport() == live.reportLines)
    }
}
