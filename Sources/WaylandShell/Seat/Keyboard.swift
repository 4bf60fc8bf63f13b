internal import CWaylandClient
import GestureKit
import Glibc

/// `wl_keyboard`: keys for the window with keyboard focus, named by their keysym through
/// xkbcommon and the keymap the compositor sends (a shared-memory file).
///
/// A key is released under the name it was pressed with, whatever the modifiers did meanwhile.
/// Keys still down when focus leaves are released then, so no modifier sticks. Key repeat is
/// not generated: the app's keys (Escape, F11, 1–4) act once.
final class Keyboard: ProxyOwner {
    let proxy: OpaquePointer
    private unowned let display: WaylandDisplay
    private let version: UInt32
    private let layout = KeyboardLayout()
    private var focus = WeakTarget()
    /// Keys down now (evdev codes) and the names they were pressed as.
    private var held: [UInt32: String] = [:]

    init(seat: OpaquePointer, display: WaylandDisplay) {
        proxy = wl_seat_get_keyboard(seat)
        self.display = display
        version = wl_proxy_get_version(proxy)
        wl_keyboard_add_listener(proxy, Self.listener, listenerData)
    }

    deinit {
        if version >= 3 { wl_keyboard_release(proxy) } else { wl_keyboard_destroy(proxy) }
    }

    /// The device goes away: whatever it held is released.
    func cancel(at time: Double) {
        releaseAll(at: time)
        focus = WeakTarget()
    }

    private func keymap(format: UInt32, descriptor: Int32, size: UInt32) {
        defer { close(descriptor) }
        guard format == WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1.rawValue, size > 0, let layout else {
            display.oddities.note("no-keymap", "the keyboard has no XKB keymap: keys are ignored")
            return
        }
        // MAP_PRIVATE: since wl_seat version 7 the compositor may share one read-only file.
        let length = Int(size)
        guard let memory = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0), memory != MAP_FAILED else {
            display.oddities.note("keymap-mmap", "cannot map the keymap: \(systemError(errno))")
            return
        }
        defer { munmap(memory, length) }
        if !layout.load(text: memory, length: length) {
            display.oddities.note("keymap-compile", "xkbcommon could not compile the compositor's keymap")
        }
    }

    private func entered(surface: OpaquePointer?, keys: UnsafeMutablePointer<wl_array>?) {
        guard let target = display.inputTarget(for: surface) else {
            focus = WeakTarget()
            return
        }
        focus = WeakTarget(target: target)
        // Modifiers already held (Ctrl pressed in another window) count from now on; other keys
        // were pressed elsewhere and are not ours.
        let now = display.timebase.now
        for key in uint32Values(of: keys) {
            guard let name = layout?.keysymName(evdevKey: key), KeyModifiers(keyName: name) != nil else { continue }
            held[key] = name
            target.deliver(.key(name, pressed: true), at: now)
        }
    }

    private func left() {
        releaseAll(at: display.timebase.now)
        focus = WeakTarget()
    }

    private func key(_ key: UInt32, state: UInt32, milliseconds: UInt32) {
        guard let target = focus.target else { return }
        let time = display.eventTime(milliseconds: milliseconds)
        if state == WL_KEYBOARD_KEY_STATE_PRESSED.rawValue {
            guard let name = layout?.keysymName(evdevKey: key) else { return }
            held[key] = name
            target.deliver(.key(name, pressed: true), at: time)
        } else if let name = held.removeValue(forKey: key) {
            target.deliver(.key(name, pressed: false), at: time)
        }
    }

    private func releaseAll(at time: Double) {
        let released = held
        held.removeAll()
        guard let target = focus.target else { return }
        for name in released.values { target.deliver(.key(name, pressed: false), at: time) }
    }

    nonisolated(unsafe) private static let listener = ListenerTable.make(
        wl_keyboard_listener(
            keymap: { data, _, format, descriptor, size in
                owner(data).keymap(format: format, descriptor: descriptor, size: size)
            },
            enter: { data, _, _, surface, keys in owner(data).entered(surface: surface, keys: keys) },
            leave: { data, _, _, _ in owner(data).left() },
            key: { data, _, _, time, key, state in owner(data).key(key, state: state, milliseconds: time) },
            modifiers: { data, _, _, depressed, latched, locked, group in
                owner(data).layout?.updateModifiers(
                    depressed: depressed, latched: latched, locked: locked, group: group)
            },
            // Version 4: the compositor's repeat rate; we generate no repeats.
            repeat_info: { _, _, _, _ in }))
}
