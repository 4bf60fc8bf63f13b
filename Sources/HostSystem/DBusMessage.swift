/// An argument of a method call, in the part of the D-Bus wire format ``DBusConnection`` writes:
/// strings, object paths, numbers and `a{sv}` dictionaries of strings (replies are read as far
/// as a first value that is a string, an object path or a variant holding a string).
/// Little-endian, as the specification allows a sender to choose.
///
/// Values are aligned to their size from the message's start; the body starts on an 8-byte
/// boundary, so aligning within the body alone is the same.
///
/// ```swift
/// let options: DBusValue = .stringDictionary([("remote-desktop-session-id", "1234")])
/// ```
public enum DBusValue {
    /// `s`.
    case string(String)
    /// `o`.
    case objectPath(String)
    /// `u`.
    case uint32(UInt32)
    /// `i`.
    case int32(Int32)
    /// `d`.
    case double(Double)
    /// `b`.
    case boolean(Bool)
    /// `a{sv}` whose values are strings (`s` variants), as option dictionaries often are.
    case stringDictionary([(String, String)])

    /// The value's type signature.
    public var signature: String {
        switch self {
        case .string: "s"
        case .objectPath: "o"
        case .uint32: "u"
        case .int32: "i"
        case .double: "d"
        case .boolean: "b"
        case .stringDictionary: "a{sv}"
        }
    }
}

/// Writes values in D-Bus's marshalling.
struct DBusWriter {
    private(set) var bytes: [UInt8] = []

    mutating func align(_ boundary: Int) {
        while bytes.count % boundary != 0 { bytes.append(0) }
    }

    mutating func byte(_ value: UInt8) { bytes.append(value) }

    mutating func uint32(_ value: UInt32) {
        align(4)
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    /// Reserves a `UInt32` (an array's length) and returns where, for `patch`.
    mutating func placeholder() -> Int {
        uint32(0)
        return bytes.count - 4
    }

    mutating func patch(_ offset: Int, with value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { bytes.replaceSubrange(offset..<offset + 4, with: $0) }
    }

    mutating func string(_ value: String) {
        let utf8 = Array(value.utf8)
        uint32(UInt32(utf8.count))
        bytes += utf8 + [0]
    }

    mutating func signature(_ value: String) {
        let utf8 = Array(value.utf8)
        bytes.append(UInt8(utf8.count))
        bytes += utf8 + [0]
    }

    mutating func value(_ value: DBusValue) {
        switch value {
        case .string(let text), .objectPath(let text): string(text)
        case .uint32(let number): uint32(number)
        case .int32(let number): uint32(UInt32(bitPattern: number))
        case .boolean(let flag): uint32(flag ? 1 : 0)
        case .double(let number):
            align(8)
            withUnsafeBytes(of: number.bitPattern.littleEndian) { bytes += $0 }
        case .stringDictionary(let entries):
            let length = placeholder()
            align(8)  // dict entries align as structs; the length leaves this padding out
            let start = bytes.count
            for (key, text) in entries {
                align(8)
                string(key)
                signature("s")
                string(text)
            }
            patch(length, with: UInt32(bytes.count - start))
        }
    }
}

/// Reads values in D-Bus's marshalling from a whole message, aligned from its start.
struct DBusReader {
    let bytes: [UInt8]
    var offset: Int

    struct Malformed: Error {}

    mutating func align(_ boundary: Int) { offset = (offset + boundary - 1) / boundary * boundary }

    mutating func byte() throws -> UInt8 {
        guard offset < bytes.count else { throw Malformed() }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func uint32() throws -> UInt32 {
        align(4)
        guard offset + 4 <= bytes.count else { throw Malformed() }
        defer { offset += 4 }
        return (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
    }

    mutating func string() throws -> String {
        let length = Int(try uint32())
        guard offset + length < bytes.count else { throw Malformed() }
        defer { offset += length + 1 }
        return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
    }

    mutating func signature() throws -> String {
        let length = Int(try byte())
        guard offset + length < bytes.count else { throw Malformed() }
        defer { offset += length + 1 }
        return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
    }

    /// A value of a one-character signature this reader knows (`s`, `o`, `g`, `u`, `b` as
    /// `true` or `false`, `v` of those); nil for others, which callers here never need.
    mutating func value(of signature: String) throws -> String? {
        switch signature {
        case "s", "o": return try string()
        case "g": return try self.signature()
        case "u": return String(try uint32())
        case "b": return try uint32() != 0 ? "true" : "false"
        case "v": return try value(of: self.signature())
        default: return nil
        }
    }
}
