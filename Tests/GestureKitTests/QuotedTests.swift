import GestureKit
import Testing

/// Values from outside quoted in messages: nothing that acts on a terminal gets through, and a
/// long value keeps its start and says how long it was.
@Suite struct QuotedTests {
    @Test func controlsSeparatorsAndReorderingMarksAreEscaped() {
        #expect(Quoted.value("a\u{0}b") == #"a\u{0}b"#)
        #expect(Quoted.value("\u{1B}[2J\u{7F}\u{85}\t\n") == #"\u{1B}[2J\u{7F}\u{85}\u{9}\u{A}"#)
        #expect(Quoted.value("\u{202E}gnp.exe\u{2028}") == #"\u{202E}gnp.exe\u{2028}"#)
        // Letters of every script, emoji and quotes stay as they are.
        #expect(Quoted.value("héllo, 世界 🙂 'x' \"y\"") == "héllo, 世界 🙂 'x' \"y\"")
        #expect(Quoted.escapingControls("plain") == "plain")
        #expect(Quoted.escapingControls("a\u{0}b\u{1B}") == #"a\u{0}b\u{1B}"#)
    }

    @Test func aLongValueKeepsItsStartAndSaysHowLongItWas() {
        let long = String(repeating: "a", count: 100_000)
        #expect(Quoted.value(long) == String(repeating: "a", count: 160) + "… (100000 characters)")
        let edge = String(repeating: "é", count: Quoted.maximumLength)
        #expect(Quoted.value(edge) == edge)
        #expect(Quoted.value(edge + "x").hasSuffix("… (201 characters)"))
    }

    @Test func bytesThatAreNotUTF8AreWrittenAsHex() {
        #expect(Quoted.value(bytes: Array("ok é".utf8)) == "ok é")
        #expect(Quoted.value(bytes: [0x61, 0xFF, 0xC3, 0x62, 0x00]) == #"a\xFF\xC3b\u{0}"#)
        #expect(Quoted.value(bytes: [0xE2, 0x82]) == #"\xE2\x82"#)
    }
}
