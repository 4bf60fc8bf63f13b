internal import CWaylandClient
import GestureKit

/// `wl_touch`: fingers on a touchscreen, forwarded to the window each finger landed on.
///
/// The protocol's contract, as the engine relies on it:
/// - Coordinates are surface-local, in logical points; ids are unique only while a finger is
///   down and are reused after `up`.
/// - `down`, `motion`, `up` and `shape` belong together until `frame`. Compositors differ in
///   how they send `frame` (cage 0.1.4 never does, mutter 43 sends one per finger, weston and
///   mutter none after the last finger lifts), so `frame` is forwarded as a hint
///   (`.touchDeviceFrame`), and so is the end of each batch of events read from the socket
///   (`.inputBatchEnded`, ``batchEnded()``): the engine's router alone decides where a group ends.
/// - `cancel` takes every touch: afterwards nothing of this device is down anywhere.
/// - A finger that lands on a surface that is not ours is ignored until it lifts.
final class Touch: ProxyOwner {
    let proxy: OpaquePointer
    private unowned let display: WaylandDisplay
    private let version: UInt32
    private var timestamps: InputTimestamps?
    /// The window each finger down now landed on.
    private var targets: [Int32: WeakTarget] = [:]
    /// Windows that got touch events in this batch, which its end is told to.
    private var framing: [WeakTarget] = []
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
        return result
    }

    /// The event's time: the nanosecond stamp sent just before it, else its millisecond `time`.
    private func time(_ milliseconds: UInt32) -> Double {
        let time = stampedTime ?? display.eventTime(milliseconds: milliseconds)
        stampedTime = nil
        latestTime = time
        return time
    }

    /// The socket's queued events have been dispatched: every window that got touch events in
    /// this batch is told, and its router ends the groups the compositor left open.
    func batchEnded() {
        let windows = framing.compactMap(\.target)
        framing.removeAll()
        windows.forEach { $0.deliver(.inputBatchEnded, at: latestTime) }
    }

    private func send(_ event: InputEvent, to target: InputTarget, at time: Double) {
        if !framing.contains(where: { $0.target === target }) { framing.append(WeakTarget(target: target)) }
        target.deliver(event, at: time)
    }

    private func down(surface: OpaquePointer?, id: Int32, x: wl_fixed_t, y: wl_fixed_t, milliseconds: UInt32) {
        let time = time(milliseconds)
        guard let target = display.inputTarget(for: surface) else {
            display.oddities.note("touch-foreign-surface", "a touch landed on a surface that is not ours: ignored")
            return
        }
        targets[id] = WeakTarget(target: target)
        send(.touchDown(id: id, location: point(x, y)), to: target, at: time)
    }

    private func motion(id: Int32, x: wl_fixed_t, y: wl_fixed_t, milliseconds: UInt32) {
        let time = time(milliseconds)
        guard let target = targets[id]?.target else { return noteUnknown(id) }
        send(.touchMotion(id: id, location: point(x, y)), to: target, at: time)
    }

    private func up(id: Int32, milliseconds: UInt32) {
        let time = time(milliseconds)
        guard let target = targets[id]?.target else {
            targets[id] = nil
            return noteUnknown(id)
        }
        targets[id] = nil
        send(.touchUp(id: id), to: target, at: time)
    }

    private func shape(id: Int32, major: wl_fixed_t, minor: wl_fixed_t) {
        guard let target = targets[id]?.target else { return noteUnknown(id) }
        send(.touchShape(id: id, major: number(major), minor: number(minor)), to: target, at: latestTime)
    }

    /// Motion, lift or shape of a finger that never landed on our surface (or already lifted).
    private func noteUnknown(_ id: Int32) {
        display.oddities.note(
            "touch-unknown-id", "touch events for id \(id), which is not down on our surface: ignored")
    }

    /// The compositor says its group is complete: a hint for every window in this batch (the
    /// router ends the group with the batch, see GestureKit's `TouchGrouping`).
    private func frame() {
        // A frame read in a later batch than its events still belongs to the windows they went
        // to: every window with a finger down hears it, and then the end of this batch.
        for target in targets.values.compactMap(\.target) where !framing.contains(where: { $0.target === target }) {
            framing.append(WeakTarget(target: target))
        }
        framing.compactMap(\.target).forEach { $0.deliver(.touchDeviceFrame, at: latestTime) }
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
