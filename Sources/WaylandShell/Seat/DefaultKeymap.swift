internal import CXKBCommon
import GestureKit
import Glibc
import HostSystem

/// xkbcommon's default keymap, compiled once from the system's XKB data, for ``KeyTyping``.
/// Each question uses a state of its own, and one question is asked at a time: a keymap shares its
/// context's table of names, which xkbcommon changes without a lock while states are made and
/// asked (AddressSanitizer caught one thread reading a name another had just freed, with scene
/// files parsed on several threads at once in the tests).
final class DefaultKeymap: @unchecked Sendable {
    /// nil when no keymap can be compiled (the XKB data is not installed).
    static let shared = DefaultKeymap()

    /// The layout the default keymap has: `XKB_DEFAULT_LAYOUT`, else xkbcommon's own default, `us`.
    static var layoutName: String {
        getenv("XKB_DEFAULT_LAYOUT").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "us"
    }

    private let keymap: OpaquePointer
    private let keys: ClosedRange<UInt32>
    /// The key that gives each modifier unmodified (Control_L, Alt_L, Shift_L, Super_L).
    private var modifierKeys: [(KeyModifiers, UInt32)] = []
    /// Each key's keysym with nothing held and no lock on.
    private var plain: [UInt32: xkb_keysym_t] = [:]
    /// The keymap, held while xkbcommon is asked anything. (A lock over a value of no size made
    /// the thread sanitizer see the lock's own object as the guarded variable.)
    private let asking: Locked<OpaquePointer>

    private init?() {
        guard let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else { return nil }
        defer { xkb_context_unref(context) }
        guard let keymap = xkb_keymap_new_from_names(context, nil, XKB_KEYMAP_COMPILE_NO_FLAGS) else { return nil }
        self.keymap = keymap
        asking = Locked(keymap)
        keys = xkb_keymap_min_keycode(keymap)...xkb_keymap_max_keycode(keymap)
        let state = xkb_state_new(keymap)
        defer { xkb_state_unref(state) }
        for key in keys { plain[key] = xkb_state_key_get_one_sym(state, key) }
        for (modifier, name) in [
            (KeyModifiers.control, "Control_L"), (.alt, "Alt_L"), (.shift, "Shift_L"), (.super, "Super_L"),
        ] {
            let symbol = xkb_keysym_from_name(name, XKB_KEYSYM_NO_FLAGS)
            if let key = keys.first(where: { plain[$0] == symbol }) { modifierKeys.append((modifier, key)) }
        }
    }

    deinit {
        xkb_keymap_unref(keymap)
    }

    /// The names that keys giving one of `targets` (on their own, or with `modifiers` held) send
    /// with `modifiers` held: pressed in every order, with Caps Lock and Num Lock each on and off.
    /// Empty when none can be typed.
    func namesSent(typing targets: Set<xkb_keysym_t>, holding modifiers: KeyModifiers) -> Set<String> {
        asking.withLock { _ in names(typing: targets, holding: modifiers) }
    }

    private func names(typing targets: Set<xkb_keysym_t>, holding modifiers: KeyModifiers) -> Set<String> {
        let pressed = modifierKeys.filter { modifiers.contains($0.0) }
        guard pressed.count == ModifierNames.all.filter({ modifiers.contains($0.0) }).count else { return [] }
        var names = Set<String>()
        for order in Self.orders(of: pressed) {
            for locks in lockMasks {
                guard let state = xkb_state_new(keymap) else { continue }
                defer { xkb_state_unref(state) }
                xkb_state_update_mask(state, 0, 0, locks, 0, 0, 0)
                guard press(order, in: state) else { continue }
                for key in keys {
                    let symbol = xkb_state_key_get_one_sym(state, key)
                    guard symbol != 0, targets.contains(symbol) || targets.contains(plain[key] ?? 0) else { continue }
                    if let name = KeyName.name(of: symbol) { names.insert(name) }
                }
            }
        }
        return names
    }

    /// Presses the modifier keys in `order`; false when one of them does not arrive as its
    /// modifier (what the app counts as held comes from the names the keys arrive as).
    private func press(_ order: [(KeyModifiers, UInt32)], in state: OpaquePointer) -> Bool {
        for (modifier, key) in order {
            let name = KeyName.name(of: xkb_state_key_get_one_sym(state, key)) ?? ""
            guard KeyModifiers(keyName: name) == modifier else { return false }
            xkb_state_update_key(state, key, XKB_KEY_DOWN)
        }
        return true
    }

    /// No lock, Caps Lock, Num Lock, both: as masks in this keymap.
    private var lockMasks: [UInt32] {
        let caps = mask(XKB_MOD_NAME_CAPS), num = mask(XKB_MOD_NAME_NUM)
        return Array(Set([0, caps, num, caps | num]))
    }

    private func mask(_ name: String) -> UInt32 {
        let index = xkb_keymap_mod_get_index(keymap, name)
        return index == XKB_MOD_INVALID ? 0 : 1 << index
    }

    /// Every order of `items` (at most 4! = 24 for the four modifiers).
    private static func orders<T>(of items: [T]) -> [[T]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index in
            var rest = items
            let first = rest.remove(at: index)
            return orders(of: rest).map { [first] + $0 }
        }
    }
}
