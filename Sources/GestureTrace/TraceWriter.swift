import GestureKit

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
        case .touch(let contact):
            add(type: "touch", phase: contact.phase.rawValue)
            add("id", Double(contact.id))
            if let location = contact.location { add(location) }
            if let major = contact.major { add("major", major) }
            if let minor = contact.minor { add("minor", minor) }
        case .frame: add(type: "frame")
        case .cancel: add(type: "cancel")
        case .pointer(.motion(let location)):
            add(type: "pointer", phase: "motion")
            add(location)
        case .pointer(.leave): add(type: "pointer", phase: "leave")
        case .pointer(.button(let button, let pressed)):
            add(type: "pointer", phase: "button")
            switch button {
            case .left: add("button", .string("left"))
            case .right: add("button", .string("right"))
            case .middle: add("button", .string("middle"))
            case .other(let code): add("button", Double(code))
            }
            add("state", .string(pressed ? "pressed" : "released"))
        case .pointer(.axis(let dx, let dy)):
            add(type: "pointer", phase: "axis")
            add("dx", dx)
            add("dy", dy)
        case .pinch(let phase): addTouchpad("pinch", phase)
        case .swipe(let phase): addTouchpad("swipe", phase)
        case .hold(.begin(let fingers)):
            add(type: "hold", phase: "begin")
            add("fingers", Double(fingers))
        case .hold(.end(let cancelled)):
            add(type: "hold", phase: "end")
            add("cancelled", .bool(cancelled))
        case .key(let name, let pressed):
            add(type: "key")
            add("key", .string(name))
            add("state", .string(pressed ? "pressed" : "released"))
        case .idle: add(type: "idle")
        case .action(let element, let name):
            add(type: "action")
            add("element", .string(element))
            add("action", .string(name))
        case .lost: add(type: "lost")
        case .resize(let size):
            add(type: "resize")
            add("size", .array([.number(size.width), .number(size.height)]))
        case .scale(let scale):
            add(type: "scale")
            add("scale", scale)
        case .display(let presented, let sample):
            add(type: "display", phase: "latch")
            add("presented", presented)
            if let sample { add("sample", sample) }
        case .pen(let report):
            add(type: "pen", phase: report.phase.rawValue)
            members += Self.penFields(of: report)
        }
        func addTouchpad(_ type: String, _ phase: TraceEvent.TouchpadPhase) {
            switch phase {
            case .begin(let fingers):
                add(type: type, phase: "begin")
                add("fingers", Double(fingers))
            case .update(let dx, let dy, let scale, let rotation):
                add(type: type, phase: "update")
                add("dx", dx)
                add("dy", dy)
                if let scale { add("scale", scale) }
                if let rotation { add("rotation", rotation) }
            case .end(let cancelled):
                add(type: type, phase: "end")
                add("cancelled", .bool(cancelled))
            }
        }
        return JSONValue.object(members).serialized()
    }

    /// The whole trace as text, header first, one line per event, ending with a newline.
    public func serialized() -> String {
        ([Self.headerLine(size: size, session: session, version: version)] + records.map(Self.line(for:))).joined(
            separator: "\n") + "\n"
    }
}
