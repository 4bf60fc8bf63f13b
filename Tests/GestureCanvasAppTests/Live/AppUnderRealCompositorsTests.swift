import CompositorHarness
import Foundation
import GestureKit
import Testing

/// The built `gesture-canvas` as a person runs it, under real compositors started headless by
/// CompositorHarness: weston (no seat), sway (wlroots) and KWin (real touches through its fake
/// input). Each test is skipped, visibly, where the binary or its compositor is missing.
@Suite("gesture-canvas under real compositors", .serialized, .timeLimit(.minutes(1)))
struct AppUnderRealCompositorsTests {
    /// weston's headless backend has no seat: the app connects, is configured, draws, is shown,
    /// and on SIGTERM — or SIGHUP, its terminal closing — writes the report's final line and the
    /// trace's closing `idle`, and exits with status 0.
    @Test(arguments: [SIGTERM, SIGHUP])
    func underWestonItIsConfiguredDrawsWithoutASeatAndQuitsCleanly(on signal: Int32) throws {
        let run = try AppRun(under: .weston, size: Size(width: 800, height: 600))
        defer { run.stop() }
        let (client, report) = (run.client, run.report)
        try client.wait(for: .toplevelConfigured)
        try client.wait(for: .bufferAttached)
        try client.wait(for: .surfaceShown)
        #expect(client.isRunning)
        let result = client.stop(signal: signal)

        #expect(result.outcome == .exited(0), "\(result)")
        let log = ProtocolLog(result.standardError)
        #expect(log.count("wl_seat") == 0, "weston's headless backend offers no seat, and the app asks for none")
        #expect(log.count("xdg_toplevel@") > 0 && log.count(".ack_configure(") > 0)
        // The default size fits below weston's 32 px panel: its first buffer is the 800 × 600
        // output less the margin, not 1280 × 800.
        let firstBuffer = log.lines.first { $0.contains(".create_buffer(") }
        #expect(firstBuffer?.contains(", 736, 536, ") == true, "\(firstBuffer ?? "no buffer")")
        // No input, so no actions: the report is only its final line, written on SIGTERM.
        #expect(report.lines.count == 1)
        let final = try #require(report.finalLine, "\(report.lines)")
        #expect(final.views["image1"]?.alpha == 1 && final.views["image2"]?.scale == 1)
        let trace = try String(contentsOfFile: run.tracePath, encoding: .utf8)
        #expect(trace.split(separator: "\n").last?.contains(#""type":"idle""#) == true, "\(trace)")
    }

    /// sway tiles the window; configures from it (the first, then full screen on and off through
    /// its IPC socket) make the app draw again. What its buffer pool does is printed: the
    /// counts vary with timing, the rules do not.
    @Test func underSwayItDrawsAFrameForEveryConfigureWithoutStalling() throws {
        let run = try AppRun(under: .sway, size: Size(width: 800, height: 600))
        defer { run.stop() }
        let (sway, client, report) = (run.compositor, run.client, run.report)
        try client.wait(for: .surfaceShown)
        for command in ["fullscreen enable", "fullscreen disable", "fullscreen enable"] {
            let before = ProtocolLog(client.standardError).attachedBuffers.count
            let reply = try sway.run(["swaymsg", "-s", try swaySocket(of: sway), command], timeout: .seconds(10))
            #expect(reply.outcome == .exited(0), "\(reply)")
            #expect(
                eventually { ProtocolLog(client.standardError).attachedBuffers.count > before },
                "no frame after `\(command)`")
        }
        let result = client.stop()

