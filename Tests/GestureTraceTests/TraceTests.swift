import GestureKit
import GestureKitTesting
import GestureTrace
import Testing

@Suite struct JSONTests {
    @Test func parsesAndWritesEveryKindOfValue() throws {
        let text = #"{"a":[1,-2.5,3e2,true,false,null],"s":"q\"\\\n\u00e9\ud83d\ude00","o":{}}"#
        let value = try JSONValue.parse(text)
        #expect(value["a"]?.arrayValue?.count == 6)
        #expect(value["a"]?.arrayValue?[2] == .number(300))
        #expect(value["s"]?.stringValue == "q\"\\\né😀")
        #expect(try JSONValue.parse(value.serialized()) == value)
        #expect(JSONValue.number(0.1).serialized() == "0.1")
        #expect(JSONValue.number(42).serialized() == "42")
    }

    /// Issue 20: a report wrote `"scale": 0` for a scale that had overflowed. JSON has no
    /// infinities, so they are `null`; a huge finite value is written as it is.
    @Test func nonFiniteNumbersAreNullAndHugeOnesThemselves() throws {
        #expect(JSONValue.number(.infinity).serialized() == "null")
        #expect(JSONValue.number(-.infinity).serialized() == "null")
        #expect(JSONValue.number(.nan).serialized() == "null")
        #expect(try JSONValue.parse(JSONValue.number(1e300).serialized()) == .number(1e300))
    }

    @Test func refusesWhatIsNotStrictJSON() {
        for bad in [
            "{", "[1,]", "{\"a\":1,}", "01", "1.", "\"\\x\"", "tru", "{\"a\" 1}", "[1] 2", "{\"a\":1,\"a\":2}", "1e999",
        ] {
            #expect(throws: JSONSyntaxError.self, "\(bad)") { try JSONValue.parse(bad) }
        }
        do {
            _ = try JSONValue.parse(#"{"t": 1, "x": ]}"#)
            Issue.record("parsed")
        } catch {
            #expect(error.column == 15)
        }
    }
}

@Suite struct TraceFormatTests {
    static let specimen = """
        {"format":"gesture-trace","version":1,"size":[1280,800]}
        {"t":0.000,"type":"touch","phase":"down","id":0,"x":100.5,"y":200.0}
        {"t":0.016,"type":"touch","phase":"motion","id":0,"x":104.0,"y":201.0}
        {"t":0.016,"type":"frame"}
        {"t":0.300,"type":"touch","phase":"up","id":0}
        {"t":0.300,"type":"frame"}
        {"t":0.500,"type":"cancel"}
        {"t":1.000,"type":"pointer","phase":"motion","x":10,"y":10}
        {"t":1.010,"type":"pointer","phase":"button","button":"left","state":"pressed"}
        {"t":1.020,"type":"pointer","phase":"axis","dx":0,"dy":-15}
        {"t":1.100,"type":"pinch","phase":"begin","fingers":2}
        {"t":1.116,"type":"pinch","phase":"update","dx":0,"dy":0,"scale":1.1,"rotation":5.0}
        {"t":1.200,"type":"pinch","phase":"end","cancelled":false}
        {"t":1.300,"type":"swipe","phase":"begin","fingers":3}
        {"t":1.400,"type":"hold","phase":"begin","fingers":2}
        {"t":1.500,"type":"key","key":"Escape","state":"pressed"}
        {"t":2.500,"type":"idle"}
        """

    @Test func readsTheSpecExample() throws {
        let trace = try Trace(parsing: Self.specimen)
        #expect(trace.size == Size(width: 1280, height: 800))
        #expect(trace.records.count == 16)
        #expect(trace.records[0].event == .touch(.init(phase: .down, id: 0, location: Point(x: 100.5, y: 200))))
        #expect(trace.records[8].event == .pointer(.axis(dx: 0, dy: -15)))
        #expect(trace.records[10].event == .pinch(.update(dx: 0, dy: 0, scale: 1.1, rotation: 5)))
        #expect(trace.records[14].event == .key("Escape", pressed: true))
        // Each line replays as the engine event it records.
        #expect(trace.records[10].event.inputEvent == .pinchUpdate(dx: 0, dy: 0, scale: 1.1, rotation: 5))
        #expect(trace.records.allSatisfy { TraceEvent(recording: $0.event.inputEvent) == $0.event })
        #expect(trace.duration == 2.5)
    }

    @Test func writingAndReadingAgainGivesTheSameTrace() throws {
        var trace = try Trace(parsing: Self.specimen)
        let recorded: [(Double, InputEvent)] = [
            (3, .touchShape(id: 1, major: 30, minor: 20)),
            (3.1234567891, .pointerButton(.other(0x113), pressed: false)),
            (3.2, .swipeUpdate(dx: -3.5, dy: 0.25)),
            (3.3, .swipeEnd(cancelled: true)),
            (3.4, .holdEnd(cancelled: false)),
            (3.5, .pointerLeave),
            (3.6, .touchCancel),
            (3.7, .displayFrame(presentation: 3.71, sampleTime: 3.69)),
            (3.8, .displayFrame(presentation: 3.81, sampleTime: nil)),
            (3.9, .accessibilityAction(element: "line 2", action: "move \"down\"")),
        ]
        trace.records += recorded.compactMap { Trace.Record(time: $0.0, recording: $0.1) }
        trace.version = 2
        // A live device's grouping hints are never recorded.
        #expect(Trace.Record(time: 4, recording: .inputBatchEnded) == nil)
        #expect(Trace.Record(time: 4, recording: .touchDeviceFrame) == nil)
        let again = try Trace(parsing: trace.serialized())
        #expect(again.records == trace.records)
        #expect(again.size == trace.size)
    }

