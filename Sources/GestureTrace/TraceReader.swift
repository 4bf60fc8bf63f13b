import GestureKit

extension Trace {
    /// Reads a whole trace, refusing it at the first line that breaks the format: bad JSON or
    /// UTF-8, a missing or wrong header, an unknown type or phase, a missing or mistyped field, a
    /// number outside GestureKit's `InputLimits`, or time going backwards. Nothing is replayed from a refused
    /// trace. Blank lines are skipped; lines may end in LF or CRLF. A last line cut short while it
    /// was written (no LF, its JSON unfinished) is left out (``TraceParser/parse(lastLine:)``).
    ///
    /// Streams that are odd but well formed (motion for a finger that is not down, twelve fingers)
    /// are accepted: they reach the engine as they would live.
    public init(parsing text: String) throws(TraceError) {
        try self.init(parsing: Array(text.utf8))
    }

    /// Reads a whole trace from its bytes (see ``init(parsing:)-(String)``).
    public init(parsing bytes: [UInt8]) throws(TraceError) {
        var parser = TraceParser()
        try parser.parse(text: bytes)
        self = try parser.finish()
    }
}

/// Reads a trace one line at a time, so a file can be read as a stream: the caller splits the
/// bytes at each LF and hands the lines over in order, then asks for the trace.
///
/// ```swift
/// var parser = TraceParser()
/// for line in lines { try parser.parse(line: line) }
/// let trace = try parser.finish()
/// ```
public struct TraceParser {
    /// The byte lines end with (LF); a CR before it is dropped.
    public static let newline = UInt8(ascii: "\n")

    private var size: Size?
    private var version = Trace.version
    private var session = Trace.Session()
    private var records: [Trace.Record] = []
    /// The number of the last line handed over (1-based).
    public private(set) var lineNumber = 0
    /// The last line, when it was cut short and left out (see ``parse(lastLine:)``): its number
    /// and what happened, for a warning.
    public private(set) var cut: TraceError?

    /// A parser expecting the header line first.
    public init() {}

    /// Reads a whole text in memory: each line, then what follows the last LF
    /// (``parse(lastLine:)``).
    public mutating func parse(text bytes: [UInt8]) throws(TraceError) {
        var start = 0
        while let end = bytes[start...].firstIndex(of: Self.newline) {
            try parse(line: bytes[start..<end])
            start = end + 1
        }
        try parse(lastLine: bytes[start...])
    }

    /// Reads the bytes after the file's last LF (empty when it ends with one). A recorder writes
    /// each line whole with its LF, so a last line without one whose event is unfinished (its
    /// JSON ends early, perhaps in the middle of a character, perhaps with the NUL bytes a file
    /// system leaves after a power cut) was cut while it was written: it is left out and ``cut``
    /// says so, and every whole line before it stands. Damage of any other kind is refused as on
    /// any line, and so is a header cut short: without it nothing can be replayed.
    public mutating func parse(lastLine rawLine: ArraySlice<UInt8>) throws(TraceError) {
        var line = rawLine
        while line.last == 0 { line.removeLast() }
        guard !line.isEmpty, Self.isCutShort(line) else { return try parse(line: rawLine) }
        lineNumber += 1
        let why = "the file ends in the middle of this line, as when a recorder is killed or the power fails"
        guard size != nil else { throw TraceError(line: lineNumber, reason: "the header is cut short: \(why)") }
        cut = TraceError(line: lineNumber, reason: "cut short: \(why); the whole lines before it are replayed")
    }

    /// Whether `line` is the start of a JSON text that ends too early (not one with a wrong byte).
    private static func isCutShort(_ line: ArraySlice<UInt8>) -> Bool {
        var whole = line
        // A cut inside a character leaves its first one to three bytes: a lead byte, then fewer
        // continuation bytes (10xxxxxx) than the lead byte announces.
        if String(validating: line, as: UTF8.self) == nil,
            let lead = line.suffix(3).lastIndex(where: { $0 & 0xC0 != 0x80 })
        {
            let first = line[lead]
            let length = first >= 0xF5 ? 0 : first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC2 ? 2 : 0
            guard line.endIndex - lead < length else { return false }
            whole = line[..<lead]
        }
        guard let text = String(validating: whole, as: UTF8.self) else { return false }
        do {
            _ = try JSONValue.parse(text)
            return false
        } catch {
            return error.isCutShort
        }
    }

