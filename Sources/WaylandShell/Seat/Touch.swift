internal import CWaylandClient
import GestureKit

/// `wl_touch`: fingers on a touchscreen, forwarded to the window each finger landed on.
///
/// The protocol's contract, as the engine relies on it:
/// - Coordinates are surface-local, in logical points; ids are unique only while a finger is
///   down and are reused after `up`.
/// - `down`, `motion`, `up` and `shape` belong together until `frame`. Compositors differ in
///   how they send `frame` (cage 0.1.4 never does, mutter 43 sends one per finger, weston and
///   mutter none after the last finger lifts): ``TouchGrouping`` decides where the engine's frame
///   ends, at the latest when the batch of events read from the socket has been dispatched
///   (``batchEnded()``). Events are forwarded at once; the router holds them until `.touchFrame`.
/// - `cancel` takes every touch: afterwards nothing of this device is down anywhere.
/// - A finger that lands on a surface that is not ours is ignored until it lifts.
final class Touch: ProxyOwner {
    let proxy: OpaquePointer
    private unowned let display: WaylandDisplay
    private let version: UInt32
    private var timestamps: InputTimestamps?
    /// The window each finger down now landed on.
    private var targets: [Int32: WeakTarget] = [:]
    /// Windows that got events in the open frame, which `.touchFrame` closes.
    private var framing: [WeakTarget] = []
    /// Where the open frame ends.
    private var grouping = TouchGrouping()
    /// The time of the open frame's latest event: its `.touchFrame` carries it, even when the
    /// event that closes it (a finger changing again) is newer.
    private var frameTime = 0.0
    /// The time of the latest event, for `frame` and `shape`, which carry none.
    private var latestTime = 0.0
    /// A nanosecond timestamp for the next event (`zwp_input_timestamps_v1`).
    private var stampedTime: Double?

    init(seat: OpaquePointer, display: WaylandDisplay) {
        proxy = wl_seat_get_touch(seat)
        self.display = display
        version = wl_proxy_get_version(proxy)
        wl_touch_add_listener(proxy, Self.listener, listenerData)
        attachTimestamps()
    }

    deinit {
        timestamps = nil
        // `release` is a request since version 3; older objects are only forgotten.
        if version >= 3 { wl_touch_release(proxy) } else { wl_touch_destroy(proxy) }
    }

    /// Takes nanosecond timestamps where the compositor offers them.
    func attachTimestamps() {
        guard timestamps == nil, let manager = display.inputTimestamps else { return }
        timestamps = InputTimestamps(manager: manager, touch: proxy) { [unowned self] nanoseconds in
            stampedTime = display.eventTime(nanoseconds: nanoseconds)
        }
    }

    /// The device goes away: every window with a finger down, or a frame open, cancels.
    func cancel(at time: Double) {
        takeAllTargets().forEach { $0.cancelInput(at: time) }
    }

    /// Every window with a finger down or a frame open, once each; afterwards none has any.
    private func takeAllTargets() -> [InputTarget] {
        var result: [InputTarget] = []
        for target in targets.values.compactMap(\.target) + framing.compactMap(\.target)
        where !result.contains(where: { $0 === target }) {
            result.append(target)
        }
        targets.removeAll()
        framing.removeAll()
        grouping.reset()
        return result
    }

    /// The event's time: the nanosecond stamp sent just before it, else its millisecond `time`.
    private func time(_ milliseconds: UInt32) -> Double {
        let time = stampedTime ?? display.eventTime(milliseconds: milliseconds)
        stampedTime = nil
        latestTime = time
        return time
    }

    /// The socket's queued events have been dispatched: closes the open frame where the
    /// compositor's framing says it is complete, or where the compositor sends no frames at all.
    func batchEnded() {
        if grouping.batchEnded() { closeFrame() }
    }

    /// Finger `id` changes: the open frame closes first when `id` already changed in it.
    private func willChange(_ id: Int32) {
        if grouping.change(of: id) { closeFrame() }
    }

    /// Sends `.touchFrame` to every window with events in the open frame.
    private func closeFrame() {
        let windows = framing.compactMap(\.target)
        framing.removeAll()
        windows.forEach { $0.deliver(.touchFrame, at: frameTime) }
    }

    private func send(_ event: InputEvent, to target: InputTarget, at time: Double) {
        if !framing.contains(where: { $0.target === target }) { framing.append(WeakTarget(target: target)) }
        frameTime = time
        target.deliver(event, at: time)
    }

    private func down(surface: OpaquePointer?, id: Int32, x: wl_fixed_t, y: wl_fixed_t, milliseconds: UInt32) {
        let time = time(milliseconds)
        guard let target = display.inputTarget(for: surface) else {
            display.oddities.note("touch-foreign-surface", "a touch landed on a surface that is not ours: ignored")
            return
        }
        willChange(id)
        targets[id] = WeakTarget(target: target)
        send(.touchDown(id: id, location: point(x, y)), to: target, at: time)
    }

    private func motion(id: Int32, x: wl_fixed_t, y: wl_fixed_t, milliseconds: UInt32) {
        let time = time(milliseconds)
        guard let target = targets[id]?.target else { return noteUnknown(id) }
        willChange(id)
        send(.touchMotion(id: id, location: point(x, y)), to: target, at: time)
    }

    private func up(id: Int32, milliseconds: UInt32) {
        let time = time(milliseconds)
        guard let target = targets[id]?.target else {
            targets[id] = nil
            return noteUnknown(id)
        }
        willChange(id)
        targets[id] = nil
        send(.touchUp(id: id), to: target, at: time)
        // The router closes a window's frame itself when its last finger lifts (weston and
        // mutter send no frame then): that window's frame is no longer open.
        if !targets.values.contains(where: { $0.target === target }) {
            framing.removeAll { $0.target === target || $0.target == nil }
            if framing.isEmpty { grouping.reset() }
        }
    }

    private func shape(id: Int32, major: wl_fixed_t, minor: wl_fixed_t) {
        guard let target = targets[id]?.target else { return noteUnknown(id) }
        grouping.detail()
        send(.touchShape(id: id, major: number(major), minor: number(minor)), to: target, at: latestTime)
    }

    /// Motion, lift or shape of a finger that never landed on our surface (or already lifted).
    private func noteUnknown(_ id: Int32) {
        display.oddities.note(
            "touch-unknown-id", "touch events for id \(id), which is not down on our surface: ignored")
    }

    /// Marks the open frame complete; it closes at the end of the batch (see ``TouchGrouping``).
    private func frame() {
        grouping.frame()
    }

    /// The compositor took the touch sequence (a system gesture): every window with a touch
    /// down cancels, and no id stays down.
    private func cancelled() {
        let time = display.timebase.now
        takeAllTargets().forEach { $0.deliver(.touchCancel, at: time) }
    }

    nonisolated(unsafe) private static let listener = ListenerTable.make(
        wl_touch_listener(
            down: { data, _, _, time, surface, id, x, y in
                owner(data).down(surface: surface, id: id, x: x, y: y, milliseconds: time)
            },
            up: { data, _, _, time, id in owner(data).up(id: id, milliseconds: time) },
            motion: { data, _, time, id, x, y in owner(data).motion(id: id, x: x, y: y, milliseconds: time) },
            frame: { data, _ in owner(data).frame() },
            cancel: { data, _ in owner(data).cancelled() },
            shape: { data, _, id, major, minor in owner(data).shape(id: id, major: major, minor: minor) },
            // Version 6: the contact ellipse's angle. The engine uses only its size.
            orientation: { _, _, _, _ in }))
}
