import Foundation
import GestureKit
import Testing

@testable import GestureCanvasApp
@testable import GestureCanvasBench

/// `gesture-canvas bench`: it runs and prints every figure. Benchmarks report numbers; tests do
/// not time anything, so nothing here judges a figure.
@Suite("gesture-canvas bench", .serialized, .timeLimit(.minutes(3)))
struct BenchCommandTests {
    @Test func aQuickRunPrintsEveryFigure() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try AppBinary.pathOrSkip())
        process.arguments = ["bench", "--quick"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let table = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(table)")

        let lines = table.split(separator: "\n").map(String.init)
        for size in ["1280x800", "1920x1080", "3840x2160"] {
            let row = try #require(lines.first { $0.hasPrefix(size) }, "no frame costs at \(size):\n\(table)")
            // full, pan, pinch, rotate: each a median [min … max].
            #expect(row.matches(of: /\d+\.\d+ \[\d+\.\d+ … \d+\.\d+\]/).count == 4, "\(row)")
        }
        for figure in [
            "Input to commit, test compositor", "Dispatch, 100 views", "Idle, 5 s", "Start to first frame",
            "Peak resident memory",
        ] {
            let line = try #require(lines.first { $0.hasPrefix(figure) }, "no \(figure):\n\(table)")
            #expect(line.contains(/\d/) && !line.contains("not measured"), "\(line)")
        }
        // Touch to screen in six conditions and the CPU of two gestures, or skipped with the reason.
        let screen = try #require(lines.firstIndex { $0.hasPrefix("Touch to screen under KWin") }, "\(table)")
        if !lines[screen].contains("skipped") {
            for condition in ["60hz-window", "125hz-full", "240hz-full"] {
                #expect(lines.contains { $0.contains(condition) && $0.contains("app ") }, "\(table)")
            }
        }
        #expect(lines.contains { $0.hasPrefix("CPU per second of") }, "\(table)")
        // Smoothness of the app with and without resampling and of GTK, or skipped with the reason.
        let smoothness = try #require(lines.firstIndex { $0.hasPrefix("Smoothness under KWin") }, "\(table)")
        if !lines[smoothness].contains("skipped") {
            for program in ["app", "app_raw", "gtk"] {
                #expect(
                    lines.contains { $0.contains(" \(program) ") && ($0.contains("age ") || $0.contains("skipped")) },
                    "\(table)")
            }
        }
        // Measured side by side with GTK, or skipped with the reason (KWin or gtk4-demo missing).
        let kwin = try #require(lines.first { $0.contains("under KWin") }, "\(table)")
        if kwin.contains("skipped") {
            print(kwin)
        } else {
            #expect(lines.contains { $0.contains("gesture-canvas:") && $0.contains("p99") }, "\(table)")
            #expect(lines.contains { $0.contains("gtk4-demo") }, "\(table)")
        }
    }

    /// `--only smooth` measures that part alone; where KWin cannot run (here: not on the `PATH`
    /// the bench is given) the `smoothness` key holds the reason, and the other parts are not run.
    @Test func onlySmoothRunsTheSmoothnessBenchAloneOrSaysWhyNot() throws {
        let run = try Self.bench(["--only", "smooth", "--json"], path: "/nonexistent")
        #expect(run.status == 0, "\(run.error)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let smoothness = try #require(object["smoothness"] as? [String: String], "\(run.output)")
        #expect(smoothness["skipped"]?.contains("kwin_wayland is not installed") == true, "\(smoothness)")
        #expect(object["screen_ms"] as? [String: String] == ["skipped": "not run"])
        #expect((object["frame_ms"] as? [String: Any])?.isEmpty == true && object["latency_ms"] is NSNull)
    }

    /// A part the bench does not know is refused by name, with a usage error and nothing measured.
    @Test func anUnknownPartIsRefusedByName() throws {
        let run = try Self.bench(["--only", "smooth,smoth"])
        #expect(run.status == 64)
        #expect(run.error.contains("unknown part 'smoth'"), "\(run.error)")
        #expect(!run.error.contains("measuring") && run.output.isEmpty)
    }

    /// `gesture-canvas bench ARGUMENTS` with `PATH` set to `path` (the inherited one when nil).
    private static func bench(_ arguments: [String], path: String? = nil) throws -> (
        status: Int32, output: String, error: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try AppBinary.pathOrSkip())
        process.arguments = ["bench"] + arguments
        if let path { process.environment = ProcessInfo.processInfo.environment.merging(["PATH": path]) { $1 } }
        let (output, error) = (Pipe(), Pipe())
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Standard error is short (progress lines and at most one error): read it after the output.
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errorText = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text, errorText)
    }

    @Test func theJSONHasTheKeysTheIssueNames() throws {
        let spread = Spread(median: 1, min: 0.5, max: 2)
        var report = BenchReport(kwin: .skipped("not here"), context: "test")
        report.frames = ["1280x800", "1920x1080", "3840x2160"].map { size in
            (size, ["full": spread, "pan": spread, "pinch": spread, "rotate": spread])
        }
        report.latency = .init(
            median: 1, p99: 2, inputs: 10, superseded: 0, mostCommitsPerRefresh: 1, size: Size(width: 1, height: 1))
        report.dispatchEventsPerSecond = spread
        report.idleWakeups = spread
        report.idleCPUMilliseconds = spread
        report.firstFrameMilliseconds = spread
        report.peakResidentMegabytes = spread

        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "frame_ms", "latency_ms", "dispatch_events_per_s", "idle_wakeups_5s", "idle_cpu_ms_5s",
                "first_frame_ms", "peak_rss_mb", "kwin_latency_ms", "screen_ms", "gesture_cpu_ms_per_s",
                "smoothness",
            ])
        // Where KWin cannot run, each key holds the reason.
        #expect(object["screen_ms"] as? [String: String] == ["skipped": "not run"])
        #expect(object["gesture_cpu_ms_per_s"] as? [String: String] == ["skipped": "not run"])
        #expect(object["smoothness"] as? [String: String] == ["skipped": "not run"])
        let frames = try #require(object["frame_ms"] as? [String: [String: [String: Double]]])
        #expect(Set(frames.keys) == ["1280x800", "1920x1080", "3840x2160"])
        #expect(frames.values.allSatisfy { Set($0.keys) == ["full", "pan", "pinch", "rotate"] })
        #expect(frames["1920x1080"]?["pan"] == ["median": 1, "min": 0.5, "max": 2])
        #expect(object["latency_ms"] as? [String: Double] == ["median": 1, "p99": 2])
        #expect(object["dispatch_events_per_s"] as? Double == 1)
    }

    @Test func touchToScreenAndGestureCPUUseTheKeysTheIssueNames() throws {
        var report = BenchReport(kwin: .skipped("not here"), context: "test")
        let latency = ScreenLatency(
            latencies: Array(stride(from: 1.0, through: 20, by: 1)), newestLatencies: [1, 2, 2],
            mostCommitsPerRefresh: 1)
        report.screen = .measured(
            ["60hz-window", "60hz-full", "125hz-window", "125hz-full", "240hz-window", "240hz-full"].map {
                ($0, app: .measured(latency), gtk: .skipped("no gtk4-demo"))
            })
        report.gestureCPU = .measured([
            (.drag, app: 50, gtk: 500, gtkNote: nil), (.pinch, app: 100, gtk: nil, gtkNote: "x"),
        ])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        let screen = try #require(object["screen_ms"] as? [String: [String: Any]])
        #expect(
            Set(screen.keys) == [
                "60hz-window", "60hz-full", "125hz-window", "125hz-full", "240hz-window", "240hz-full",
            ])
        let app = try #require(screen["125hz-full"]?["app"] as? [String: Any])
        #expect(
            app.compactMapValues { $0 as? Double } == ["median": 10.5, "p5": 1, "p95": 19, "commits_per_refresh": 1])
        #expect(app["newest"] as? [String: Double] == ["median": 2, "p5": 1, "p95": 2])
        #expect(screen["125hz-full"]?["gtk"] as? [String: String] == ["skipped": "no gtk4-demo"])
        let cpu = try #require(object["gesture_cpu_ms_per_s"] as? [String: [String: Any]])
        #expect(cpu["drag"]?["app"] as? Double == 50 && cpu["drag"]?["gtk"] as? Double == 500)
        #expect(cpu["pinch"]?["gtk"] as? [String: String] == ["skipped": "x"])
    }

    @Test func smoothnessUsesTheKeysTheIssueNames() throws {
        var report = BenchReport(kwin: .skipped("not here"), context: "test")
        var figures = Smoothness()
        figures.ages = Array(stride(from: 1.0, through: 20, by: 1))
        figures.steps = [8, 8, 8, 8]
        figures.overshoots = [2, 4]
        figures.presentIntervals = [16, 17, 16.5]
        figures.rounds = 1
        report.smoothness = .measured(
            ["90hz", "125hz", "240hz"].map { rate in
                (rate, [(.app, .measured(figures)), (.appRaw, .measured(figures)), (.gtk, .skipped("no gtk4-demo"))])
            })
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        let smoothness = try #require(object["smoothness"] as? [String: [String: Any]])
        #expect(Set(smoothness.keys) == ["90hz", "125hz", "240hz"])
        #expect(Set(try #require(smoothness["125hz"]).keys) == ["app", "app_raw", "gtk"])
        let app = try #require(smoothness["125hz"]?["app"] as? [String: Any])
        #expect(Set(app.keys) == ["age_ms", "step_cv", "stop_overshoot_ms", "present_jitter_ms"])
        #expect(app["age_ms"] as? [String: Double] == ["median": 10.5, "p5": 1, "p95": 19])
        #expect(app["step_cv"] as? Double == 0 && app["stop_overshoot_ms"] as? Double == 4)
        #expect(app["present_jitter_ms"] as? Double == 1)
        #expect(smoothness["125hz"]?["gtk"] as? [String: String] == ["skipped": "no gtk4-demo"])
    }

    /// A protocol log as libwayland writes it: the touch frames read at 98.0 and 100.0 ms are
    /// committed with a frame callback whose `done` comes at 108.5 (the newest of them is 8.5 ms
    /// behind); a further input committed without a callback is shown by the next one requested;
    /// a second commit in one refresh is counted.
    @Test func touchToScreenRunsFromTheTouchFrameToTheDoneOfItsCommitsFrameCallback() {
        let log = """
            [     90.000] wl_touch@20.down(1, 0, wl_surface@14, 0, 10.0, 10.0)
            [     90.100] wl_touch@20.frame()
            [     98.000] wl_touch@20.motion(2, 0, 11.0, 10.0)
            [     98.000] wl_touch@20.frame()
            [    100.000] wl_touch@20.motion(2, 0, 12.0, 10.0)
            [    100.000] wl_touch@20.frame()
            [    100.500]  -> wl_surface@14.frame(new id wl_callback@30)
            [    100.600]  -> wl_surface@14.commit()
            [    104.000] wl_touch@20.motion(3, 0, 14.0, 10.0)
            [    104.000] wl_touch@20.frame()
            [    104.300]  -> wl_surface@14.commit()
            [    108.500] wl_callback@30.done(108)
            [    108.700]  -> wl_surface@14.frame(new id wl_callback@31)
            [    108.800]  -> wl_surface@14.commit()
            [    125.000] wl_callback@31.done(125)
            """
        let measured = ScreenLatency(log: log, skipping: 0)
        #expect(measured.latencies == [10.5, 8.5, 21])
        #expect(measured.newestLatencies == [8.5, 21])
        #expect(measured.fingerLatencies.isEmpty)
        #expect(measured.mostCommitsPerRefresh == 2)

        // Sent 1 ms before each was read, the first two read together: from the finger, 11.5, 9.5, 22.
        let fromFinger = ScreenLatency(log: log, skipping: 0, sent: [97, 99, 103])
        #expect(fromFinger.fingerLatencies == [11.5, 9.5, 22])
        #expect(fromFinger.latencies == measured.latencies)
        // Sending times that do not pair one to one with the log's inputs give no such figures.
        #expect(ScreenLatency(log: log, skipping: 0, sent: [97, 99]).fingerLatencies.isEmpty)
        // The first input skipped: its sending time still pairs by order.
        #expect(ScreenLatency(log: log, skipping: 1, sent: [97, 99, 103]).fingerLatencies == [9.5, 22])
    }

    /// libwayland keeps its stamps in 32 bits of microseconds: a latency across the wrap still
    /// comes out as the milliseconds that passed.
    /// Each report is timed from its first event to the commit after it, even when that commit
    /// comes before the report's `frame` is read; a report a newer one replaces before any commit
    /// is counted apart; the first `skipping` reports are not counted at all.
    @Test func inputToCommitTimesEachCommittedReportFromItsFirstEvent() {
        let log = """
            [     90.000] wl_touch@20.down(1, 0, wl_surface@14, 0, 10.0, 10.0)
            [     90.100] wl_touch@20.frame()
            [     92.000] wl_touch@20.motion(2, 0, 11.0, 10.0)
            [     92.000] wl_touch@20.frame()
            [     92.300]  -> wl_surface@14.commit()
            [    100.000] wl_touch@20.motion(2, 0, 12.0, 10.0)
            [    100.000] wl_touch@20.frame()
            [    100.600]  -> wl_surface@14.commit()
            [    110.000] wl_touch@20.motion(3, 0, 13.0, 10.0)
            [    110.400]  -> wl_surface@14.commit()
            [    110.450] wl_touch@20.frame()
            [    120.000] wl_touch@20.motion(4, 0, 14.0, 10.0)
            [    120.000] wl_touch@20.frame()
            [    136.000] wl_touch@20.motion(5, 0, 15.0, 10.0)
            [    136.000] wl_touch@20.frame()
            [    136.200]  -> wl_surface@14.commit()
            [    137.000]  -> wl_surface@99.commit()
            [    150.000] wl_touch@20.motion(6, 0, 16.0, 10.0)
            [    150.000] wl_touch@20.frame()
            [    153.000]  -> wl_surface@14.commit()
            """
        let figures = ProtocolLogLatency.latencies(in: log, skipping: 1)
        #expect(figures.latencies.map { ($0 * 1000).rounded() / 1000 } == [0.6, 0.4, 0.2, 3])
        #expect(figures.superseded == 1)
    }

    @Test func latenciesSpanTheProtocolLogsClockWrap() {
        #expect(abs(ProtocolLogLatency.elapsed(from: 4_294_960, to: 2.704) - 10) < 1e-6)
        #expect(ProtocolLogLatency.elapsed(from: 100, to: 108.5) == 8.5)
        #expect(ProtocolLogLatency.stampNow() < 4_294_967.296)
    }
}
