import CWaylandClient
import CWaylandProtocols
import Glibc

extension RawClient {
    /// Binds wl_seat (version 7: touch shape and orientation included) and logs its events.
    func bindSeat() throws -> OpaquePointer {
        let seat = try bind("wl_seat", gc_wl_seat_interface(), version: 7)
        wl_seat_add_listener(seat, SeatListeners.seat, data)
        return seat
    }

    func listen(touch: OpaquePointer) { wl_touch_add_listener(touch, SeatListeners.touch, data) }
    func listen(keyboard: OpaquePointer) { wl_keyboard_add_listener(keyboard, SeatListeners.keyboard, data) }
    func listen(pinch: OpaquePointer) {
        zwp_pointer_gesture_pinch_v1_add_listener(pinch, SeatListeners.pinch, data)
    }
    func listen(swipe: OpaquePointer) {
        zwp_pointer_gesture_swipe_v1_add_listener(swipe, SeatListeners.swipe, data)
    }
    func listen(hold: OpaquePointer) {
        zwp_pointer_gesture_hold_v1_add_listener(hold, SeatListeners.hold, data)
    }
    func listen(timestamps: OpaquePointer) {
        zwp_input_timestamps_v1_add_listener(timestamps, SeatListeners.timestamps, data)
    }
}

private func log(_ data: UnsafeMutableRawPointer?, _ line: String) { RawClient.from(data).events.append(line) }
private func number(_ fixed: wl_fixed_t) -> Double { wl_fixed_to_double(fixed) }

enum SeatListeners {
    nonisolated(unsafe) static let seat = Listeners.table(
        wl_seat_listener(
            capabilities: { data, _, capabilities in log(data, "wl_seat.capabilities \(capabilities)") },
            name: { data, _, name in log(data, "wl_seat.name \(String(cString: name!))") }))

    nonisolated(unsafe) static let touch = Listeners.table(
        wl_touch_listener(
            down: { data, _, _, time, _, id, x, y in
                log(data, "wl_touch.down \(id) \(number(x)) \(number(y)) t=\(time)")
            },
            up: { data, _, _, time, id in log(data, "wl_touch.up \(id) t=\(time)") },
            motion: { data, _, time, id, x, y in log(data, "wl_touch.motion \(id) \(number(x)) \(number(y)) t=\(time)")
            },
            frame: { data, _ in log(data, "wl_touch.frame") },
            cancel: { data, _ in log(data, "wl_touch.cancel") },
            shape: { data, _, id, major, minor in log(data, "wl_touch.shape \(id) \(number(major)) \(number(minor))") },
            orientation: { data, _, id, degrees in log(data, "wl_touch.orientation \(id) \(number(degrees))") }))

    nonisolated(unsafe) static let keyboard = Listeners.table(
        wl_keyboard_listener(
            keymap: { data, _, format, descriptor, size in
                // Map it as a client must (MAP_PRIVATE since wl_seat version 7) to prove it is real.
                var line = "wl_keyboard.keymap \(format) \(size)"
                if let memory = mmap(nil, Int(size), PROT_READ, MAP_PRIVATE, descriptor, 0), memory != MAP_FAILED {
                    line +=
                        String(cString: memory.assumingMemoryBound(to: CChar.self)).hasPrefix("xkb_keymap")
                        ? " xkb" : " ?"
                    munmap(memory, Int(size))
                }
                close(descriptor)
                log(data, line)
            },
            enter: { data, _, _, _, _ in log(data, "wl_keyboard.enter") },
            leave: { data, _, _, _ in log(data, "wl_keyboard.leave") },
            key: { data, _, _, time, key, pressed in log(data, "wl_keyboard.key \(key) \(pressed) t=\(time)") },
            modifiers: { data, _, _, depressed, _, locked, _ in
                log(data, "wl_keyboard.modifiers \(depressed) \(locked)")
            },
            repeat_info: { data, _, rate, delay in log(data, "wl_keyboard.repeat_info \(rate) \(delay)") }))

    nonisolated(unsafe) static let pinch = Listeners.table(
        zwp_pointer_gesture_pinch_v1_listener(
            begin: { data, _, _, _, _, fingers in log(data, "pinch.begin \(fingers)") },
            update: { data, _, _, dx, dy, scale, rotation in
                log(data, "pinch.update \(number(dx)) \(number(dy)) \(number(scale)) \(number(rotation))")
            },
            end: { data, _, _, _, cancelled in log(data, "pinch.end \(cancelled)") }))

    nonisolated(unsafe) static let swipe = Listeners.table(
        zwp_pointer_gesture_swipe_v1_listener(
            begin: { data, _, _, _, _, fingers in log(data, "swipe.begin \(fingers)") },
            update: { data, _, _, dx, dy in log(data, "swipe.update \(number(dx)) \(number(dy))") },
            end: { data, _, _, _, cancelled in log(data, "swipe.end \(cancelled)") }))

    nonisolated(unsafe) static let hold = Listeners.table(
        zwp_pointer_gesture_hold_v1_listener(
            begin: { data, _, _, _, _, fingers in log(data, "hold.begin \(fingers)") },
            end: { data, _, _, _, cancelled in log(data, "hold.end \(cancelled)") }))

    nonisolated(unsafe) static let timestamps = Listeners.table(
        zwp_input_timestamps_v1_listener(
            timestamp: { data, _, high, low, nanoseconds in
                log(data, "timestamp \(UInt64(high) << 32 | UInt64(low)) \(nanoseconds)")
            }))
}
