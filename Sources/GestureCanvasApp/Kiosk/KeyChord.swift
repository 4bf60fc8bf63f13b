import Foundation
import GestureKit
import WaylandShell

/// A key with the modifiers that must be held with it, written `Ctrl+Alt+Shift+Q`, checked when
/// it is made: the key must be one a keyboard can type with those modifiers held (WaylandShell's
/// `KeyTyping`, on xkbcommon's default keymap), or a kiosk whose only way out it is could never be
/// quit. It matches what the keyboard really sends for it: Shift+Tab arrives as `ISO_Left_Tab`,
/// Shift+Q as `Q` (or `q` with Caps Lock on).
///
/// ```swift
/// let chord = try KeyChord(parsing: "Ctrl+Alt+Shift+Q")
/// chord.matches(keyPress)
/// ```
public struct KeyChord: Equatable, Sendable, CustomStringConvertible {
    public let modifiers: KeyModifiers
    /// The key's xkb keysym name, lower case for letters (`q`, `Tab`, `space`, `F12`).
    public let key: String
    /// The names the key arrives as with ``modifiers`` held (see WaylandShell's `KeyTyping`).
    public let sentNames: Set<String>

    /// The chord for `key` (an xkb keysym name, any case) with `modifiers` held.
    ///
    /// - Throws: ``KeyChordError/cannotBeTyped(_:)`` when xkb knows no such key, it is a modifier
    ///   itself, or no key of the default keyboard types it with these modifiers.
    public init(modifiers: KeyModifiers, key: String) throws(KeyChordError) {
        do {
            let typed = try KeyTyping.typing(key, holding: modifiers)
            self.init(modifiers: modifiers, key: typed.key, sentNames: typed.sentNames)
        } catch {
            throw .cannotBeTyped(error)
        }
    }

    /// Parses and checks `Ctrl+Alt+Shift+Q`: modifiers `Ctrl`, `Alt`, `Shift`, `Super` in any order
    /// and case, then one key.
    ///
    /// - Throws: ``KeyChordError`` with the reason it is not a chord, or cannot be typed.
    public init(parsing text: String) throws(KeyChordError) {
        let parts = text.split(separator: "+", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard let last = parts.last, parts.allSatisfy({ !$0.isEmpty }) else { throw .malformed(text) }
        var modifiers: KeyModifiers = []
        for part in parts.dropLast() {
            guard let modifier = Self.modifier(named: part) else { throw .malformed(text) }
            modifiers.insert(modifier)
        }
        guard Self.modifier(named: last) == nil else { throw .endsWithModifier(last) }
        try self.init(modifiers: modifiers, key: last)
    }

    private init(modifiers: KeyModifiers, key: String, sentNames: Set<String>) {
        self.modifiers = modifiers
        self.key = key
        self.sentNames = sentNames
    }

    /// Ctrl+Alt+Shift+Q, which nobody presses by accident. Should the default keyboard lack a Q
    /// (an `XKB_DEFAULT_LAYOUT` without Latin letters), it matches the letter as named.
    public static let defaultQuit =
        (try? KeyChord(parsing: "Ctrl+Alt+Shift+Q"))
        ?? KeyChord(modifiers: [.control, .alt, .shift], key: "q", sentNames: ["q", "Q"])

    /// Whether `press` is this chord: the key pressed with exactly these modifiers held.
    public func matches(_ press: InputRouter.KeyPress) -> Bool {
        press.isPressed && press.modifiers == modifiers && sentNames.contains(press.name)
    }

    public var description: String {
        let names: [(KeyModifiers, String)] = [(.control, "Ctrl"), (.alt, "Alt"), (.shift, "Shift"), (.super, "Super")]
        return (names.filter { modifiers.contains($0.0) }.map(\.1) + [key.count == 1 ? key.uppercased() : key])
            .joined(separator: "+")
    }

    private static func modifier(named name: String) -> KeyModifiers? {
        switch name.lowercased() {
        case "ctrl", "control": .control
        case "alt": .alt
        case "shift": .shift
        case "super", "logo", "meta": .super
        default: nil
        }
    }
}

/// Why a text is not a chord a keyboard can type.
public enum KeyChordError: Error, Equatable, CustomStringConvertible {
    /// Not modifiers and a key joined by `+`.
    case malformed(String)
    /// The last part is a modifier (`Ctrl+Alt`).
    case endsWithModifier(String)
    /// The key is unknown, a modifier, or cannot be typed with these modifiers.
    case cannotBeTyped(KeyTyping.Refusal)

    public var description: String {
        switch self {
        case .malformed(let text):
            "expected modifiers and a key like \"Ctrl+Alt+Shift+Q\", not \"\(Quoted.value(text))\""
        case .endsWithModifier(let name):
            "ends with the modifier \(Quoted.value(name)); a chord needs a key after its modifiers, like Ctrl+Alt+Q"
        case .cannotBeTyped(let refusal):
            "\(refusal)"
        }
    }
}
