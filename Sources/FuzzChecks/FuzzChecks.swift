import GestureCanvasApp
import GestureKit
import GestureTrace

/// What the fuzzers check, as plain functions so the regular tests can replay every input a
/// fuzzer ever found: whatever the bytes, nothing traps, nothing hangs, and refusals say where.
///
/// The first byte of an input picks the check (its value modulo 5), the rest is the check's input:
/// 0 the trace parser's round trip, 1 the engine's touch assembly, 2 the whole replay path (bytes →
/// trace → every scene with the inspector → the renderer), 3 scene files (bytes → checked scene
/// file → the photos scene laid out, driven and drawn), 4 the live app (bytes → a window and a
/// long sequence of gestures, keys, resizes and scale changes through an in-process compositor,
/// drawn as the live window draws).
public enum FuzzChecks {
    /// Why an input broke a check.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Logs errors only: the live app's warnings about odd input (once per kind, per input)
    /// would otherwise fill a campaign's output. Call once, before the first input.
    public static func quietLogs() {
        Logs.bootstrap(verbose: false, quietly: true)
    }

    /// Runs one fuzzer input (the fuzzer aborts on a failure, so it keeps the input).
    public static func run(_ bytes: [UInt8]) {
        do {
            try check(bytes)
        } catch {
            fatalError("\(error)")
        }
    }

    /// Runs one input; a broken check is thrown, so a test reports it and goes on to the next.
    public static func check(_ bytes: [UInt8]) throws(Failure) {
        guard let selector = bytes.first else { return }
        let rest = Array(bytes.dropFirst())
        switch selector % 5 {
        case 0: try parseTrace(rest)
        case 1: try assembleTouches(rest)
        case 2: try replayTrace(rest)
        case 3: try readSceneFile(rest)
        default: try driveLiveApp(rest)
        }
    }

    /// Throws `reason` unless `condition` holds.
    static func expect(_ condition: Bool, _ reason: @autoclosure () -> String) throws(Failure) {
        if !condition { throw Failure(description: reason()) }
    }

    /// Any bytes either parse into a trace whose numbers are in range and that writes back to the
    /// same records, or are refused with a line number inside the text.
    public static func parseTrace(_ bytes: [UInt8]) throws(Failure) {
        let lines = bytes.split(separator: TraceParser.newline, omittingEmptySubsequences: false).count
        let trace: Trace
        do {
            trace = try Trace(parsing: bytes)
        } catch {
            try expect(error.line >= 1 && error.line <= max(lines, 1), "error line \(error.line) outside 1…\(lines)")
            try expect(!error.reason.isEmpty, "a refusal without a reason")
            return
        }
        try expectInRange(trace)
        do {
            let again = try Trace(parsing: trace.serialized())
            try expect(again.records == trace.records, "a trace changed when written and read back")
        } catch let error as Failure {
            throw error
        } catch {
            throw Failure(description: "a written trace was refused when read back: \(error)")
        }
    }

    /// Every number of an accepted trace lies in ``InputLimits``.
    static func expectInRange(_ trace: Trace) throws(Failure) {
        try expect(
            InputLimits.windowSide.contains(trace.size.width) && InputLimits.windowSide.contains(trace.size.height),
            "accepted size \(trace.size)")
        for record in trace.records {
            try expect(InputLimits.time.contains(record.time), "accepted time \(record.time)")
            for value in record.event.inputEvent.numbers {
                try expect(value.isFinite && abs(value) <= 1e6, "accepted \(value) in \(record.event)")
            }
        }
    }
}

extension InputEvent {
    /// The event's coordinates, deltas, sizes, scales and angles.
    var numbers: [Double] {
        switch self {
        case .touchDown(_, let location), .touchMotion(_, let location), .pointerMotion(let location):
            [location.x, location.y]
        case .touchShape(_, let major, let minor): [major, minor]
        case .pointerAxis(let dx, let dy), .swipeUpdate(let dx, let dy): [dx, dy]
        case .pinchUpdate(let dx, let dy, let scale, let rotation): [dx, dy, scale, rotation]
        default: []
        }
    }
}