    /// Reads the next line (without its LF; a CR before it is dropped).
    public mutating func parse(line rawLine: ArraySlice<UInt8>) throws(TraceError) {
        lineNumber += 1
        let line = rawLine.last == UInt8(ascii: "\r") ? rawLine.dropLast() : rawLine
        guard line.count <= InputLimits.traceLineBytes else {
            throw TraceError(
                line: lineNumber,
                reason: "the line is longer than \(InputLimits.traceLineBytes) bytes (no line of the format is)")
        }
        guard line.contains(where: { !Self.isWhitespace($0) }) else { return }
        guard let text = String(validating: line, as: UTF8.self) else {
            throw TraceError(line: lineNumber, reason: "not UTF-8 text (a trace is UTF-8 JSON Lines)")
        }
        let value: JSONValue
        do {
            value = try JSONValue.parse(text)
        } catch {
            throw TraceError(line: lineNumber, reason: "not valid JSON (\(error))")
        }
        if size == nil {
            (size, version) = try Self.header(value, line: lineNumber)
            session = try Self.session(in: value, line: lineNumber)
            return
        }
        let record = try RecordParser(value: value, line: lineNumber, version: version).record()
        if let previous = records.last, record.time < previous.time {
            throw TraceError(
                line: lineNumber,
                reason:
                    "time goes backwards (\(JSONValue.format(record.time)) after \(JSONValue.format(previous.time)))"
            )
        }
        records.append(record)
    }

    /// The trace read so far; refused when there was no header.
    public func finish() throws(TraceError) -> Trace {
        guard let size else {
            throw TraceError(line: max(lineNumber, 1), reason: "the trace is empty: no header line")
        }
        return Trace(size: size, session: session, records: records, version: version)
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
    }

    /// The header's optional `scene`, `config` and `kiosk`.
    private static func session(in value: JSONValue, line: Int) throws(TraceError) -> Trace.Session {
        var session = Trace.Session()
        for key in ["scene", "config"] {
            guard let field = value[key] else { continue }
            guard let text = field.stringValue, !text.isEmpty, text.utf8.count <= 4096 else {
                throw TraceError(line: line, reason: "header: '\(key)' must be a name or path")
            }
            if key == "scene" { session.scene = text } else { session.configPath = text }
        }
        for key in ["kiosk", "resampling"] {
            guard let field = value[key] else { continue }
            guard let flag = field.boolValue else {
                throw TraceError(line: line, reason: "header: '\(key)' must be true or false")
            }
            if key == "kiosk" { session.kiosk = flag } else { session.resampling = flag }
        }
        return session
    }

    private static func header(_ value: JSONValue, line: Int) throws(TraceError) -> (Size, Int) {
        guard case .object = value, value["format"]?.stringValue == Trace.format else {
            throw TraceError(
                line: line, reason: "missing header: the first line must be {\"format\":\"\(Trace.format)\",…}")
        }
        guard let version = value["version"]?.numberValue else {
            throw TraceError(line: line, reason: "header: missing field 'version'")
        }
        guard let known = Trace.versions.first(where: { Double($0) == version }) else {
            throw TraceError(
                line: line,
                reason:
                    "header: unsupported version \(JSONValue.format(version)) (this program reads versions 1 and \(Trace.version))"
            )
        }
        let sides = InputLimits.windowSide
        guard let dimensions = value["size"]?.arrayValue, dimensions.count == 2,
            let width = dimensions[0].numberValue, let height = dimensions[1].numberValue,
            sides.contains(width), sides.contains(height)
        else {
            throw TraceError(
                line: line,
                reason: "header: 'size' must be [width, height] in points, each \(InputLimits.describe(sides))")
        }
        return (Size(width: width, height: height), known)
    }
}

/// Reads the fields of one event line (pen lines: `TraceReader+Pen.swift`).
struct RecordParser {
    let value: JSONValue
    let line: Int
    /// The trace's version: lines it added are refused in a version-1 trace.
    let version: Int

    func fail(_ reason: String) -> TraceError {
        TraceError(line: line, reason: reason)
    }

    func number(_ key: String) throws(TraceError) -> Double {
        guard let field = value[key] else { throw fail("missing field '\(key)'") }
        guard let number = field.numberValue else { throw fail("field '\(key)' must be a number") }
        return number
    }

