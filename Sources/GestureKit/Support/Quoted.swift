/// A value from outside the program (a trace's field, a scene file's string, a file name) made fit
/// to quote in a one-line message, the one way every message does it: characters that would act
/// on a terminal rather than show (NUL, ESC and the other controls, line separators, the marks that
/// reorder text) are written as escapes, bytes that are not UTF-8 as `\xFF`, and a value longer
/// than ``maximumLength`` keeps its start and says how long it was.
///
/// ```swift
/// Quoted.value("wig\u{1B}[2Jgle")                   // "wig\u{1B}[2Jgle", as text
/// Quoted.value(String(repeating: "a", count: 100_000))  // "aaa…a… (100000 characters)"
/// ```
public enum Quoted {
    /// The longest value quoted whole, in characters (Unicode scalars): any real key, name or
    /// path of a few folders fits.
    public static let maximumLength = 200
    /// How much of a longer value is kept, in characters.
    public static let keptLength = 160

    /// `text`, escaped and shortened for a message.
    public static func value(_ text: some StringProtocol) -> String {
        let scalars = text.unicodeScalars
        let count = scalars.count
        guard count > maximumLength else { return escaping(scalars) }
        return escaping(scalars.prefix(keptLength)) + "… (\(count) characters)"
    }

    /// Bytes that should be UTF-8 text, escaped and shortened for a message; a byte that is not
    /// part of a character is written `\xFF`.
    public static func value(bytes: some Collection<UInt8>) -> String {
        let bytes = Array(bytes)
        var text = ""
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            if index + length <= bytes.count,
                let character = String(validating: bytes[index..<index + length], as: UTF8.self)
            {
                text += character
                index += length
            } else {
                text += "\\x" + String(lead, radix: 16, uppercase: true)
                index += 1
            }
        }
        return value(text)
    }

    /// The whole of `message`, escaped but not shortened: the last guard before a message reaches
    /// a terminal, for whatever part of it no caller quoted.
    public static func escapingControls(_ message: String) -> String {
        guard message.unicodeScalars.contains(where: needsEscape) else { return message }
        return escaping(message.unicodeScalars)
    }

    private static func escaping(_ scalars: some Sequence<Unicode.Scalar>) -> String {
        var text = String.UnicodeScalarView()
        for scalar in scalars {
            if needsEscape(scalar) {
                text.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                text.append(scalar)
            }
        }
        return String(text)
    }

    /// Controls (C0, DEL, C1), line and paragraph separators, and the bidirectional marks and
    /// overrides that make a terminal show text in another order than it was written.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
