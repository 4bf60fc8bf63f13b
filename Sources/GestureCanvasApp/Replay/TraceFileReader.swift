import GestureKit
import GestureTrace
import HostSystem

/// A trace read from a file, and where it was cut short if it was (its last line left out).
public struct TraceFile {
    /// The events of every whole line.
    public let trace: Trace
    /// The line left out and why; the command line warns with it (`trace.jsonl:57: cut short: …`).
    public let cut: TraceError?
}

/// Reads a trace file as a stream: chunks from the file are split at each LF and parsed a line at
/// a time, so a trace past its byte limit (``InputLimits/traceFileBytes``) or with a line past
/// ``InputLimits/traceLineBytes`` is refused where the limit is crossed, without reading the rest
/// into memory. Only a regular file is opened (a FIFO would block replay forever).
struct TraceFileReader {
    let path: String
    let byteLimit: Int

    func read() throws(AppError) -> TraceFile {
        let file: InputFile
        do {
            file = try InputFile(path: path)
        } catch {
            throw .unreadableFile(path: path, reason: error.reason)
        }
        var parser = TraceParser()
        var pending: [UInt8] = []
        var total = 0
        while true {
            let chunk: [UInt8]
            do {
                chunk = try file.read(upTo: 1 << 16)
            } catch {
                throw .unreadableFile(path: path, reason: error.reason)
            }
            total += chunk.count
            guard total <= byteLimit else {
                throw refused(
                    TraceError(
                        line: parser.lineNumber + 1,
                        reason: "the trace is larger than \(Self.describe(bytes: byteLimit)), the limit"))
            }
            if chunk.isEmpty { break }
            // Only the new bytes can hold the next LF: the pending ones had none.
            var searchFrom = pending.count
            pending += chunk
            var lineStart = 0
            while let end = pending[searchFrom...].firstIndex(of: TraceParser.newline) {
                try parse(pending[lineStart..<end], with: &parser)
                lineStart = end + 1
                searchFrom = lineStart
            }
            pending.removeFirst(lineStart)
            if pending.count > InputLimits.traceLineBytes + 1 {
                // Hand the over-long line to the parser, which refuses it with its number.
                try parse(pending[...], with: &parser)
            }
        }
        do {
            // A recording cut mid-line keeps its whole lines (TraceParser.parse(lastLine:)).
            try parser.parse(lastLine: pending[...])
            return TraceFile(trace: try parser.finish(), cut: parser.cut)
        } catch {
            throw refused(error)
        }
    }

    private func parse(_ line: ArraySlice<UInt8>, with parser: inout TraceParser) throws(AppError) {
        do {
            try parser.parse(line: line)
        } catch {
            throw refused(error)
        }
    }

    private func refused(_ error: TraceError) -> AppError {
        .malformedTrace(path: path, error: error)
    }

    /// `64 MiB`, `100000 bytes`.
    static func describe(bytes: Int) -> String {
        bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }
}
