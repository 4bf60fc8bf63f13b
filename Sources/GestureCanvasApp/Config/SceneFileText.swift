/// A scene file's bytes as text, refused with the line of the first byte that cannot be in one:
/// TOML is UTF-8, and a NUL would end the text early where the TOML parser reads it as a C
/// string, silently dropping everything after it.
enum SceneFileText {
    static func decode(_ bytes: [UInt8], path: String) throws(ConfigError) -> String {
        if let nul = bytes.firstIndex(of: 0) {
            throw ConfigError(
                file: path, line: line(at: nul, in: bytes), field: nil,
                reason: "contains a NUL byte; a scene file is UTF-8 text")
        }
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        throw ConfigError(
            file: path, line: line(at: firstInvalidByte(in: bytes), in: bytes), field: nil,
            reason: "not UTF-8 text; save the scene file as UTF-8")
    }

    /// The 1-based line holding byte `offset`.
    static func line(at offset: Int, in bytes: [UInt8]) -> Int {
        bytes[..<offset].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }

    /// The offset of the first line whose bytes are not UTF-8 (the file's end when all are).
    private static func firstInvalidByte(in bytes: [UInt8]) -> Int {
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            if String(validating: bytes[start..<end], as: UTF8.self) == nil { return start }
            start = end + 1
        }
        return bytes.count
    }
}
