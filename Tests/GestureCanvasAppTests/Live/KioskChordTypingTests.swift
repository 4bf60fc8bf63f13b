import GestureKit
import Testing
import WaylandTestCompositor

@testable import GestureCanvasApp

/// Each accepted form of a kiosk's quit chord, typed for real: evdev key codes through the test
/// compositor's keyboard, its US xkb keymap and the modifiers it derives from the keys, into the
/// live app, which must quit. Near misses must not.
@Suite("Quit chords typed on a keyboard", .serialized, .timeLimit(.minutes(1)))
struct KioskChordTypingTests {
    // evdev codes (linux/input-event-codes.h).
    static let (ctrl, alt, shift, logo) = (UInt32(29), UInt32(56), UInt32(42), UInt32(125))
    static let (q, tab, space, one, f12) = (UInt32(16), UInt32(15), UInt32(57), UInt32(2), UInt32(88))

    @Test(arguments: [
        ("Ctrl+Alt+Shift+Q", [ctrl, alt, shift, q]),
        // Shift before Alt: the Alt key arrives as Meta_L.
        ("Ctrl+Alt+Shift+Q", [shift, alt, ctrl, q]),
        ("ctrl+alt+shift+q", [alt, ctrl, shift, q]),
        // Shift+Tab arrives as ISO_Left_Tab.
        ("Ctrl+Alt+Shift+Tab", [ctrl, alt, shift, tab]),
        ("Ctrl+Alt+Space", [ctrl, alt, space]),
        ("Ctrl+Alt+Shift+1", [ctrl, alt, shift, one]),
        ("Ctrl+Shift+exclam", [shift, ctrl, one]),
        ("Super+F12", [logo, f12]),
    ])
    func anAcceptedChordQuitsWhenTyped(chord: String, keys: [UInt32]) throws {
        #expect(try quits(chord: chord, typing: [keys]))
    }

    @Test(arguments: [
        ("Ctrl+Alt+Shift+Tab", [[ctrl, alt, tab], [ctrl, shift, tab]]),
        ("Ctrl+Alt+Shift+Q", [[ctrl, alt, q], [ctrl, alt, shift, logo, q]]),
        ("Ctrl+Alt+Space", [[ctrl, space], [alt, space]]),
    ])
    func aNearMissDoesNotQuit(chord: String, attempts: [[UInt32]]) throws {
        #expect(try !quits(chord: chord, typing: attempts))
    }

    /// Whether the kiosk quits when `attempts` are typed one after another, its quit chord `chord`.
    private func quits(chord: String, typing attempts: [[UInt32]]) throws -> Bool {
        let parsed = try KeyChord(parsing: chord)
        let live = try LiveHarness { options in
            options.kiosk = true
            options.kioskSettings.isEnabled = true
            options.kioskSettings.quitChord = parsed
        }
        try live.showFirstFrame()
        var quit = false
        live.app.host.onQuit = { quit = true }
        for keys in attempts {
            live.compositor.type(keys)
            try live.pump(for: 0.05)
        }
        return quit
    }
}
