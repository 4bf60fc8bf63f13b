import GestureKit

/// A JSON syntax error, with the column (1-based) where it was found.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The column of the offending character, 1-based.
    public let column: Int
    /// What is wrong there, e.g. `unexpected end of line, expected a value`.
    public let reason: String
    /// Whether the text ended before its value did (`{"t":0.5,"ty`): what a line cut short by a
    /// killed writer looks like, as opposed to a wrong character.
    public let isCutShort: Bool

    init(column: Int, reason: String, isCutShort: Bool = false) {
        self.column = column
        self.reason = reason
        self.isCutShort = isCutShort
    }

    public var description: String { "column \(column): \(reason)" }
}

extension JSONValue {
    /// Parses one JSON text (RFC 8259), strictly: no trailing commas, no comments, one value.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(Array(text.utf8))
        return try parser.parseDocument()
    }
}

/// A recursive-descent JSON parser over UTF-8 bytes.
private struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    /// Deeper nesting than any trace needs is refused rather than risking the stack.
    private static let maximumDepth = 64

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        let value = try parseValue(depth: 0)
        skipWhitespace()
        if index < bytes.count { throw error("unexpected text after the JSON value") }
        return value
    }

    /// An error at the current place; one found with nothing left to read means the text was cut short.
    private func error(_ reason: String, cutShort: Bool? = nil) -> JSONSyntaxError {
        JSONSyntaxError(column: index + 1, reason: reason, isCutShort: cutShort ?? (index >= bytes.count))
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth < Self.maximumDepth else { throw error("nested too deeply", cutShort: false) }
        skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end of line, expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default:
            try refuseNonFiniteNumber()
            // The character there, whole: a byte of it alone would print as another letter.
            let character = String(decoding: bytes[index...].prefix(4), as: UTF8.self).unicodeScalars.first
            throw error("unexpected character '\(Quoted.value(character.map { String($0) } ?? ""))'")
        }
    }

    private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            try refuseNonFiniteNumber()
            // `tru` at the very end is the start of `true`, cut.
            throw error("expected '\(word)'", cutShort: expected.starts(with: bytes[index...]))
        }
        index += expected.count
        return value
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        index += 1
        var members: [(String, JSONValue)] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a member name") }
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':'") }
            index += 1
            let value = try parseValue(depth: depth + 1)
            if members.contains(where: { $0.0 == key }) {
                throw error("member '\(Quoted.value(key))' appears twice", cutShort: false)
            }
            members.append((key, value))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of line, expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            } else {
                throw error("expected ',' or '}'")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        index += 1
        var values: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(values)
        }
        while true {
            values.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of line, expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(values)
            } else {
                throw error("expected ',' or ']'")
            }
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
            run.removeAll()
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                index += 1
                guard index < bytes.count else { throw error("unterminated escape") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"): scalars.append(try parseUnicodeEscape())
                default: throw error("invalid escape")
                }
            case 0..<0x20:
                throw error("control character in a string")
            default:
                run.append(byte)
                index += 1
            }
        }
        throw error("unterminated string")
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("short \\u escape", cutShort: true) }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = UInt32(String(UnicodeScalar(byte)), radix: 16) else { throw error("invalid \\u escape") }
            value = value * 16 + digit
        }
        index += 4
        return value
    }

    private mutating func parseUnicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let first = try parseHex4()
        if (0xD800..<0xDC00).contains(first) {
            guard index + 2 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else {
                throw error("unpaired surrogate", cutShort: Array(#"\u"#.utf8).starts(with: bytes[index...]))
            }
            index += 2
            let second = try parseHex4()
            guard (0xDC00..<0xE000).contains(second),
                let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
            else { throw error("unpaired surrogate") }
            return scalar
        }
        guard let scalar = Unicode.Scalar(first) else { throw error("unpaired surrogate") }
        return scalar
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count else { throw error("expected digits") }
        try refuseNonFiniteNumber()
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            throw error("expected digits")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("expected digits after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() > 0 else { throw error("expected digits in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw JSONSyntaxError(
                column: start + 1, reason: "the number \(Quoted.value(text)) is too large for a double")
        }
        return value
    }

    /// `nan`, `NaN`, `inf` and `Infinity` are what people (and other programs' writers) put where
    /// a number goes; say so rather than "expected 'null'".
    private func refuseNonFiniteNumber() throws(JSONSyntaxError) {
        let word = bytes[index...].prefix(3).map { $0 | 0x20 }
        if word == Array("nan".utf8) || word == Array("inf".utf8) {
            throw error("NaN and infinity are not numbers JSON allows; every number must be finite")
        }
    }
}
