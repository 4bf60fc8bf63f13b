extension Trace {
    /// Reads a whole trace, refusing it at the first line that breaks the format: bad JSON, a
    /// missing or wrong header, an unknown type or phase, a missing or mistyped field, or time
    /// going backwards. Nothing is replayed from a refused trace. Blank lines are skipped.
    ///
    /// Streams that are odd but well formed (motion for a finger that is not down, twelve fingers)
    /// are accepted: they reach the engine as they would live.
    public init(parsing text: String) throws(TraceError) {
        var size: Size?
        var records: [Record] = []
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            guard line.contains(where: { !$0.isWhitespace }) else { continue }
            let value: JSONValue
            do {
                value = try JSONValue.parse(String(line))
            } catch {
                throw TraceError(line: lineNumber, reason: "not valid JSON (\(error))")
            }
            if size == nil {
                size = try Self.header(value, line: lineNumber)
                continue
            }
            let record = try RecordParser(value: value, line: lineNumber).record()
            if let previous = records.last, record.time < previous.time {
                throw TraceError(
                    line: lineNumber,
                    reason:
                        "time goes backwards (\(JSONValue.format(record.time)) after \(JSONValue.format(previous.time)))"
                )
            }
            records.append(record)
        }
        guard let size else { throw TraceError(line: max(lineNumber, 1), reason: "the trace is empty: no header line") }
        self.init(size: size, records: records)
    }

    private static func header(_ value: JSONValue, line: Int) throws(TraceError) -> Size {
        guard case .object = value, value["format"]?.stringValue == format else {
            throw TraceError(line: line, reason: "missing header: the first line must be {\"format\":\"\(format)\",…}")
        }
        guard let version = value["version"]?.numberValue else {
            throw TraceError(line: line, reason: "header: missing field 'version'")
        }
        guard version == Double(Self.version) else {
            throw TraceError(
                line: line,
                reason:
                    "header: unsupported version \(JSONValue.format(version)) (this program reads version \(Self.version))"
            )
        }
        guard let dimensions = value["size"]?.arrayValue, dimensions.count == 2,
            let width = dimensions[0].numberValue, let height = dimensions[1].numberValue,
            width >= 1, height >= 1, width <= 16384, height <= 16384
        else {
            throw TraceError(line: line, reason: "header: 'size' must be [width, height] in points, each 1…16384")
        }
        return Size(width: width, height: height)
    }
}

/// Reads the fields of one event line.
private struct RecordParser {
    let value: JSONValue
    let line: Int

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

    func point() throws(TraceError) -> Point {
        Point(x: try number("x"), y: try number("y"))
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
        case let other: throw fail("unknown state '\(other)' (expected pressed or released)")
        }
    }

    func phase(_ allowed: [String], of type: String) throws(TraceError) -> String {
        let phase = try string("phase")
        guard allowed.contains(phase) else {
            throw fail("unknown \(type) phase '\(phase)' (expected \(allowed.joined(separator: ", ")))")
        }
        return phase
    }

    func record() throws(TraceError) -> Trace.Record {
        guard case .object = value else { throw fail("an event must be a JSON object") }
        let time = try number("t")
        guard time >= 0 else { throw fail("field 't' must not be negative") }
        let type = try string("type")
        return Trace.Record(time: time, event: try event(of: type))
    }

    private func event(of type: String) throws(TraceError) -> InputEvent {
        switch type {
        case "touch":
            switch try phase(["down", "motion", "up", "shape"], of: type) {
            case "down": return .touchDown(id: try touchID(), location: try point())
            case "motion": return .touchMotion(id: try touchID(), location: try point())
            case "up": return .touchUp(id: try touchID())
            default: return .touchShape(id: try touchID(), major: try number("major"), minor: try number("minor"))
            }
        case "frame": return .touchFrame
        case "cancel": return .touchCancel
        case "pointer":
            switch try phase(["motion", "button", "axis", "leave"], of: type) {
            case "motion": return .pointerMotion(location: try point())
            case "button": return .pointerButton(try button(), pressed: try pressed())
            case "axis": return .pointerAxis(dx: try number("dx"), dy: try number("dy"))
            default: return .pointerLeave
            }
        case "pinch":
            switch try phase(["begin", "update", "end"], of: type) {
            case "begin": return .pinchBegin(fingers: try fingers())
            case "update":
                return .pinchUpdate(
                    dx: try number("dx"), dy: try number("dy"), scale: try number("scale"),
                    rotation: try number("rotation"))
            default: return .pinchEnd(cancelled: try bool("cancelled"))
            }
        case "swipe":
            switch try phase(["begin", "update", "end"], of: type) {
            case "begin": return .swipeBegin(fingers: try fingers())
            case "update": return .swipeUpdate(dx: try number("dx"), dy: try number("dy"))
            default: return .swipeEnd(cancelled: try bool("cancelled"))
            }
        case "hold":
            switch try phase(["begin", "end"], of: type) {
            case "begin": return .holdBegin(fingers: try fingers())
            default: return .holdEnd(cancelled: try bool("cancelled"))
            }
        case "key": return .key(try string("key"), pressed: try pressed())
        case "idle": return .idle
        default:
            throw fail(
                "unknown type '\(type)' (expected touch, frame, cancel, pointer, pinch, swipe, hold, key or idle)")
        }
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
