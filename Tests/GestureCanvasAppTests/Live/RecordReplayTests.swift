import GestureKit
import Testing
import WaylandTestCompositor

@testable import GestureCanvasApp

/// `run --record` loses nothing: for every scene, and for what happens to a window besides
/// touches — the seat losing its touchscreen mid-gesture, a resize, a scale change, a kiosk's
/// photos going home — the recorded trace replays to the live report, line for line.
@Suite("Record and replay, line for line", .serialized, .timeLimit(.minutes(1)))
struct RecordReplayTests {
    /// Ends the session and compares the live report with the replayed one.
    private func expectReplayMatches(_ live: LiveHarness, sourceLocation: SourceLocation = #_sourceLocation) throws {
        live.app.finish()
        let replayed = try live.replayedReport()
        #expect(live.reportLines.count >= 2, "no recognizer acted", sourceLocation: sourceLocation)
        #expect(replayed.count == live.reportLines.count, sourceLocation: sourceLocation)
        for (index, (recorded, again)) in zip(live.reportLines, replayed).enumerated() where recorded != again {
            Issue.record("line \(index + 1): live \(recorded) / replay \(again)", sourceLocation: sourceLocation)
            break
        }
    }

    /// A drag, a tap, a double tap, a long press and a two-finger spread around `point`.
    private func gestures(around point: Point, in live: LiveHarness) throws {
        try live.drag(from: [point], to: [point + Vector(dx: 120, dy: 40)])
        try live.pump(for: 0.4)
        try live.tap(at: point)
        try live.pump(for: 0.4)
        try live.tap(at: point)
        try live.pump(for: 0.08)
        try live.tap(at: point)
        try live.pump(for: 0.4)
        try live.tap(at: point, hold: 0.7)
        try live.pump(for: 0.4)
        let spread = Vector(dx: 40, dy: 0)
        try live.drag(from: [point - spread, point + spread], to: [point - spread * 2, point + spread * 2])
        try live.pump(for: 0.3)
        // A check: down to the right, then longer up to the right.
        let check = [Vector(dx: 0, dy: 0), Vector(dx: 40, dy: 45), Vector(dx: 130, dy: -70)].map { point + $0 }
        let ids = live.touchDown([check[0]])
        for (start, end) in zip(check, check.dropFirst()) {
            for step in 1...12 {
                try live.pump(for: 1.0 / 60)
                live.touchMove(ids, to: [start + (end - start) * (Double(step) / 12)])
            }
        }
        try live.touchUp(ids)
        try live.pump(for: 0.3)
    }

    @Test(arguments: ["photos", "draw", "taps", "checkmark"])
    func everySceneReplaysItsLiveReport(scene: String) throws {
        let live = try LiveHarness(scene: scene)
        try live.showFirstFrame()
        try gestures(around: Point(x: 300, y: 250), in: live)
        #expect(try live.recordedTrace().session.scene == scene)
        try expectReplayMatches(live)
    }

    /// A compositor with presentation feedback (weston, mutter, sway): its virtual 60 Hz display,
    /// jittering by up to 1 ms, runs on CLOCK_MONOTONIC as a real one does, so the app takes
    /// the display's rhythm from `presented` and resamples moves to it. What the live session
    /// latched is in the trace, and the replay resamples alike. (Real time: only the outcome is
    /// asserted, never a timing.)
    @Test func aSessionTimedByPresentationFeedbackReplaysAlike() throws {
        var options = TestCompositor.Options()
        options.followsMonotonicClock = true
        options.presentationClock = .init(refresh: 1.0 / 60, jitter: 0.001, seed: 5)
        let live = try LiveHarness(scene: "photos", options: options)
        try live.showFirstFrame()
        try gestures(around: Point(x: 300, y: 250), in: live)
        #expect(live.app.host.router.resampling)
        #expect(live.app.host.router.displayTimeline.isFromPresentationFeedback)
        #expect(live.traceLines.contains { $0.contains(#""type":"display""#) })
        try expectReplayMatches(live)
    }

