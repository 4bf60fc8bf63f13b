import Foundation
import GestureCanvasApp
import GestureKit
import Testing

/// Reading a trace file as a stream: the size limit is enforced where it is crossed, with the
/// line reached, and lines split across read chunks parse as whole lines.
@Suite struct TraceStreamTests {
    static let header = #"{"format":"gesture-trace","version":1,"size":[800,600]}"#

    @Test func aTracePastTheByteLimitIsRefusedWhereTheLimitIsCrossed() throws {
        let folder = try ScratchFolder()
        let path = folder.file("long.jsonl")
        let events = (0..<200_000).map { #"{"t":\#(Double($0) / 1000),"type":"idle"}"# }
        try ([Self.header] + events).joined(separator: "\n").write(toFile: path, atomically: false, encoding: .utf8)
        do {
            _ = try CommandInput.loadTrace(at: path, byteLimit: 100_000)
            Issue.record("a trace past the limit was read")
        } catch {
            #expect(error.isRefusal)
            #expect(error.description.hasPrefix("\(path):"))
            #expect(error.description.hasSuffix(": the trace is larger than 100000 bytes, the limit"))
            guard case .malformedTrace(_, let traceError) = error else { return }
            // Refused near the limit (about 30 bytes a line), not after reading the whole file.
            #expect(traceError.line < 5000)
        }
        // The same file within the default limit reads whole, across many 64 KiB chunks.
        let trace = try CommandInput.loadTrace(at: path).trace
        #expect(trace.records.count == 200_000)
        #expect(trace.records.last?.time == 199.999)
    }

    @Test func aRecordingCutMidLineReplaysItsWholeLinesWithAWarningNamingTheLine() throws {
        let folder = try ScratchFolder()
        let demo = try String(
            contentsOf: DemoTraceTests.tracesFolder.appending(path: "photos-demo.jsonl"), encoding: .utf8)
        let lines = demo.split(separator: "\n").map(String.init)
        let kept = lines.count / 2
        let whole = folder.file("whole.jsonl"), cut = folder.file("cut.jsonl")
        try (lines[..<kept].joined(separator: "\n") + "\n").write(toFile: whole, atomically: false, encoding: .utf8)
        // The recorder killed halfway through writing a line.
        let cutText = lines[..<kept].joined(separator: "\n") + "\n" + lines[kept].prefix(lines[kept].count / 2)
        try cutText.write(toFile: cut, atomically: false, encoding: .utf8)
        let expected = try TimedRun(["replay", whole, "--report", folder.file("whole-report.jsonl")])
        let run = try TimedRun(["replay", cut, "--report", folder.file("cut-report.jsonl")])
        #expect(expected.status == 0 && run.status == 0 && run.signal == nil, "\(run.summary)")
        #expect(
            run.standardError
                == "gesture-canvas: warning: \(cut):\(kept + 1): cut short: the file ends in the middle of this "
                + "line, as when a recorder is killed or the power fails; the whole lines before it are replayed\n")
        let report = { (name: String) in try String(contentsOfFile: folder.file(name), encoding: .utf8) }
        #expect(try report("cut-report.jsonl") == report("whole-report.jsonl"))
        #expect(try report("cut-report.jsonl").contains(#""type":"final""#))
        // Damage in a line before the last is still refused, with its line.
        try (lines[0] + "\n" + lines[1].prefix(10) + "\n" + lines[2] + "\n").write(
            toFile: cut, atomically: false, encoding: .utf8)
        let damaged = try TimedRun(["replay", cut])
        #expect(damaged.refused(status: 2, saying: ["\(cut):2: not valid JSON"]), "\(damaged.summary)")
    }
}