        #expect(result.outcome == .exited(0), "\(result)")
        let log = ProtocolLog(result.standardError)
        print(
            "sway: \(log.attachedBuffers.count) frames, at most \(log.mostBuffersAlive) buffers: \(log.bufferTraffic)")
        #expect(log.attachedBuffers.count >= 4)
        // Two at least (double buffering), four at most (the pool's limit when all are busy).
        #expect((2...4).contains(log.mostBuffersAlive))
        // A buffer is drawn into and attached again only after sway released it.
        var held: Set<Substring> = []
        for entry in log.bufferTraffic {
            let parts = entry.split(separator: " ")
            switch parts[0] {
            case "attach":
                #expect(!held.contains(parts[1]), "\(parts[1]) attached while sway held it: \(log.bufferTraffic)")
                held.insert(parts[1])
            case "release", "destroy": held.remove(parts[1])
            default: break
            }
        }
        #expect(report.finalLine != nil)
    }

    /// Real touches through KWin: a one-finger drag on image1 moves it, a two-finger pinch on
    /// image2 scales it, as the report's lines and its final line say. The photos' positions
    /// come from the scene's own layout at the output's size.
    @Test func underKWinADragAndAPinchChangeThePhotos() throws {
        let size = Size(width: 1024, height: 700)
        let run = try AppRun(under: .kwin, size: size, fullscreen: true)
        defer { run.stop() }
        let (client, report) = (run.client, run.report)
        let input = try run.connectTouch()
        let layout = PhotosLayout(windowSize: size)

        let moved = layout.image1 + layout.image1Drag
        try input.drag(from: layout.image1, to: moved, rest: 0.15)
        #expect(report.wait { $0.last == ReportAction(view: "image1", recognizer: "pan", state: "ended") })
        try input.pinch(center: ScreenPoint(layout.image2), from: 80, to: 160)
        #expect(report.wait { $0.contains(ReportAction(view: "image2", recognizer: "pinch", state: "ended")) })
        let result = client.stop()

        #expect(result.outcome == .exited(0), "\(result)")
        let pan = report.actions.filter { $0.view == "image1" && $0.recognizer == "pan" }
        #expect(pan.first?.state == "began" && pan.last?.state == "ended" && pan.count > 5)
        let pinch = report.actions.filter { $0.view == "image2" && $0.recognizer == "pinch" }
        #expect(pinch.first?.state == "began" && pinch.last?.state == "ended")
        let final = try #require(report.finalLine, "\(report.lines)")
        let image1 = try #require(final.views["image1"])
        let image2 = try #require(final.views["image2"])
        #expect(image1.center.distance(to: moved) < 1, "image1 at \(image1.center), dragged to \(moved)")
        #expect(image1.scale == 1)
        // The fingers spread from 80 to 160 points apart: twice the size, centre unmoved.
        #expect(abs(image2.scale - 2) < 0.05, "image2 scale \(image2.scale)")
        #expect(image2.center.distance(to: layout.image2) < 2, "image2 at \(image2.center), was \(layout.image2)")
    }

    /// Issue 4's contract: a session recorded live and replayed headlessly gives the same report,
    /// line for line, final line included. The session has input during an animation (a pinch on
    /// image2 while image1 glides), a long press, a double tap, and ends while image2 glides.
    @Test func underKWinARecordedSessionReplaysToTheSameReport() throws {
        let size = Size(width: 1024, height: 700)
        let run = try AppRun(under: .kwin, size: size, fullscreen: true)
        defer { run.stop() }
        let (client, live) = (run.client, run.report)
        let input = try run.connectTouch()
        let layout = PhotosLayout(windowSize: size)

        // image1 flicked away from image2 glides on while image2 is pinched.
        try input.drag(from: ScreenPoint(layout.image1), to: ScreenPoint(layout.image1 + layout.image1Flick))
        try input.pinch(center: ScreenPoint(layout.image2), from: 100, to: 150)
        try input.press(at: layout.image2, for: 0.7)
        try input.doubleTap(at: layout.image2)
        // image2 flicked away: the app is stopped while it glides.
        try input.drag(from: ScreenPoint(layout.image2), to: ScreenPoint(layout.image2 + Vector(dx: 200, dy: 60)))
        #expect(live.wait { $0.last == ReportAction(view: "image2", recognizer: "pan", state: "ended") })
        let result = client.stop()
        #expect(result.outcome == .exited(0), "\(result)")

        // Replay needs no compositor; it runs through the harness for its bounded wait.
        let replayed = ReportFile(path: run.files.file("replayed.jsonl"))
        let replay = try run.compositor.run(
            [run.app, "replay", run.tracePath, "--scene", "photos", "--report", replayed.path], timeout: .seconds(20))
        #expect(replay.outcome == .exited(0), "\(replay)")

        let recorded = live.lines
        let again = replayed.lines
        #expect(recorded.count > 20 && recorded.last?.contains(#""type":"final""#) == true)
        #expect(again.count == recorded.count)
        for (index, (line, replayedLine)) in zip(recorded, again).enumerated() where line != replayedLine {
            Issue.record("line \(index + 1) differs:\n  live:     \(line)\n  replayed: \(replayedLine)")
        }
        let states = Set(live.actions.map { "\($0.view).\($0.recognizer)" })
        #expect(
            states.isSuperset(of: ["image1.pan", "image2.pinch", "image2.longPress", "image2.doubleTap", "image2.pan"]))
    }

    /// The touchscreen leaves KWin's seat mid-drag (its fake-input client disconnects, and the
    /// seat's touch capability goes with it): the pan is cancelled live, and the recorded trace
    /// replays it cancelled, line for line.
    @Test func underKWinASeatLossMidGestureReplaysToTheSameReport() throws {
        let size = Size(width: 1024, height: 700)
        let run = try AppRun(under: .kwin, size: size, fullscreen: true)
        defer { run.stop() }
        let (client, live) = (run.client, run.report)
        let layout = PhotosLayout(windowSize: size)
        do {
            let input = try run.connectTouch()
            try input.touchDown(0, x: layout.image1.x, y: layout.image1.y)
            try input.touchFrame()
            for step in 1...12 {
                pause(1.0 / 60)
                try input.touchMotion(0, x: layout.image1.x + Double(step) * 8, y: layout.image1.y)
                try input.touchFrame()
                try input.flush()
            }
            #expect(live.wait { $0.last == ReportAction(view: "image1", recognizer: "pan", state: "changed") })
        }  // the fake-input client disconnects here, with finger 0 still down
        #expect(live.wait { $0.last == ReportAction(view: "image1", recognizer: "pan", state: "cancelled") })
        let result = client.stop()
        #expect(result.outcome == .exited(0), "\(result)")

        let replayed = ReportFile(path: run.files.file("replayed.jsonl"))
        let replay = try run.compositor.run(
            [run.app, "replay", run.tracePath, "--report", replayed.path], timeout: .seconds(20))
        #expect(replay.outcome == .exited(0), "\(replay)")
        let recorded = live.lines
        #expect(recorded.contains { $0.contains(#""state":"cancelled""#) })
        #expect(replayed.lines.count == recorded.count)
        for (index, (line, replayedLine)) in zip(recorded, replayed.lines).enumerated() where line != replayedLine {
            Issue.record("line \(index + 1) differs:\n  live:     \(line)\n  replayed: \(replayedLine)")
        }
    }
}