    func integer(_ key: String, in range: ClosedRange<Int>) throws(TraceError) -> Int {
        let number = try number(key)
        guard number == number.rounded(), number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            throw fail("field '\(key)' must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return Int(number)
    }

    func string(_ key: String) throws(TraceError) -> String {
        guard let field = value[key] else { throw fail("missing field '\(key)'") }
        guard let string = field.stringValue else { throw fail("field '\(key)' must be a string") }
        return string
    }

    func bool(_ key: String) throws(TraceError) -> Bool {
        guard let field = value[key] else { throw fail("missing field '\(key)'") }
        guard let bool = field.boolValue else { throw fail("field '\(key)' must be true or false") }
        return bool
    }

    /// A number that must lie in `range` (one of GestureKit's `InputLimits`), named in the refusal.
    func number(_ key: String, in range: ClosedRange<Double>, unit: String) throws(TraceError) -> Double {
        let number = try number(key)
        guard range.contains(number) else {
            throw fail(
                "field '\(key)' is \(InputLimits.describe(number)), outside \(InputLimits.describe(range))\(unit)")
        }
        return number
    }

    func coordinate(_ key: String) throws(TraceError) -> Double {
        try number(key, in: InputLimits.coordinates, unit: " pt")
    }

    func point() throws(TraceError) -> Point {
        Point(x: try coordinate("x"), y: try coordinate("y"))
    }

    func touchID() throws(TraceError) -> Int32 {
        Int32(try integer("id", in: 0...Int(Int32.max)))
    }

    func fingers() throws(TraceError) -> Int {
        try integer("fingers", in: 1...10)
    }

    func pressed() throws(TraceError) -> Bool {
        switch try string("state") {
        case "pressed": return true
        case "released": return false
        case let other: throw fail("unknown state '\(Quoted.value(other))' (expected pressed or released)")
        }
    }

    func phase(_ allowed: [String], of type: String) throws(TraceError) -> String {
        let phase = try string("phase")
        guard allowed.contains(phase) else {
            throw fail("unknown \(type) phase '\(Quoted.value(phase))' (expected \(allowed.joined(separator: ", ")))")
        }
        return phase
    }

    func record() throws(TraceError) -> Trace.Record {
        guard case .object = value else { throw fail("an event must be a JSON object") }
        let time = try number("t", in: InputLimits.time, unit: " s")
        let type = try string("type")
        return Trace.Record(time: time, event: try event(of: type))
    }

    private func event(of type: String) throws(TraceError) -> TraceEvent {
        switch type {
        case "touch":
            let phase = try phase(["down", "motion", "up", "shape"], of: type)
            let id = try touchID()
            switch phase {
            case "down": return .touch(.init(phase: .down, id: id, location: try point()))
            case "motion": return .touch(.init(phase: .motion, id: id, location: try point()))
            case "up": return .touch(.init(phase: .up, id: id))
            default:
                return .touch(
                    .init(phase: .shape, id: id, major: try contactSize("major"), minor: try contactSize("minor")))
            }
        case "frame": return .frame
        case "cancel": return .cancel
        case "pointer":
            switch try phase(["motion", "button", "axis", "leave"], of: type) {
            case "motion": return .pointer(.motion(try point()))
            case "button": return .pointer(.button(try button(), pressed: try pressed()))
            case "axis": return .pointer(.axis(dx: try coordinate("dx"), dy: try coordinate("dy")))
            default: return .pointer(.leave)
            }
        case "pinch":
            switch try phase(["begin", "update", "end"], of: type) {
            case "begin": return .pinch(.begin(fingers: try fingers()))
            case "update":
                return .pinch(
                    .update(
                        dx: try coordinate("dx"), dy: try coordinate("dy"),
                        scale: try number("scale", in: InputLimits.pinchScale, unit: ""),
                        rotation: try number("rotation", in: InputLimits.rotationDegrees, unit: " degrees")))
            default: return .pinch(.end(cancelled: try bool("cancelled")))
            }
        case "swipe":
            switch try phase(["begin", "update", "end"], of: type) {
            case "begin": return .swipe(.begin(fingers: try fingers()))
            case "update":
                return .swipe(.update(dx: try coordinate("dx"), dy: try coordinate("dy"), scale: nil, rotation: nil))
            default: return .swipe(.end(cancelled: try bool("cancelled")))
            }
        case "hold":
            switch try phase(["begin", "end"], of: type) {
            case "begin": return .hold(.begin(fingers: try fingers()))
            default: return .hold(.end(cancelled: try bool("cancelled")))
            }
        case "key": return .key(try string("key"), pressed: try pressed())
        case "idle": return .idle
        case "lost": return .lost
        case "resize":
            let sides = InputLimits.windowSide
            guard let dimensions = value["size"]?.arrayValue, dimensions.count == 2,
                let width = dimensions[0].numberValue, let height = dimensions[1].numberValue,
                sides.contains(width), sides.contains(height)
            else {
                throw fail("field 'size' must be [width, height] in points, each \(InputLimits.describe(sides))")
            }
            return .resize(Size(width: width, height: height))
        case "scale": return .scale(try number("scale", in: InputLimits.windowScale, unit: " pixels per point"))
        case "pen" where version >= 2: return .pen(try pen())
        case "action" where version >= 2: return .action(element: try string("element"), name: try string("action"))
        case "display" where version >= 2:
            _ = try phase(["latch"], of: type)
            return .display(
                presented: try number("presented", in: InputLimits.time, unit: " s"),
                sample: value["sample"] == nil ? nil : try number("sample", in: InputLimits.time, unit: " s"))
        default:
            throw fail(
                "unknown type '\(Quoted.value(type))' (expected touch, frame, cancel, pointer, pinch, swipe, hold, key, idle, lost, resize, scale\(version >= 2 ? ", display, pen or action" : " (display, pen and action lines need version 2)"))"
            )
        }
    }

    private func contactSize(_ key: String) throws(TraceError) -> Double {
        try number(key, in: 0...InputLimits.coordinates.upperBound, unit: " pt")
    }

    private func button() throws(TraceError) -> PointerButton {
        switch value["button"] {
        case .string("left"): return .left
        case .string("right"): return .right
        case .string("middle"): return .middle
        case .number: return .other(UInt32(try integer("button", in: 0...Int(UInt32.max))))
        case nil: throw fail("missing field 'button'")
        default: throw fail("field 'button' must be left, right, middle or an evdev code")
        }
    }
}
