internal import CXKBCommon
import GestureKit
import Glibc

/// What a keyboard sends when a key is typed with modifiers held, worked out with xkbcommon on
/// its default keymap (the `XKB_DEFAULT_RULES`, `…_MODEL`, `…_LAYOUT`, `…_VARIANT` and
/// `…_OPTIONS` variables where set, else a US pc105 keyboard): the check behind a kiosk's quit
/// chord, which must be typeable or the kiosk cannot be quit.
///
/// Modifiers change the key's name: Shift+Tab arrives as `ISO_Left_Tab`, Shift+Q as `Q`, Caps
/// Lock turns `q` into `Q`, and Ctrl+Alt+F1 becomes `XF86Switch_VT_1`, which the compositor keeps
/// to switch consoles. So the chord is typed as a person would: each modifier key pressed (in every
/// order; Shift then Alt gives `Meta_L`), then each key that gives the chord's key (on its own, or
/// with these modifiers), with Caps Lock and Num Lock each on and off. What those keys send is
/// what the chord must match.
///
/// ```swift
/// let typed = try KeyTyping.typing("Tab", holding: [.control, .alt, .shift])
/// typed.sentNames   // ["ISO_Left_Tab"]
/// ```
public enum KeyTyping {
    /// A key that can be typed with its modifiers.
    public struct Typed: Equatable, Sendable {
        /// The key's xkb name as a key cap shows it, lower case for letters (`q`, `Tab`, `space`).
        public let key: String
        /// Every name the key arrives as with the modifiers held (`ISO_Left_Tab` for Shift+Tab;
        /// `Q` and `q` for Shift+Q, Caps Lock on or off).
        public let sentNames: Set<String>
        /// False when no keymap could be compiled (no XKB data installed): the key name was
        /// checked, but not that a keyboard can type it, and `sentNames` holds its name as written
        /// and, for a letter, its other case.
        public let isCheckedOnAKeymap: Bool
    }

    /// Why a key cannot be typed.
    public enum Refusal: Error, Equatable, CustomStringConvertible {
        /// xkb knows no key by this name.
        case unknownKey(String)
        /// The key is itself a modifier, so pressing it changes what is held.
        case modifierKey(String)
        /// No key of the default keymap gives this key with these modifiers held.
        case notTypeable(key: String, modifiers: String, layout: String)
        /// The chord arrives as a key compositors keep for themselves.
        case keptByTheCompositor(chord: String, sent: String)

        public var description: String {
            switch self {
            case .unknownKey(let name):
                "\(KeyName.quoted(name)) is not a key name xkb knows (names are xkb's keysyms, like Q, F12, "
                    + "Escape, space or Tab)"
            case .modifierKey(let name):
                "\(name) is a modifier; a chord ends with a key that is not one, like Ctrl+Alt+Q"
            case .notTypeable(let key, let modifiers, let layout):
                "no key of the default keyboard (\(layout)) gives \(key) with \(modifiers) held, so it cannot be typed"
            case .keptByTheCompositor(let chord, let sent):
                "\(chord) arrives as \(sent), which compositors keep for themselves (switching consoles)"
            }
        }
    }

    /// What typing `key` (an xkb keysym name, any case: `Q`, `tab`, `Space`, `F12`) with
    /// `modifiers` held sends.
    ///
    /// - Throws: ``Refusal`` when the name is not a key, is a modifier, or no key of the default
    ///   keymap types it with these modifiers held.
    public static func typing(_ key: String, holding modifiers: KeyModifiers) throws(Refusal) -> Typed {
        guard let symbol = KeyName.symbol(named: key) else { throw .unknownKey(key) }
        let name = KeyName.name(of: xkb_keysym_to_lower(symbol)) ?? key
        if KeyModifiers(keyName: name) != nil || KeyModifiers(keyName: KeyName.name(of: symbol) ?? "") != nil {
            throw .modifierKey(KeyName.name(of: symbol) ?? key)
        }
        let targets: Set<xkb_keysym_t> = [symbol, xkb_keysym_to_lower(symbol), xkb_keysym_to_upper(symbol)]
        guard let keymap = DefaultKeymap.shared else {
            let written = Set(targets.compactMap(KeyName.name(of:)))
            return Typed(key: name, sentNames: written, isCheckedOnAKeymap: false)
        }
        let sent = keymap.namesSent(typing: targets, holding: modifiers)
        let written = KeyName.name(of: symbol) ?? key
        guard !sent.isEmpty else {
            throw .notTypeable(
                key: written, modifiers: modifiers.isEmpty ? "no modifier" : ModifierNames.text(modifiers),
                layout: DefaultKeymap.layoutName)
        }
        if let kept = sent.sorted().first(where: KeyName.isKeptByCompositors) {
            throw .keptByTheCompositor(chord: ModifierNames.chord(modifiers, key: written), sent: kept)
        }
        return Typed(key: name, sentNames: sent, isCheckedOnAKeymap: true)
    }
}

/// Names of keysyms, as xkbcommon spells them.
enum KeyName {
    /// The keysym called `name`, spelled exactly or else in any case (`Space` is `space`).
    static func symbol(named name: String) -> xkb_keysym_t? {
        for flags in [XKB_KEYSYM_NO_FLAGS, XKB_KEYSYM_CASE_INSENSITIVE] {
            let symbol = xkb_keysym_from_name(name, flags)
            if symbol != 0 { return symbol }  // 0: XKB_KEY_NoSymbol
        }
        return nil
    }

    /// xkb's name for `symbol`; nil for NoSymbol.
    static func name(of symbol: xkb_keysym_t) -> String? {
        guard symbol != 0 else { return nil }
        var name = [CChar](repeating: 0, count: 64)
        guard xkb_keysym_get_name(symbol, &name, name.count) > 0 else { return nil }
        return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Console switching (`XF86Switch_VT_1`…`12`) and `Terminate_Server`: compositors act on these
    /// and never pass them to a window.
    static func isKeptByCompositors(_ name: String) -> Bool {
        name.hasPrefix("XF86Switch_VT_") || name == "Terminate_Server"
    }

    /// A name from a file as a message shows it (``WaylandSocketVariable/quoted(_:)``).
    static func quoted(_ name: String) -> String {
        WaylandSocketVariable.quoted(name)
    }
}

/// "Ctrl+Alt+Shift": modifiers as a chord writes them.
enum ModifierNames {
    static let all: [(KeyModifiers, String)] = [
        (.control, "Ctrl"), (.alt, "Alt"), (.shift, "Shift"), (.super, "Super"),
    ]

    static func text(_ modifiers: KeyModifiers) -> String {
        all.filter { modifiers.contains($0.0) }.map(\.1).joined(separator: "+")
    }

    /// "Ctrl+Alt+F1".
    static func chord(_ modifiers: KeyModifiers, key: String) -> String {
        modifiers.isEmpty ? key : "\(text(modifiers))+\(key)"
    }
}
