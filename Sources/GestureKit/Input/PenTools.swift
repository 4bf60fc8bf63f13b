/// The pens near the window and what they reported since the last frame: the pen's side of the
/// input pipeline, as ``TouchFrameAssembler`` is the touchscreen's.
///
/// Reports of a tool gather until the frame (a tablet's `frame`, a trace's `frame` line) or until
/// the tool lifts or leaves; then ``frame(at:)`` says what changed: touches for the window (a pen
/// down is a ``Touch`` of kind ``InputKind/pen`` or ``InputKind/eraser``), pens coming near and
/// leaving, and the hovering pen. Every report of a stroke is kept with its own time and axes.
///
/// Odd reports are repaired or dropped and reported: a report of a tool that is not near, a
/// down of a pen already down, an up of one that is not, an axis outside its range (clamped),
/// more than ``maximumToolCount`` tools near at once. A tool that leaves while down (the tool
/// removed mid-stroke) ends its stroke cancelled.
struct PenTools {
    /// The most tools near at once: 16, past any tablet's (a pen, its eraser, an airbrush and a
    /// lens on a Wacom Intuos are four). More are ignored, reported as too many touches.
    static let maximumToolCount = 16

    /// One tool near the window.
    struct Tool {
        let serial: UInt64
        var kind: InputKind
        /// The id of its contact (``TouchSlot``), new each time it comes near.
        let slot: Int32
        var location: Point
        var axes = PenAxes()
        /// Down as the window knows it (after the last frame).
        var isDown = false
        // Since the last frame:
        var entered = false
        var left = false
        var landed = false
        var lifted = false
        /// Reports while down, oldest first, after the landing's own when it `landed`.
        var reports: [TouchReport] = []
        var landing: TouchReport?
        var hovered = false
        var time = 0.0

        var isPending: Bool { entered || left || landed || lifted || hovered || !reports.isEmpty }
        /// Down once the pending changes apply.
        var willBeDown: Bool { (isDown || landed) && !lifted && !left }
    }

    /// What a frame changed.
    struct Frame {
        var changes: [TouchChange] = []
        var cameNear = 0
        var wentAway = 0
        /// The pen hovering now, if it moved, came or went (nil: none hovers any more).
        var hover: (kind: InputKind, location: Point, axes: PenAxes)??
    }

    private(set) var tools: [Tool] = []
    /// The tool that came near last: a report without a serial is its.
    private var current: UInt64?
    private var nextSlot: Int32 = 0
    /// Whether a pen was hovering after the last frame.
    private var wasHovering = false
    var onAnomaly: ((InputAnomaly) -> Void)?

    /// Whether a pen near is off the screen (it drives the hover recognizers, not the mouse).
    var isHovering: Bool { wasHovering }
    /// Tools the window has been told are near (their coming applied, their leaving not yet).
    var nearCount: Int { tools.count { !$0.entered } }
    /// Whether reports wait for a frame.
    var hasPendingReports: Bool { tools.contains { $0.isPending } }

    /// Takes one report at `time`; true when it closes the frame by itself (a lift, a leave).
    mutating func report(_ event: PenEvent, at time: Double) -> Bool {
        if event.phase == .proximityIn { return comeNear(event, at: time) }
        let serial = event.serial ?? current
        guard let index = tools.firstIndex(where: { $0.serial == serial && !$0.left }) else {
            onAnomaly?(.penReportWithoutProximity(phase: event.phase.rawValue, serial: serial))
            return false
        }
        var tool = tools[index]
        tool.time = max(tool.time, time)
        let before = (location: tool.location, axes: tool.axes)
        update(&tool, with: event)
        var closes = false
        switch event.phase {
        case .proximityIn:
            break
        case .proximityOut:
            tool.left = true
            closes = true
        case .down:
            if tool.willBeDown {
                onAnomaly?(.penDownWhileDown(serial: tool.serial))
            } else {
                tool.landed = true
                tool.lifted = false
                tool.landing = TouchReport(time: time, location: tool.location, pen: tool.axes)
                tool.reports.removeAll()
            }
        case .motion, .button:
            if tool.willBeDown {
                tool.reports.append(TouchReport(time: time, location: tool.location, pen: tool.axes))
            } else {
                tool.hovered = true
            }
        case .up:
            if tool.willBeDown {
                // tablet-v2's `up` has no place, a trace's may: lifting elsewhere is a last move
                // there, at the pressure the pen had (the line ends where the pen left the glass).
                if let location = event.location, location != before.location {
                    tool.reports.append(TouchReport(time: time, location: location, pen: before.axes))
                }
                tool.lifted = true
                closes = true
            } else {
                onAnomaly?(.penUpWithoutDown(serial: tool.serial))
            }
        }
        tools[index] = tool
        return closes
    }

