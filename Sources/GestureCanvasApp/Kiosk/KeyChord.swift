import Foundation
import GestureKit

/// A key with the modifiers that must be held with it, written `Ctrl+Alt+Shift+Q`.
///
/// ```swift
/// let chord = try KeyChord(parsing: "Ctrl+Alt+Q")
/// chord.matches(keyPress)
/// ```
public struct KeyChord: Equatable, Sendable, CustomStringConvertible {
    public var modifiers: KeyModifiers
    /// The xkb keysym name, lower-cased for letters (`q`, `Escape`, `F12`).
    public var key: String

    public init(modifiers: KeyModifiers, key: String) {
        self.modifiers = modifiers
        self.key = key
    }

    /// Parses `Ctrl+Alt+Shift+Q` (modifiers `Ctrl`, `Alt`, `Shift`, `Super`, in any order and
    /// case, then one key); nil when it is not one.
    public init?(parsing text: String) {
        let parts = text.split(separator: "+", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard let last = parts.last, !last.isEmpty, parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        var modifiers: KeyModifiers = []
        for part in parts.dropLast() {
            switch part.lowercased() {
            case "ctrl", "control": modifiers.insert(.control)
            case "alt": modifiers.insert(.alt)
            case "shift": modifiers.insert(.shift)
            case "super", "logo", "meta": modifiers.insert(.super)
            default: return nil
            }
        }
        self.modifiers = modifiers
        key = Self.normalized(last)
    }

    /// Whether `press` is this chord: the key pressed with exactly these modifiers held.
    public func matches(_ press: InputRouter.KeyPress) -> Bool {
        press.isPressed && press.modifiers == modifiers && Self.normalized(press.name) == key
    }

    /// Letters compare without case: with Shift held xkb names `q` as `Q`.
    private static func normalized(_ name: String) -> String {
        name.count == 1 ? name.lowercased() : name
    }

    public var description: String {
        let names: [(KeyModifiers, String)] = [(.control, "Ctrl"), (.alt, "Alt"), (.shift, "Shift"), (.super, "Super")]
        return (names.filter { modifiers.contains($0.0) }.map(\.1) + [key.count == 1 ? key.uppercased() : key])
            .joined(separator: "+")
    }
}
