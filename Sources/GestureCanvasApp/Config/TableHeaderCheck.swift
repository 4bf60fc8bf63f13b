/// Refuses a table header whose name does not start like a key (`[# kiosk]`, `[.]`, `[=]`)
/// before TOMLKit sees it: toml++ 3 (inside TOMLKit) reaches such a header's key with an
/// `assert` instead of an error, which aborts the app — a commented-out header in a kiosk's scene
/// file would crash-loop its systemd unit. Found by `make fuzz` (target `scene`).
///
/// It reads just enough TOML to know where headers can be: at the start of a line, outside
/// strings, comments and multi-line arrays or inline tables.
struct TableHeaderCheck {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    /// Open `[` and `{` of values (a header cannot start inside one).
    private var depth = 0

    private init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// The line and the character of the first header that toml++ cannot parse safely; nil when none.
    static func firstBadHeader(in text: String) -> (line: Int, character: Unicode.Scalar?)? {
        var check = TableHeaderCheck(text)
        return check.scan()
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func advance() {
        if peek() == "\n" { line += 1 }
        index += 1
    }

    private mutating func scan() -> (line: Int, character: Unicode.Scalar?)? {
        var atLineStart = true
        // toml++ skips a byte-order mark, so a header may follow it (found by `make fuzz`).
        if peek() == "\u{FEFF}" { advance() }
        while let scalar = peek() {
            if atLineStart, depth == 0, scalar == "[" {
                if let bad = header() { return bad }
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
                depth += 1
                advance()
            case "]", "}":
                depth = max(0, depth - 1)
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
