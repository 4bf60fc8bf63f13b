extension Trace {
    /// The header line; `session` says what the recording showed, for a replay to show the same.
    /// `version` is this writer's unless the lines that follow are another version's (a trace
    /// written again as it was read).
    public static func headerLine(size: Size, session: Session = Session(), version: Int = Trace.version) -> String {
        var members: [(String, JSONValue)] = [
            ("format", .string(format)), ("version", .number(Double(version))),
            ("size", .array([.number(size.width), .number(size.height)])),
        ]
        if let scene = session.scene { members.append(("scene", .string(scene))) }
        if let config = session.configPath { members.append(("config", .string(config))) }
        if let kiosk = session.kiosk { members.append(("kiosk", .bool(kiosk))) }
        if let resampling = session.resampling { members.append(("resampling", .bool(resampling))) }
        return JSONValue.object(members).serialized()
    }

    /// One event as a trace line. Times and coordinates keep their full precision, so a replay
    /// sees exactly what the live engine saw.
    public static func line(for record: Record) -> String {
        var members: [(String, JSONValue)] = [("t", .number(record.time))]
        func add(_ key: String, _ value: JSONValue) { members.append((key, value)) }
        func add(_ key: String, _ number: Double) { members.append((key, .number(number))) }
        func add(_ point: Point) {
            add("x", point.x)
            add("y", point.y)
        }
        func add(type: String, phase: String? = nil) {
            add("type", .string(type))
            if let phase { add("phase", .string(phase)) }
        }
        switch record.event {
        case .touchDown(let id, let location):
            add(type: "touch", phase: "down")
            add("id", Double(id))
            add(location)
        case .touchMotion(let id, let location):
            add(type: "touch", phase: "motion")
            add("id", Double(id))
            add(location)
        case .touchUp(let id):
            add(type: "touch", phase: "up")
            add("id", Double(id))
        case .touchShape(let id, let major, let minor):
            add(type: "touch", phase: "shape")
            add("id", Double(id))
            add("major", major)
            add("minor", minor)
        case .touchFrame: add(type: "frame")
        case .touchCancel: add(type: "cancel")
        case .pointerMotion(let location):
            add(type: "pointer", phase: "motion")
            add(location)
        case .pointerLeave: add(type: "pointer", phase: "leave")
        case .pointerButton(let button, let pressed):
            add(type: "pointer", phase: "button")
            switch button {
            case .left: add("button", .string("left"))
            case .right: add("button", .string("right"))
            case .middle: add("button", .string("middle"))
            case .other(let code): add("button", Double(code))
            }
            add("state", .string(pressed ? "pressed" : "released"))
        case .pointerAxis(let dx, let dy):
            add(type: "pointer", phase: "axis")
            add("dx", dx)
            add("dy", dy)
        case .pinchBegin(let fingers):
            add(type: "pinch", phase: "begin")
            add("fingers", Double(fingers))
        case .pinchUpdate(let dx, let dy, let scale, let rotation):
            add(type: "pinch", phase: "update")
            add("dx", dx)
            add("dy", dy)
            add("scale", scale)
            add("rotation", rotation)
        case .pinchEnd(let cancelled):
            add(type: "pinch", phase: "end")
            add("cancelled", .bool(cancelled))
        case .swipeBegin(let fingers):
            add(type: "swipe", phase: "begin")
            add("fingers", Double(fingers))
        case .swipeUpdate(let dx, let dy):
            add(type: "swipe", phase: "update")
            add("dx", dx)
            add("dy", dy)
        case .swipeEnd(let cancelled):
            add(type: "swipe", phase: "end")
            add("cancelled", .bool(cancelled))
        case .holdBegin(let fingers):
            add(type: "hold", phase: "begin")
            add("fingers", Double(fingers))
        case .holdEnd(let cancelled):
            add(type: "hold", phase: "end")
            add("cancelled", .bool(cancelled))
        case .key(let name, let pressed):
            add(type: "key")
            add("key", .string(name))
            add("state", .string(pressed ? "pressed" : "released"))
        case .idle: add(type: "idle")
        case .inputLost: add(type: "lost")
        case .resize(let size):
            add(type: "resize")
            add("size", .array([.number(size.width), .number(size.height)]))
        case .scale(let scale):
            add(type: "scale")
            add("scale", scale)
        case .displayFrame(let presentation, let sampleTime):
            add(type: "display", phase: "latch")
            add("presented", presentation)
            if let sampleTime { add("sample", sampleTime) }
        case .touchDeviceFrame, .inputBatchEnded:
            // A live device's grouping hints are never recorded (the router records the group
            // ends they decide as `frame`); handed here, one is only time passing.
            add(type: "idle")
        }
        return JSONValue.object(members).serialized()
    }

    /// The whole trace as text, header first, one line per event, ending with a newline.
    public func serialized() -> String {
        ([Self.headerLine(size: size, session: session, version: version)] + records.map(Self.line(for:))).joined(
            separator: "\n") + "\n"
    }
}
