internal import CXKBCommon
import Glibc

/// xkbcommon's view of one keyboard: the keymap the compositor sent and the modifier state it
/// keeps telling us, which together turn a key code into a keysym name (`Escape`, `q`, `Q`).
final class KeyboardLayout {
    private let context: OpaquePointer
    private var keymap: OpaquePointer?
    private var state: OpaquePointer?

    init?() {
        guard let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else { return nil }
        self.context = context
    }

    deinit {
        xkb_state_unref(state)
        xkb_keymap_unref(keymap)
        xkb_context_unref(context)
    }

    /// Whether a keymap is loaded.
    var isReady: Bool { state != nil }

    /// Compiles a keymap in XKB's text format (`length` bytes, a NUL may end it early).
    func load(text: UnsafeRawPointer, length: Int) -> Bool {
        let characters = text.assumingMemoryBound(to: CChar.self)
        let used = strnlen(characters, length)
        guard
            let newKeymap = xkb_keymap_new_from_buffer(
                context, characters, used, XKB_KEYMAP_FORMAT_TEXT_V1, XKB_KEYMAP_COMPILE_NO_FLAGS),
            let newState = xkb_state_new(newKeymap)
        else { return false }
        xkb_state_unref(state)
        xkb_keymap_unref(keymap)
        keymap = newKeymap
        state = newState
        return true
    }

    /// The keysym name for an evdev key code under the current modifiers; nil for keys that
    /// produce nothing.
    func keysymName(evdevKey key: UInt32) -> String? {
        guard let state else { return nil }
        // XKB key codes are evdev codes plus 8, a legacy of X11's reserved range.
        let symbol = xkb_state_key_get_one_sym(state, key + 8)
        guard symbol != 0 else { return nil }  // XKB_KEY_NoSymbol
        var name = [CChar](repeating: 0, count: 64)
        guard xkb_keysym_get_name(symbol, &name, name.count) > 0 else { return nil }
        return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `wl_keyboard.modifiers`: the compositor's word on which modifiers and group are active.
    func updateModifiers(depressed: UInt32, latched: UInt32, locked: UInt32, group: UInt32) {
        guard let state else { return }
        xkb_state_update_mask(state, depressed, latched, locked, 0, 0, group)
    }
}
