internal import CWaylandClient
internal import CWaylandProtocols
import GestureKit

/// `zwp_tablet_tool_v2`: one pen end (its tip, or its eraser) and its reports.
///
/// The protocol's contract, as the engine relies on it:
/// - A tool is announced with its type, hardware serial and capabilities, then `done`.
/// - Between `proximity_in` and `proximity_out` it is over one of our surfaces; `down` and `up`
///   bracket the tip touching. Coordinates are surface-local points; pressure and distance run
///   0…65535, tilt and rotation are degrees.
/// - Every report belongs to the next `frame`, which carries the time: the window hears the
///   frame's reports at once, as `.pen` events and a `.touchFrame`, at that time.
/// - `removed`: the tool is gone for good; one that was near leaves (a stroke ends cancelled).
///
/// Reports of a tool that is not near our surface (a compositor's mistake) are dropped, logged once.
final class TabletTool: ProxyOwner {
    let proxy: OpaquePointer
    private unowned let display: WaylandDisplay
    private let onRemoved: (TabletTool) -> Void
    /// The tablet of the current visit (to end it when that tablet goes).
    private(set) var tablet: OpaquePointer?
    private var kind = InputKind.pen
    /// The hardware serial, or a stand-in for a tool without one. Kept below 2⁵³, so a trace's
    /// JSON number holds it exactly.
    private var serial: UInt64
    /// The window the tool is over, between proximity in and out.
    private var target: WeakTarget?
    private var pending = Pending()

    /// What arrived since the last frame.
    private struct Pending {
        var cameNear = false
        var wentDown = false
        var liftedUp = false
        var left = false
        var buttons: [(code: UInt32, pressed: Bool)] = []
        var location: Point?
        var pressure: Double?
        var distance: Double?
        var tilt: PenTilt?
        var rotation: Double?
        var hasAxes: Bool { location != nil || pressure != nil || distance != nil || tilt != nil || rotation != nil }
    }

    init(
        _ proxy: OpaquePointer, standInSerial: UInt64, display: WaylandDisplay,
        onRemoved: @escaping (TabletTool) -> Void
    ) {
        self.proxy = proxy
        self.serial = standInSerial
        self.display = display
        self.onRemoved = onRemoved
        zwp_tablet_tool_v2_add_listener(proxy, Self.listener, listenerData)
    }

    deinit {
        zwp_tablet_tool_v2_destroy(proxy)
    }

    /// The tool leaves whatever window it is over, at `time`.
    func leave(at time: Double) {
        pending = Pending()
        guard let window = target?.target else { return }
        target = nil
        tablet = nil
        window.deliver(.pen(PenEvent(.proximityOut, serial: serial)), at: time)
        window.deliver(.touchFrame, at: time)
    }

    private func setType(_ type: UInt32) {
        kind = type == ZWP_TABLET_TOOL_V2_TYPE_ERASER.rawValue ? .eraser : .pen
    }

    private func setSerial(high: UInt32, low: UInt32) {
        let hardware = (UInt64(high) << 32 | UInt64(low)) & ((1 << 53) - 1)
        if hardware != 0 { serial = hardware }
    }

    private func proximityIn(tablet: OpaquePointer?, surface: OpaquePointer?) {
        guard let window = display.inputTarget(for: surface) else {
            display.oddities.note("tablet-foreign-surface", "a pen came near a surface that is not ours: ignored")
            return
        }
        // Near another of our windows without having left this one: it leaves first.
        if target != nil { leave(at: display.timebase.now) }
        target = WeakTarget(target: window)
        self.tablet = tablet
        pending.cameNear = true
    }

    private func removed() {
        leave(at: display.timebase.now)
        onRemoved(self)
    }

    /// Hands the frame's reports to the window, in the order the protocol gives them meaning.
    private func frame(milliseconds: UInt32) {
        let report = pending
        pending = Pending()
        guard let window = target?.target else {
            display.oddities.note(
                "tablet-without-proximity", "pen reports for a tool that is not near our surface: ignored")
            return
        }
        let time = display.eventTime(milliseconds: milliseconds)
        var events: [PenEvent] = []
        func withAxes(_ phase: PenEvent.Phase) -> PenEvent {
            PenEvent(
                phase, serial: serial, location: report.location, pressure: report.pressure,
                distance: report.distance, tilt: report.tilt, rotation: report.rotation)
        }
        if report.cameNear {
            events.append(
                PenEvent(
                    .proximityIn, tool: kind, serial: serial, location: report.location, distance: report.distance,
                    tilt: report.tilt))
        }
        if report.wentDown {
            events.append(withAxes(.down))
        } else if report.hasAxes && !report.cameNear {
            events.append(withAxes(.motion))
        }
        for button in report.buttons {
            events.append(PenEvent(.button, serial: serial, button: button.code, pressed: button.pressed))
        }
        if report.liftedUp { events.append(PenEvent(.up, serial: serial)) }
        if report.left {
            events.append(PenEvent(.proximityOut, serial: serial))
            target = nil
            tablet = nil
        }
        for event in events { window.deliver(.pen(event), at: time) }
        window.deliver(.touchFrame, at: time)
    }

    /// 0…65535 as 0…1. A value past 65535 (a compositor's mistake) goes on as it is: the engine
    /// clamps it and reports it.
    private static func unit(_ value: UInt32) -> Double { Double(value) / 65535 }

    nonisolated(unsafe) private static let listener = ListenerTable.make(
        zwp_tablet_tool_v2_listener(
            type: { data, _, type in owner(data).setType(type) },
            hardware_serial: { data, _, high, low in owner(data).setSerial(high: high, low: low) },
            hardware_id_wacom: { _, _, _, _ in },
            capability: { _, _, _ in },
            done: { _, _ in },
            removed: { data, _ in owner(data).removed() },
            proximity_in: { data, _, _, tablet, surface in owner(data).proximityIn(tablet: tablet, surface: surface) },
            proximity_out: { data, _ in owner(data).pending.left = true },
            down: { data, _, _ in owner(data).pending.wentDown = true },
            up: { data, _ in owner(data).pending.liftedUp = true },
            motion: { data, _, x, y in
                owner(data).pending.location = point(x, y)
            },
            pressure: { data, _, pressure in owner(data).pending.pressure = unit(pressure) },
            distance: { data, _, distance in owner(data).pending.distance = unit(distance) },
            tilt: { data, _, x, y in
                owner(data).pending.tilt = PenTilt(x: number(x), y: number(y))
            },
            rotation: { data, _, degrees in owner(data).pending.rotation = number(degrees) },
            slider: { _, _, _ in },
            wheel: { _, _, _, _ in },
            button: { data, _, _, button, state in
                owner(data).pending.buttons.append(
                    (button, state == ZWP_TABLET_TOOL_V2_BUTTON_STATE_PRESSED.rawValue))
            },
            frame: { data, _, time in owner(data).frame(milliseconds: time) }))
}