    private func refusal(_ text: String) -> TraceError? {
        do {
            _ = try Trace(parsing: text)
            return nil
        } catch {
            return error
        }
    }

    @Test func malformedTracesAreRefusedWithTheLineAndTheReason() {
        let header = #"{"format":"gesture-trace","version":1,"size":[800,600]}"#
        let cases: [(String, Int, String)] = [
            ("", 1, "no header"),
            (#"{"t":0,"type":"frame"}"#, 1, "missing header"),
            (#"{"format":"gesture-trace","version":3,"size":[1,1]}"#, 1, "unsupported version 3"),
            (
                header + "\n{\"t\":0,\"type\":\"display\",\"phase\":\"latch\",\"presented\":0.02}", 2,
                "display, pen and action lines need version 2"
            ),
            (
                header + "\n{\"t\":0,\"type\":\"action\",\"element\":\"image1\",\"action\":\"reset\"}", 2,
                "action lines need version 2"
            ),
            (#"{"format":"gesture-trace","version":1,"size":[0,600]}"#, 1, "'size'"),
            (header + "\n{\"t\":0,\"type\":\"frame\"\n", 2, "not valid JSON"),
            (header + "\n{\"t\":0,\"type\":\"wiggle\"}", 2, "unknown type 'wiggle'"),
            (header + "\n{\"t\":0,\"type\":\"touch\",\"phase\":\"hover\",\"id\":0}", 2, "unknown touch phase 'hover'"),
            (header + "\n{\"t\":0,\"type\":\"touch\",\"phase\":\"down\",\"id\":0,\"x\":1}", 2, "missing field 'y'"),
            (header + "\n{\"type\":\"frame\"}", 2, "missing field 't'"),
            (header + "\n{\"t\":0,\"type\":\"touch\",\"phase\":\"up\",\"id\":1.5}", 2, "whole number"),
            (header + "\n{\"t\":\"soon\",\"type\":\"frame\"}", 2, "'t' must be a number"),
            (header + "\n{\"t\":1,\"type\":\"frame\"}\n\n{\"t\":0.5,\"type\":\"frame\"}", 4, "time goes backwards"),
            (header + "\n{\"t\":1,\"type\":\"key\",\"key\":\"a\",\"state\":\"down\"}", 2, "unknown state 'down'"),
            (header + "\n[1,2]", 2, "JSON object"),
        ]
        for (text, line, reason) in cases {
            let error = refusal(text)
            #expect(error?.line == line, "\(text)")
            #expect(error?.reason.contains(reason) == true, "\(String(describing: error)) should mention \(reason)")
        }
    }

    @Test func oddButWellFormedStreamsAreAccepted() throws {
        var lines = [#"{"format":"gesture-trace","version":1,"size":[800,600]}"#]
        lines.append(#"{"t":0,"type":"touch","phase":"motion","id":9,"x":1,"y":1}"#)
        for id in 0..<12 { lines.append(#"{"t":0.1,"type":"touch","phase":"down","id":\#(id),"x":10,"y":10}"#) }
        lines.append(#"{"t":0.1,"type":"touch","phase":"down","id":0,"x":10,"y":10}"#)
        lines.append(#"{"t":0.2,"type":"frame","extra":"ignored"}"#)
        let trace = try Trace(parsing: lines.joined(separator: "\n"))
        #expect(trace.records.count == 15)
    }
}

@Suite struct ReportWriterTests {
    @Test func linesCarryTheValuesTheActionSees() throws {
        let window = Window(size: Size(width: 800, height: 600))
        let view = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
        view.name = "image1"
        window.addSubview(view)
        let pan = PanGestureRecognizer()
        pan.name = "pan"
        view.addGestureRecognizer(pan)
        var lines: [String] = []
        let report = ReportWriter(scene: "photos") { lines.append($0) }
        report.observe(window)
        let input = SyntheticInput(window)
        let finger = input.finger(at: Point(x: 150, y: 150))
        input.advance(by: 0.016)
        finger.move(to: Point(x: 170, y: 150))
        input.advance(by: 0.016)
        finger.move(to: Point(x: 190, y: 150))
        finger.lift()
        #expect(lines.count == 3)
        let began = try JSONValue.parse(lines[0])
        #expect(began["scene"] == .string("photos"))
        #expect(began["view"] == .string("image1"))
        #expect(began["recognizer"] == .string("pan"))
        #expect(began["state"] == .string("began"))
        #expect(began["touches"] == .number(1))
        #expect(began["location"] == .array([.number(170), .number(150)]))
        #expect(began["translation"] == .array([.number(20), .number(0)]))
        #expect(began["t"] == .number(0.016))
        let ended = try JSONValue.parse(lines[2])
        #expect(ended["state"] == .string("ended"))
        #expect(ended["velocity"]?.arrayValue?.first?.numberValue.map { abs($0 - 1250) < 1 } == true)

        view.transform = AffineTransform(scale: 2).rotated(by: 0.5)
        view.alpha = 0.7
        let final = try JSONValue.parse(report.finalLine(for: window))
        #expect(final["type"] == .string("final"))
        // A value too large for thousandths is written whole, not overflowed to 0.
        let pinch = PinchGestureRecognizer()
        pinch.scale = 1e306
        #expect(try JSONValue.parse(report.line(for: pinch, at: 0))["scale"] == .number(1e306))
        let views = try #require(final["views"]?.arrayValue)
        #expect(views.count == 1)
        #expect(views[0]["name"] == .string("image1"))
        #expect(views[0]["center"] == .array([.number(200), .number(200)]))
        #expect(views[0]["scale"] == .number(2))
        #expect(views[0]["rotation"] == .number(0.5))
        #expect(views[0]["alpha"] == .number(0.7))
    }
}
