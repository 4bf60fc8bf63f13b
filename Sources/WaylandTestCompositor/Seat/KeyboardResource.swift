internal import CWaylandServerProtocols
import Glibc

/// `wl_keyboard`: gets the keymap (a memfd the client maps privately, as version 7 requires)
/// and repeat info on creation, then the key events the test makes.
final class KeyboardResource: Resource {
    /// The only request, release (version 3 on).
    override class var destructor: UInt32? { 0 }

    func sendKeymap() {
        guard let handle else { return }
        if let text = state.keymap.text, case let descriptor = makeSharedMemoryFile(named: "keymap", containing: text),
            descriptor >= 0
        {
            // libwayland duplicates the descriptor when it queues the event.
            wl_keyboard_send_keymap(
                handle, WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1.rawValue, descriptor,
                UInt32(text.utf8.count + 1))
            close(descriptor)
        } else if case let descriptor = open("/dev/null", O_RDONLY | O_CLOEXEC), descriptor >= 0 {
            wl_keyboard_send_keymap(handle, WL_KEYBOARD_KEYMAP_FORMAT_NO_KEYMAP.rawValue, descriptor, 0)
            close(descriptor)
        }
        if supports(WL_KEYBOARD_REPEAT_INFO_SINCE_VERSION) {
            // 25 keys per second after 600 ms: the X server's default autorepeat.
            wl_keyboard_send_repeat_info(handle, 25, 600)
        }
    }

    func enter(serial: UInt32, surface: Surface, pressedKeys: [UInt32]) {
        guard let handle, let surfaceHandle = surface.handle else { return }
        withWaylandArray(of: pressedKeys) { wl_keyboard_send_enter(handle, serial, surfaceHandle, $0) }
    }

    func leave(serial: UInt32, surface: Surface) {
        guard let handle, let surfaceHandle = surface.handle else { return }
        wl_keyboard_send_leave(handle, serial, surfaceHandle)
    }

    func key(serial: UInt32, key: UInt32, pressed: Bool) {
        guard let handle else { return }
        state.sendTimestamps(for: self)
        wl_keyboard_send_key(handle, serial, state.milliseconds, key, pressed ? 1 : 0)
    }

    func modifiers(serial: UInt32, depressed: UInt32, latched: UInt32, locked: UInt32, group: UInt32) {
        guard let handle else { return }
        wl_keyboard_send_modifiers(handle, serial, depressed, latched, locked, group)
    }

    override func resourceDestroyed() {
        state.keyboards.removeAll { $0 === self }
    }
}
