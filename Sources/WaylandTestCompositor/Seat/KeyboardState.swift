internal import CXKBCommon

/// The modifiers a real compositor derives from the keys pressed: an xkb state over the keymap the
/// keyboards were sent, updated key by key, whose masks go out as `wl_keyboard.modifiers`.
final class KeyboardState {
    /// The masks `wl_keyboard.modifiers` carries.
    struct Masks: Equatable {
        var depressed: UInt32
        var latched: UInt32
        var locked: UInt32
        var group: UInt32
    }

    private let context: OpaquePointer
    private let keymap: OpaquePointer
    private let state: OpaquePointer

    /// nil when the keymap text is missing or does not compile.
    init?(keymapText: String?) {
        guard let keymapText, let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else { return nil }
        guard
            let keymap = xkb_keymap_new_from_string(
                context, keymapText, XKB_KEYMAP_FORMAT_TEXT_V1, XKB_KEYMAP_COMPILE_NO_FLAGS)
        else {
            xkb_context_unref(context)
            return nil
        }
        guard let state = xkb_state_new(keymap) else {
            xkb_keymap_unref(keymap)
            xkb_context_unref(context)
            return nil
        }
        (self.context, self.keymap, self.state) = (context, keymap, state)
    }

    deinit {
        xkb_state_unref(state)
        xkb_keymap_unref(keymap)
        xkb_context_unref(context)
    }

    /// Presses or releases `key` (an evdev code); the new masks when the modifiers changed.
    func update(key: UInt32, pressed: Bool) -> Masks? {
        // XKB key codes are evdev codes plus 8.
        let changed = xkb_state_update_key(state, key + 8, pressed ? XKB_KEY_DOWN : XKB_KEY_UP)
        guard changed.rawValue != 0 else { return nil }
        return Masks(
            depressed: xkb_state_serialize_mods(state, XKB_STATE_MODS_DEPRESSED),
            latched: xkb_state_serialize_mods(state, XKB_STATE_MODS_LATCHED),
            locked: xkb_state_serialize_mods(state, XKB_STATE_MODS_LOCKED),
            group: xkb_state_serialize_layout(state, XKB_STATE_LAYOUT_EFFECTIVE))
    }
}
