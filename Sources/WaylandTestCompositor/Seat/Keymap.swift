internal import CXKBCommon
import Glibc

/// The keymap every `wl_keyboard` receives: a US layout that xkbcommon compiles from the
/// system's XKB data (the xkb-data package), as text, with the modifier bits it defines.
struct Keymap {
    /// The keymap in XKB text format; nil when it could not be compiled (the keyboard then
    /// gets wl_keyboard.keymap_format.no_keymap).
    let text: String?
    /// Bit masks for `TestCompositor.Modifiers`, in the keymap's modifier numbering.
    let masks: [(modifier: TestCompositor.Modifiers, mask: UInt32)]

    static func compile() -> Keymap {
        // The xkeyboard-config names any desktop uses for a US keyboard.
        guard let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else { return fallback }
        defer { xkb_context_unref(context) }
        let keymap: OpaquePointer? = "evdev".withCString { rules in
            "pc105".withCString { model in
                "us".withCString { layout in
                    var names = xkb_rule_names(rules: rules, model: model, layout: layout, variant: nil, options: nil)
                    return xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS)
                }
            }
        }
        guard let keymap else { return fallback }
        defer { xkb_keymap_unref(keymap) }
        guard let cText = xkb_keymap_get_as_string(keymap, XKB_KEYMAP_FORMAT_TEXT_V1) else { return fallback }
        defer { free(cText) }
        let masks = modifierNames.map { modifier, name in
            let index = xkb_keymap_mod_get_index(keymap, name)
            return (modifier, index == XKB_MOD_INVALID ? 0 : UInt32(1) << index)
        }
        return Keymap(text: String(cString: cText), masks: masks)
    }

    /// The mask for `modifiers` in this keymap's numbering.
    func mask(for modifiers: TestCompositor.Modifiers) -> UInt32 {
        masks.reduce(0) { modifiers.contains($1.modifier) ? $0 | $1.mask : $0 }
    }

    /// Real modifier names in XKB (xkbcommon-names.h): Mod1 is Alt, Mod2 Num Lock, Mod4 Logo.
    private static let modifierNames: [(TestCompositor.Modifiers, String)] = [
        (.shift, "Shift"), (.capsLock, "Lock"), (.control, "Control"),
        (.alt, "Mod1"), (.numLock, "Mod2"), (.logo, "Mod4"),
    ]

    /// No keymap; masks in the core X11 numbering that every xkeyboard-config keymap keeps.
    private static let fallback = Keymap(
        text: nil,
        masks: [
            (.shift, 1 << 0), (.capsLock, 1 << 1), (.control, 1 << 2),
            (.alt, 1 << 3), (.numLock, 1 << 4), (.logo, 1 << 6),
        ])
}
