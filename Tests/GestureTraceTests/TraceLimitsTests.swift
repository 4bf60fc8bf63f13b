import GestureKit
import GestureTrace
import Testing

/// The trace parser at its boundary: numbers outside ``InputLimits`` and bytes that are not a
/// line of the format are refused with the line and a reason a person can act on; CRLF is fine.
@Suite struct TraceLimitsTests {
    static let header = #"{"format":"gesture-trace","version":1,"size":[800,600]}"#

    private func refusal(_ bytes: [UInt8]) -> TraceError? {
        do {
            _ = try Trace(parsing: bytes)
            return nil
        } catch {
            return error
        }
    }

    private func refusal(_ line: String) -> TraceError? {
        refusal(Array((Self.header + "\n" + line).utf8))
    }

    @Test func numbersOutsideTheirRangesNameTheFieldTheValueAndTheRange() {
        let cases: [(String, String)] = [
            (#"{"t":1e16,"type":"idle"}"#, "field 't' is 1e+16, outside 0…1000000 s"),
            (#"{"t":1000000.5,"type":"idle"}"#, "field 't' is 1000000.5, outside 0…1000000 s"),
            (#"{"t":-1,"type":"idle"}"#, "field 't' is -1, outside 0…1000000 s"),
            (
                #"{"t":0,"type":"touch","phase":"down","id":0,"x":1e19,"y":0}"#,
                "field 'x' is 1e+19, outside -1000000…1000000 pt"
            ),
            (
                #"{"t":0,"type":"pinch","phase":"update","dx":0,"dy":0,"scale":-0.5,"rotation":0}"#,
                "field 'scale' is -0.5, outside 0…1000"
            ),
            (
                #"{"t":0,"type":"touch","phase":"shape","id":0,"major":-1,"minor":1}"#,
                "field 'major' is -1, outside 0…1000000 pt"
            ),
        ]
        for (line, reason) in cases {
            let error = refusal(line)
            #expect(error?.line == 2, "\(line)")
            #expect(error?.reason == reason, "\(line) → \(error?.reason ?? "accepted")")
        }
    }

    @Test func nanAndInfinitySayWhatIsWrongWithThem() {
        for value in ["nan", "NaN", "Infinity", "-Infinity", "inf"] {
            let error = refusal(#"{"t":0,"type":"pointer","phase":"motion","x":\#(value),"y":0}"#)
            #expect(error?.line == 2)
            #expect(error?.reason.contains("NaN and infinity are not numbers JSON allows") == true, "\(value)")
        }
        #expect(refusal(#"{"t":1e400,"type":"idle"}"#)?.reason.contains("1e400 is too large for a double") == true)
    }

    @Test func crlfLineEndingsReadLikeLF() throws {
        let lines = [
            Self.header, #"{"t":0,"type":"touch","phase":"down","id":0,"x":1,"y":2}"#, #"{"t":0,"type":"frame"}"#,
        ]
        let lf = try Trace(parsing: lines.joined(separator: "\n"))
        let crlf = try Trace(parsing: lines.joined(separator: "\r\n") + "\r\n")
        #expect(crlf.records == lf.records && crlf.records.count == 2)
        // And a refusal in a CRLF trace names the right line.
        let error = refusal(Array((lines.joined(separator: "\r\n") + "\r\n{\"t\":-1}\r\n").utf8))
        #expect(error?.line == 4)
    }

    @Test func bytesThatAreNotUTF8OrLinesTooLongAreRefusedWithTheirLine() {
        let latin1 =
            Array((Self.header + "\n\n").utf8) + Array(#"{"t":0,"type":"key","key":"caf"#.utf8) + [0xE9]
            + Array(#"","state":"pressed"}"#.utf8)
        #expect(refusal(latin1) == TraceError(line: 3, reason: "not UTF-8 text (a trace is UTF-8 JSON Lines)"))
        let long =
            Array((Self.header + "\n").utf8) + Array(repeating: UInt8(ascii: " "), count: InputLimits.traceLineBytes)
            + Array("{}".utf8)
        #expect(refusal(long)?.reason.hasPrefix("the line is longer than 65536 bytes") == true)
        #expect(refusal(long)?.line == 2)
    }
}