    /// The touchscreen leaves the seat while a photo is being dragged: the pan is cancelled
    /// live, and the recorded `lost` cancels it in the replay too (not an `ended`).
    @Test func losingTheTouchscreenMidGestureReplaysAsCancelled() throws {
        let live = try LiveHarness()
        try live.showFirstFrame()
        try live.startPanning(live.photos.image1)
        live.compositor.setCapabilities(touch: false, pointer: true, keyboard: true)
        try live.pump { live.actions.last?.state == "cancelled" }
        #expect(try live.recordedTrace().records.contains { $0.event == .lost })
        live.compositor.setCapabilities(touch: true, pointer: true, keyboard: true)
        try live.pump(for: 0.2)
        try live.drag(from: [live.photos.image2.center], to: [live.photos.image2.center + Vector(dx: 50, dy: 0)])
        try expectReplayMatches(live)
    }

    /// The compositor resizes the window between two drags: the photos are laid out again, live
    /// and in the replay, so the second drag hits the same photo.
    @Test func aResizeMidSessionReplaysAlike() throws {
        let live = try LiveHarness()
        try live.showFirstFrame()
        try live.drag(from: [live.photos.image1.center], to: [live.photos.image1.center + Vector(dx: 80, dy: 0)])
        _ = live.compositor.configure(width: 1100, height: 700)
        try live.pump { live.app.host.window.bounds.width == 1100 }
        try live.drag(from: [live.photos.image2.center], to: [live.photos.image2.center + Vector(dx: -90, dy: 30)])
        let trace = try live.recordedTrace()
        #expect(trace.records.contains { $0.event == .resize(Size(width: 1100, height: 700)) })
        try expectReplayMatches(live)
    }

    @Test func aScaleChangeIsRecorded() throws {
        let live = try LiveHarness()
        try live.showFirstFrame()
        live.compositor.setOutputScale(2)
        try live.pump { live.app.shell.scale == 2 }
        try live.drag(from: [live.photos.image1.center], to: [live.photos.image1.center + Vector(dx: 70, dy: 20)])
        #expect(try live.recordedTrace().records.contains { $0.event == .scale(2) })
        try expectReplayMatches(live)
    }

    /// A kiosk whose screen the compositor says is asleep: the touch that wakes it is kept back
    /// live (and so never recorded), the next drag moves the photo, and the replay says the same.
    @Test func aKioskWakingTouchKeptBackReplaysAlike() throws {
        let live = try LiveHarness { options in
            options.kiosk = true
            options.kioskSettings.isEnabled = true
            options.kioskSettings.keepScreenOn = false
        }
        try live.showFirstFrame()
        try live.pump { live.compositor.idleNotificationTimeouts == [600_000] }
        live.compositor.setSeatIdle(true)
        try live.pump(for: 0.05)
        let start = live.photos.image1.center
        try live.drag(from: [start], to: [start + Vector(dx: 200, dy: 0)])
        try live.settle()
        #expect(live.actions.isEmpty, "the waking touch reached the scene")
        try live.drag(from: [start], to: [start + Vector(dx: 150, dy: 50)])
        #expect(live.photos.image1.center.distance(to: start + Vector(dx: 150, dy: 50)) < 0.5)
        try expectReplayMatches(live)
    }

    /// A kiosk whose photos go home after a second without input: dragged away, they come home
    /// during the session, live and in the replay (which takes kiosk mode from the trace).
    @Test func aKioskSessionWithAHomecomingReplaysAlike() throws {
        let live = try LiveHarness { options in
            options.kiosk = true
            options.kioskSettings.isEnabled = true
            options.kioskSettings.resetAfter = 1
        }
        try live.showFirstFrame()
        let home = live.photos.image1.center
        try live.drag(from: [home], to: [home + Vector(dx: 150, dy: 60)])
        try live.pump(for: 1.0 + PhotosScene.homecomingDuration + 0.3)
        #expect(live.photos.image1.center.distance(to: home) < 0.5, "the photo did not go home")
        try live.drag(from: [live.photos.image2.center], to: [live.photos.image2.center + Vector(dx: -60, dy: 0)])
        #expect(try live.recordedTrace().session.kiosk == true)
        try expectReplayMatches(live)
    }
}
