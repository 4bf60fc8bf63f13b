import GestureKit
import GestureTrace
import Testing

/// A trace whose writer was stopped mid-line (killed, or the power lost): its whole lines stand,
/// the cut line is left out and named, and damage anywhere else is still refused.
@Suite struct TraceCutTests {
    static let header = #"{"format":"gesture-trace","version":1,"size":[800,600]}"#
    static let lines = [
        #"{"t":0.1,"type":"touch","phase":"down","id":0,"x":10,"y":20}"#,
        #"{"t":0.1,"type":"frame"}"#,
        #"{"t":0.2,"type":"key","key":"é\u00e9","state":"pressed"}"#,
        #"{"t":0.3,"type":"pinch","phase":"update","dx":-1.5e1,"dy":0,"scale":true,"rotation":null}"#,
    ]

    /// Parses `bytes` as a file's bytes, returning the trace and the cut.
    private func read(_ bytes: [UInt8]) throws(TraceError) -> (Trace, TraceError?) {
        var parser = TraceParser()
        try parser.parse(text: bytes)
        return (try parser.finish(), parser.cut)
    }

    @Test func aLastLineCutAtAnyByteLeavesTheWholeLinesAndSaysWhere() throws {
        let whole = Array((Self.header + "\n" + Self.lines[0...2].joined(separator: "\n") + "\n").utf8)
        // Every cut of the last line, also inside a number, a literal, an escape and the two-byte é.
        let last = Array(Self.lines[3].utf8) + [UInt8(ascii: "\n")]
        let lastWithKey = Array(Self.lines[2].utf8)
        for (prefix, line) in [(whole, last), (Array(whole.dropLast(lastWithKey.count + 1)), lastWithKey)] {
            let lineNumber = prefix.count { $0 == TraceParser.newline } + 1
            for length in 1..<line.count - 1 {
                for padding in [[], [UInt8](repeating: 0, count: 7)] {
                    let (trace, cut) = try read(prefix + line.prefix(length) + padding)
                    #expect(trace.records.count == lineNumber - 2, "cut at \(length)")
                    #expect(cut?.line == lineNumber, "cut at \(length)")
                    #expect(
                        cut?.reason
                            == "cut short: the file ends in the middle of this line, as when a recorder is killed or "
                            + "the power fails; the whole lines before it are replayed")
                }
            }
        }
        // Trace(parsing:) follows the same rule.
        #expect(try Trace(parsing: Self.header + "\n" + Self.lines[0] + "\n" + #"{"t":0.2,"ty"#).records.count == 1)
    }

    @Test func aWholeLastLineWithoutItsLineEndIsNoCut() throws {
        let (trace, cut) = try read(Array((Self.header + "\n" + Self.lines[0]).utf8))
        #expect(trace.records.count == 1 && cut == nil)
    }

    @Test func damageThatIsNotACutIsRefusedOnEveryLine() {
        let header = Self.header + "\n"
        let cases: [(String, Int, String)] = [
            // A line with its LF was written whole: unfinished, it is damaged.
            (header + #"{"t":0.1,"ty"# + "\n" + Self.lines[1], 2, "not valid JSON"),
            (header + #"{"t":0.1,"ty"# + "\n", 2, "not valid JSON"),
            // A wrong byte, a wrong field or bytes after the event, on the last line too.
            (header + #"{"t":0.1,"type":"wiggle"}"#, 2, "unknown type"),
            (header + #"{"t":0.1,"type":"idle"}x"#, 2, "unexpected text after the JSON value"),
            (header + #"{"t":0.1,"type":"id\#u{01}"#, 2, "control character"),
            (header + #"{"t":0.1,"type":"idle","k":tx"#, 2, "expected 'true'"),
            (header + #"{"t":0.1,"a":1,"a":2"#, 2, "appears twice"),
            (header + #"{"t":0.1,"type":"idle"}"# + "\u{0}x", 2, "not valid JSON"),
            // The header cut short leaves nothing to replay.
            (#"{"format":"gesture-trace","ver"#, 1, "the header is cut short: the file ends in the middle"),
        ]
        for (text, line, reason) in cases {
            do {
                _ = try read(Array(text.utf8))
                Issue.record("accepted: \(text)")
            } catch {
                #expect(error.line == line, "\(text)")
                #expect(error.reason.contains(reason), "\(text): \(error.reason)")
            }
        }
        // A byte that cannot start a character is damage, not a cut character.
        #expect(throws: TraceError.self) { try read(Array(header.utf8) + Array(#"{"t":0.1,"type":""#.utf8) + [0xFF]) }
    }
}