/// The IPC socket sway made in its runtime directory (`sway-ipc.UID.PID.sock`).
func swaySocket(of sway: Compositor) throws -> String {
    let names = try FileManager.default.contentsOfDirectory(atPath: sway.runtimeDirectory)
    let name = try #require(names.first { $0.hasPrefix("sway-ipc.") && $0.hasSuffix(".sock") }, "\(names)")
    return "\(sway.runtimeDirectory)/\(name)"
}

/// The compositor failing under the app: it ends with one sentence and the documented status,
/// having written its report's final line, and never with a crash.
@Suite("gesture-canvas when the compositor fails", .serialized, .timeLimit(.minutes(1)))
struct CompositorFaultTests {
    @Test func whenTheCompositorGoesAwayTheAppSaysSoAndExitsWithFour() throws {
        let run = try AppRun(under: .weston, size: Size(width: 800, height: 600))
        defer { run.stop() }
        try run.client.wait(for: .surfaceShown)
        run.compositor.crash()
        let result = run.client.waitForExit(timeout: .seconds(10))
        #expect(result.outcome == .exited(4), "\(result)")
        #expect(
            result.standardError.contains("gesture-canvas: lost the connection to the compositor"),
            "\(result.standardError)")
        #expect(run.report.finalLine != nil, "the report's final line is written before exiting")
    }
}
