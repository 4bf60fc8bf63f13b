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
            #expect(error.exitStatus == 2)
            #expect(error.description.hasPrefix("\(path):"))
            #expect(error.description.hasSuffix(": the trace is larger than 100000 bytes, the limit"))
            guard case .malformedTrace(_, let traceError) = error else { return }
            // Refused near the limit (about 30 bytes a line), not after reading the whole file.
            #expect(traceError.line < 5000)
        }
        // The same file within the default limit reads whole, across many 64 KiB chunks.
        let trace = try CommandInput.loadTrace(at: path)
        #expect(trace.records.count == 200_000)
        #expect(trace.records.last?.time == 199.999)
    }
}
