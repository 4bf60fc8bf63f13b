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
        // Measured side by side with GTK, or skipped with the reason (KWin or gtk4-demo missing).
        let kwin = try #require(lines.first { $0.contains("under KWin") }, "\(table)")
        if kwin.contains("skipped") {
            print(kwin)
        } else {
            #expect(lines.contains { $0.contains("gesture-canvas:") && $0.contains("p99") }, "\(table)")
            #expect(lines.contains { $0.contains("gtk4-demo") }, "\(table)")
        }
    }

    @Test func theJSONHasTheKeysTheIssueNames() throws {
        let spread = Spread(median: 1, min: 0.5, max: 2)
        var report = BenchReport(kwin: .skipped("not here"), context: "test")
        report.frames = ["1280x800", "1920x1080", "3840x2160"].map { size in
            (size, ["full": spread, "pan": spread, "pinch": spread, "rotate": spread])
        }
        report.latency = .init(median: 1, p99: 2, inputs: 10, mostCommitsPerRefresh: 1, size: Size(width: 1, height: 1))
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
                "first_frame_ms", "peak_rss_mb", "kwin_latency_ms",
            ])
        let frames = try #require(object["frame_ms"] as? [String: [String: [String: Double]]])
        #expect(Set(frames.keys) == ["1280x800", "1920x1080", "3840x2160"])
        #expect(frames.values.allSatisfy { Set($0.keys) == ["full", "pan", "pinch", "rotate"] })
        #expect(frames["1920x1080"]?["pan"] == ["median": 1, "min": 0.5, "max": 2])
        #expect(object["latency_ms"] as? [String: Double] == ["median": 1, "p99": 2])
        #expect(object["dispatch_events_per_s"] as? Double == 1)
    }
}
