import GestureKit
import Testing

@testable import WaylandShell

/// What typing a chord sends, worked out on xkbcommon's default keymap (a US keyboard here), and
/// the chords nobody can type. (Typing them for real, through a compositor's keyboard:
/// `KioskChordTypingTests`.)
@Suite("Typing key chords")
struct KeyTypingTests {
    /// A key, the modifiers held, the key's name, and the names it arrives as.
    static let typeable: [(String, KeyModifiers, String, Set<String>)] = [
        ("Tab", [.control, .alt, .shift], "Tab", ["ISO_Left_Tab"]),
        ("Space", [.control, .alt], "space", ["space"]),
        ("Q", [.control, .alt, .shift], "q", ["Q", "q"]),
        // Caps Lock on: q arrives as Q.
        ("q", [.control, .alt], "q", ["q", "Q"]),
        ("1", [.control, .alt, .shift], "1", ["exclam"]),
        ("exclam", [.control, .alt, .shift], "exclam", ["exclam"]),
        ("F12", [.super], "F12", ["F12"]),
        ("Escape", [.control], "Escape", ["Escape"]),
    ]

    @Test func aTypeableChordMatchesWhatTheKeyboardSends() throws {
        for (key, modifiers, name, sent) in Self.typeable {
            let typed = try KeyTyping.typing(key, holding: modifiers)
            #expect(typed.key == name && typed.sentNames == sent && typed.isCheckedOnAKeymap, "\(key): \(typed)")
        }
    }

    @Test func aChordNobodyCanTypeIsRefusedWithTheReason() {
        let cases: [(String, KeyModifiers, String)] = [
            (
                "NotAKey", [.control],
                #""NotAKey" is not a key name xkb knows (names are xkb's keysyms, like Q, F12, Escape, space or Tab)"#
            ),
            ("Alt_L", [.control], "Alt_L is a modifier; a chord ends with a key that is not one, like Ctrl+Alt+Q"),
            (
                "exclam", [.control, .alt],
                "no key of the default keyboard (us) gives exclam with Ctrl+Alt held, so it cannot be typed"
            ),
            (
                "F1", [.control, .alt],
                "Ctrl+Alt+F1 arrives as XF86Switch_VT_1, which compositors keep for themselves (switching consoles)"
            ),
        ]
        for (key, modifiers, reason) in cases {
            #expect {
                try KeyTyping.typing(key, holding: modifiers)
            } throws: { error in
                "\(error)" == reason
            }
        }
    }
}
