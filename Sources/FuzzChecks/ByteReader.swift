/// Reads a fuzzer's input a byte at a time; past the end every byte is 0, so a cut input still
/// decodes into whole actions.
struct ByteReader {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { index >= bytes.count }

    mutating func next() -> UInt8 {
        defer { index += 1 }
        return index < bytes.count ? bytes[index] : 0
    }

    /// A fraction 0…1 from one byte.
    mutating func fraction() -> Double {
        Double(next()) / 255
    }

    /// Whether the low bit of the next byte is set.
    mutating func flag() -> Bool {
        next() & 1 == 1
    }

    /// One of `choices`, picked by the next byte.
    mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int(next()) % choices.count]
    }
}