    private mutating func comeNear(_ event: PenEvent, at time: Double) -> Bool {
        let serial = event.serial ?? current ?? 0
        current = serial
        if let index = tools.firstIndex(where: { $0.serial == serial && !$0.left }) {
            // Near again without having left: the same end moves on; the pen's other end (its
            // eraser turned down) ends the old end's visit and starts its own.
            guard let kind = event.tool, kind != tools[index].kind else {
                tools[index].hovered = true
                update(&tools[index], with: event)
                return false
            }
            tools[index].left = true
        }
        guard tools.count(where: { !$0.left }) < Self.maximumToolCount else {
            onAnomaly?(.tooManyTouches(count: Self.maximumToolCount + 1))
            return false
        }
        var tool = Tool(
            serial: serial, kind: event.tool ?? .pen, slot: nextSlot, location: event.location ?? .zero)
        nextSlot &+= 1
        tool.entered = true
        tool.hovered = true
        tool.time = time
        update(&tool, with: event)
        tools.append(tool)
        return false
    }

    /// Takes the place and axes a report gives; out-of-range axes are clamped and reported.
    private func update(_ tool: inout Tool, with event: PenEvent) {
        if let location = event.location { tool.location = location }
        if let pressure = event.pressure { tool.axes.pressure = checked(pressure, "pressure") }
        if let distance = event.distance { tool.axes.distance = checked(distance, "distance") }
        if let tilt = event.tilt {
            tool.axes.tilt = PenTilt(x: checked(tilt.x, "tilt", in: -90...90), y: checked(tilt.y, "tilt", in: -90...90))
        }
        if let rotation = event.rotation, rotation.isFinite { tool.axes.rotation = rotation }
        if event.phase == .button, let code = event.button, let button = PenButtons(code: code) {
            if event.pressed { tool.axes.buttons.insert(button) } else { tool.axes.buttons.remove(button) }
        }
        // Touching, a pen is at no distance; hovering, at no pressure.
        if event.phase == .down { tool.axes.distance = 0 }
        if event.phase == .up || event.phase == .proximityIn { tool.axes.pressure = 0 }
    }

    private func checked(_ value: Double, _ axis: String, in range: ClosedRange<Double> = 0...1) -> Double {
        guard !range.contains(value) else { return value }
        onAnomaly?(.penAxisOutOfRange(axis: axis, value: value))
        return value.isNaN ? range.lowerBound : min(max(value, range.lowerBound), range.upperBound)
    }

    /// Closes the frame: what changed since the last one.
    mutating func frame() -> Frame {
        var frame = Frame()
        for index in tools.indices where tools[index].isPending {
            var tool = tools[index]
            let slot = TouchSlot(kind: tool.kind, id: tool.slot)
            if tool.entered { frame.cameNear += 1 }
            if tool.landed, let landing = tool.landing {
                var down = TouchChange(slot: slot, phase: .down, location: landing.location)
                down.pen = landing.pen
                down.toolSerial = tool.serial
                frame.changes.append(down)
                tool.isDown = true
            }
            if tool.isDown {
                if tool.lifted || tool.left {
                    var end = TouchChange(slot: slot, phase: tool.lifted ? .up : .cancel, location: tool.location)
                    end.pen = tool.axes
                    end.reports = tool.reports
                    frame.changes.append(end)
                    tool.isDown = false
                } else if !tool.reports.isEmpty {
                    var move = TouchChange(slot: slot, phase: .motion, location: tool.location)
                    move.pen = tool.axes
                    move.reports = tool.reports
                    frame.changes.append(move)
                }
            }
            if tool.left { frame.wentAway += 1 }
            tool.entered = false
            tool.landed = false
            tool.lifted = false
            tool.hovered = false
            tool.landing = nil
            tool.reports.removeAll()
            tools[index] = tool
        }
        tools.removeAll { $0.left }
        let hovering = tools.last { !$0.isDown }
        if let hovering {
            frame.hover = .some((hovering.kind, hovering.location, hovering.axes))
        } else if wasHovering {
            frame.hover = .some(nil)
        }
        wasHovering = hovering != nil
        return frame
    }

    /// Forgets every tool (the seat lost its tablet, or everything is cancelled); the caller
    /// cancels the window's touches.
    mutating func removeAll() {
        tools.removeAll()
        current = nil
        wasHovering = false
    }
}
