import GestureKit

/// Refuses, before TOMLKit sees them, the mistakes on which toml++ 3 (inside TOMLKit) stops at
/// an `assert` instead of reporting an error, which aborts the app — a kiosk's scene file with
/// one would crash-loop its systemd unit. Each was found by `make fuzz` (target `scene`):
/// - a table header whose name does not start like a key (`[# kiosk]`, `[.]`, `[=]`), also
///   after a byte-order mark;
/// - a `}` inside an array (`scale_limits = [}0.6, 2.5]`);
/// - a Unicode line break (U+0085, U+2028, U+2029) outside a string, which toml++ takes for
///   whitespace in some places and not in others.
///
/// It reads just enough TOML to know where these can be: headers at the start of a line outside
/// values; brackets outside strings and comments.
struct TOMLParserGuard {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    /// The `[` and `{` of values still open, innermost last (a header cannot start inside one).
    private var open: [Unicode.Scalar] = []

    private init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// The line of the first mistake toml++ cannot report safely, and what is wrong; nil when none.
    static func firstProblem(in text: String) -> (line: Int, reason: String)? {
        var check = TOMLParserGuard(text)
        return check.scan()
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func advance() {
        if peek() == "\n" { line += 1 }
        index += 1
    }

    private mutating func scan() -> (line: Int, reason: String)? {
        var atLineStart = true
        // toml++ skips a byte-order mark, so a header may follow it (found by `make fuzz`).
        if peek() == "\u{FEFF}" { advance() }
        while let scalar = peek() {
            if atLineStart, open.isEmpty, scalar == "[" {
                if let bad = header() { return (bad.line, Self.headerReason(saw: bad.character)) }
                continue
            }
            switch scalar {
            case "\n":
                atLineStart = true
                advance()
                continue
            case " ", "\t", "\r":
                advance()
                continue
            case "#": skip(until: "\n")
            case "\"", "'": string(quote: scalar)
            case "[", "{":
                open.append(scalar)
                advance()
            case "\u{85}", "\u{2028}", "\u{2029}":
                let code = String(scalar.value, radix: 16, uppercase: true)
                return (
                    line,
                    "a Unicode line break (U+\(String(repeating: "0", count: 4 - code.count))\(code)) outside a string; "
                        + "TOML lines end in LF or CRLF"
                )
            case "}" where open.last == "[":
                return (line, "a '}' inside an array, where a value or ']' belongs")
            case "]", "}":
                _ = open.popLast()
                advance()
            default: advance()
            }
            atLineStart = false
        }
        return nil
    }

    /// Reads a header's opening brackets; returns the problem if its name does not start like a key.
    private mutating func header() -> (line: Int, character: Unicode.Scalar?)? {
        advance()
        if peek() == "[" { advance() }
        while peek() == " " || peek() == "\t" { advance() }
        guard let first = peek(), Self.startsKey(first) || first == "]" else {
            return (line, peek())
        }
        // The rest of the header: quoted keys may hold brackets or '#'.
        while let scalar = peek(), scalar != "\n" {
            if scalar == "\"" || scalar == "'" {
                string(quote: scalar)
            } else if scalar == "#" {
                break
            } else {
                advance()
            }
        }
        return nil
    }

    private static func headerReason(saw character: Unicode.Scalar?) -> String {
        let saw =
            character.map { $0 == "\n" || $0 == "\r" ? "the end of the line" : "'\(Quoted.value(String($0)))'" }
            ?? "the end of the file"
        return "a table header needs a name after '[', saw \(saw)"
    }

    /// TOML 1.0 bare keys are A–Z, a–z, 0–9, `_` and `-`; quoted keys start with `"` or `'`.
    private static func startsKey(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "A"..."Z", "a"..."z", "0"..."9", "_", "-", "\"", "'": true
        default: false
        }
    }

    private mutating func skip(until end: Unicode.Scalar) {
        while let scalar = peek(), scalar != end { advance() }
    }

    /// Skips a basic or literal string, single-line or multi-line (`"""`, `'''`).
    private mutating func string(quote: Unicode.Scalar) {
        let isMultiline = peek(1) == quote && peek(2) == quote
        index += isMultiline ? 3 : 1
        while let scalar = peek() {
            if quote == "\"", scalar == "\\" {
                advance()
                advance()
                continue
            }
            if scalar == quote {
                if !isMultiline {
                    advance()
                    return
                }
                if peek(1) == quote && peek(2) == quote {
                    index += 3
                    // Up to two more quotes may close it ("""a"""" ends with a quote inside).
                    while peek() == quote { advance() }
                    return
                }
            }
            if scalar == "\n" && !isMultiline { return }
            advance()
        }
    }
}
