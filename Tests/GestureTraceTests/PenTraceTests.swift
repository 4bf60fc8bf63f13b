import GestureKit
import GestureTrace
import Testing

@Suite struct PenTraceTests {
    /// The pen lines SPEC.md shows for version 2.
    static let specimen = """
        {"format":"gesture-trace","version":2,"size":[1280,800],"scene":"draw"}
        {"t":2.000,"type":"pen","phase":"proximity-in","tool":"pen","serial":7,"x":300,"y":300,"distance":0.4}
        {"t":2.010,"type":"pen","phase":"down","x":300,"y":300,"pressure":0.10,"tilt":[10.0,-5.0]}
        {"t":2.020,"type":"pen","phase":"motion","x":305,"y":301,"pressure":0.35,"tilt":[10.0,-5.0]}
        {"t":2.020,"type":"frame"}
        {"t":2.400,"type":"pen","phase":"up","x":420,"y":330}
        {"t":2.500,"type":"pen","phase":"proximity-out"}
        {"t":3.000,"type":"pen","phase":"proximity-in","tool":"eraser","serial":7,"x":300,"y":300}
        {"t":3.010,"type":"pen","phase":"button","button":331,"state":"pressed"}
        """

    @Test func readsThePenLinesOfTheSpecAndWritesThemBack() throws {
        let trace = try Trace(parsing: Self.specimen)
        #expect(trace.records.count == 8)
        #expect(
            trace.records[0].event
                == .pen(PenEvent(.proximityIn, tool: .pen, serial: 7, location: Point(x: 300, y: 300), distance: 0.4)))
        #expect(
            trace.records[2].event.inputEvent
                == .pen(
                    PenEvent(.motion, location: Point(x: 305, y: 301), pressure: 0.35, tilt: PenTilt(x: 10, y: -5))))
        #expect(
            trace.records[6].event
                == .pen(PenEvent(.proximityIn, tool: .eraser, serial: 7, location: Point(x: 300, y: 300))))
        #expect(trace.records[7].event == .pen(PenEvent(.button, button: 331, pressed: true)))
        #expect(trace.records.allSatisfy { TraceEvent(recording: $0.event.inputEvent) == $0.event })
        let again = try Trace(parsing: trace.serialized())
        #expect(again.records == trace.records)
        // Other tablet tools draw as a pen.
        let brush = try Trace(
            parsing: """
                {"format":"gesture-trace","version":2,"size":[800,600]}
                {"t":0,"type":"pen","phase":"proximity-in","tool":"airbrush","serial":1}
                """)
        #expect(brush.records[0].event == .pen(PenEvent(.proximityIn, tool: .pen, serial: 1)))
    }

    @Test func badPenLinesAreRefusedWithTheLineAndTheReason() {
        let header = #"{"format":"gesture-trace","version":2,"size":[800,600]}"#
        let cases: [(String, String)] = [
            (#"{"t":0,"type":"pen","phase":"down","pressure":1.5}"#, "field 'pressure' is 1.5, outside 0…1"),
            (#"{"t":0,"type":"pen","phase":"motion","distance":-0.1}"#, "field 'distance' is -0.1, outside 0…1"),
            (#"{"t":0,"type":"pen","phase":"motion","tilt":[95,0]}"#, "field 'tilt' must be [x, y] in degrees"),
            (#"{"t":0,"type":"pen","phase":"hover"}"#, "unknown pen phase 'hover'"),
            (#"{"t":0,"type":"pen","phase":"proximity-in","tool":"chisel"}"#, "unknown tool 'chisel'"),
            (#"{"t":0,"type":"pen","phase":"proximity-in"}"#, "missing field 'tool'"),
            (#"{"t":0,"type":"pen","phase":"button","state":"pressed"}"#, "missing field 'button'"),
            (#"{"t":0,"type":"pen","phase":"motion","x":1e9,"y":0}"#, "field 'x' is"),
        ]
        for (line, reason) in cases {
            do {
                _ = try Trace(parsing: header + "\n" + line)
                Issue.record("accepted \(line)")
            } catch {
                #expect(error.line == 2)
                #expect(error.reason.contains(reason), "\(error.reason)")
            }
        }
        // Pen lines are version 2's.
        do {
            _ = try Trace(
                parsing: #"{"format":"gesture-trace","version":1,"size":[800,600]}"# + "\n"
                    + #"{"t":0,"type":"pen","phase":"up"}"#)
            Issue.record("a version-1 trace took a pen line")
        } catch {
            #expect(error.reason.contains("pen and action lines need version 2"))
        }
    }
}
