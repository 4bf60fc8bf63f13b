import GestureKit

extension RecordParser {
    /// Tool names tablet-v2 has beside `pen` and `eraser`: all draw as a pen (SPEC.md).
    static let penLikeTools: Set<String> = ["pen", "brush", "pencil", "airbrush", "mouse", "lens", "finger"]

    /// A `pen` line (version 2): `phase`, and what the report gives of `tool` and `serial`, the
    /// place `x` and `y`, `pressure` and `distance` (0…1), `tilt` ([x, y] degrees, ±90),
    /// `rotation` (degrees) and, for `button`, `button` (an evdev code) and `state`.
    func pen() throws(TraceError) -> PenEvent {
        let phase = PenEvent.Phase(rawValue: try phase(PenEvent.Phase.allCases.map(\.rawValue), of: "pen"))!
        var report = PenEvent(phase)
        if phase == .proximityIn { report.tool = try tool() }
        if value["serial"] != nil { report.serial = UInt64(try integer("serial", in: 0...(1 << 53))) }
        if value["x"] != nil || value["y"] != nil { report.location = try point() }
        if value["pressure"] != nil { report.pressure = try number("pressure", in: 0...1, unit: "") }
        if value["distance"] != nil { report.distance = try number("distance", in: 0...1, unit: "") }
        if value["rotation"] != nil {
            report.rotation = try number("rotation", in: InputLimits.rotationDegrees, unit: " degrees")
        }
        if let tilt = value["tilt"] {
            guard let sides = tilt.arrayValue, sides.count == 2, let x = sides[0].numberValue,
                let y = sides[1].numberValue, (-90...90).contains(x), (-90...90).contains(y)
            else { throw fail("field 'tilt' must be [x, y] in degrees, each -90…90") }
            report.tilt = PenTilt(x: x, y: y)
        }
        if phase == .button {
            report.button = UInt32(try integer("button", in: 0...Int(UInt32.max)))
            report.pressed = try pressed()
        }
        return report
    }

    private func tool() throws(TraceError) -> InputKind {
        let name = try string("tool")
        if name == "eraser" { return .eraser }
        guard Self.penLikeTools.contains(name) else {
            throw fail(
                "unknown tool '\(Quoted.value(name))' (expected pen, eraser, brush, pencil, airbrush, mouse, lens or finger)"
            )
        }
        return .pen
    }
}

extension Trace {
    /// The fields of a `pen` line after its type and phase, in the order SPEC.md shows them.
    static func penFields(of report: PenEvent) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = []
        if let tool = report.tool { members.append(("tool", .string(tool == .eraser ? "eraser" : "pen"))) }
        if let serial = report.serial { members.append(("serial", .number(Double(serial)))) }
        if let location = report.location {
            members.append(("x", .number(location.x)))
            members.append(("y", .number(location.y)))
        }
        if let distance = report.distance { members.append(("distance", .number(distance))) }
        if let pressure = report.pressure { members.append(("pressure", .number(pressure))) }
        if let tilt = report.tilt { members.append(("tilt", .array([.number(tilt.x), .number(tilt.y)]))) }
        if let rotation = report.rotation { members.append(("rotation", .number(rotation))) }
        if let button = report.button {
            members.append(("button", .number(Double(button))))
            members.append(("state", .string(report.pressed ? "pressed" : "released")))
        }
        return members
    }
}
