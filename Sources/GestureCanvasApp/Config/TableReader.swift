import GestureKit
import TOMLKit

/// Typed, checked reads from one TOML table of a scene file: every problem becomes a
/// ``ConfigError`` with the field's path and line, and keys nobody reads are refused (a typo
/// like `boder_width` would otherwise be silently ignored).
struct TableReader {
    let table: TOMLTable
    /// The table's path in the file (`images[1]`, `kiosk`); empty for the top level.
    let path: String
    let file: String
    let lines: SourceLines

    func field(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func error(_ key: String?, _ reason: String) -> ConfigError {
        let field = key.map(field) ?? (path.isEmpty ? nil : path)
        return ConfigError(file: file, line: field.flatMap(lines.line(of:)), field: field, reason: reason)
    }

    /// Refuses keys other than `known`.
    func checkKeys(_ known: [String]) throws(ConfigError) {
        for key in table.keys where !known.contains(key) {
            throw error(key, "unknown key '\(Quoted.value(key))' (known here: \(known.joined(separator: ", ")))")
        }
    }

    func value(_ key: String) -> TOMLValueConvertible? { table[key] }

    func string(_ key: String) throws(ConfigError) -> String? {
        guard let value = value(key) else { return nil }
        guard let string = value.string else { throw error(key, "expected a string in quotes, not \(describe(value))") }
        return string
    }

    /// A finite number within `range` (one of ``SceneFileRanges``), in `unit` for messages.
    func number(_ key: String, in range: ClosedRange<Double>, unit: String = "") throws(ConfigError) -> Double? {
        guard let value = value(key) else { return nil }
        return try Self.check(number: value, in: range, unit: unit) { error(key, $0) }
    }

    /// `value` as a finite number within `range`, or `fail` with the reason.
    static func check(
        number value: TOMLValueConvertible, in range: ClosedRange<Double>, unit: String,
        orThrow fail: (String) -> ConfigError
    ) throws(ConfigError) -> Double {
        if value.type == .double, let raw = value.double, !raw.isFinite {
            throw fail("must be a finite number\(unit.isEmpty ? "" : " of \(unit)"), not \(InputLimits.describe(raw))")
        }
        guard let number = number(value) else { throw fail("expected a number, not \(describeValue(value))") }
        guard range.contains(number) else {
            throw fail(
                "must be from \(format(range.lowerBound)) to \(format(range.upperBound))\(unit.isEmpty ? "" : " \(unit)"), "
                    + "not \(format(number))")
        }
        return number
    }

    func bool(_ key: String) throws(ConfigError) -> Bool? {
        guard let value = value(key) else { return nil }
        guard let bool = value.bool else { throw error(key, "expected true or false, not \(describe(value))") }
        return bool
    }

    /// A number of points within `points`, or a share of the window such as `"50%"` within
    /// `shares` (in percent).
    func length(_ key: String, points: ClosedRange<Double>, shares: ClosedRange<Double>) throws(ConfigError)
        -> Length?
    {
        guard let value = value(key) else { return nil }
        if value.type == .int || value.type == .double {
            return .points(try Self.check(number: value, in: points, unit: "points") { error(key, $0) })
        }
        if let text = value.string, text.hasSuffix("%"), let percent = Double(text.dropLast()) {
            guard percent.isFinite, shares.contains(percent) else {
                throw error(
                    key,
                    "must be a share from \(Self.format(shares.lowerBound))% to \(Self.format(shares.upperBound))%, "
                        + "not \(Quoted.value(text))")
            }
            return .fraction(percent / 100)
        }
        throw error(key, "expected a number of points or a share of the window like \"50%\", not \(describe(value))")
    }

    /// `"#RRGGBB"`, `"#RRGGBBAA"`, `"#RGB"` or a plain name (black, white, gray, orange, red,
    /// green, blue, clear).
    func color(_ key: String) throws(ConfigError) -> Color? {
        guard let value = value(key) else { return nil }
        guard let text = value.string, let color = Self.color(text) else {
            throw error(key, "expected a colour like \"#FF8800\" or a name like \"white\", not \(describe(value))")
        }
        return color
    }

    func strings(_ key: String) throws(ConfigError) -> [String]? {
        guard let value = value(key) else { return nil }
        guard let array = value.array else { throw error(key, "expected an array of strings, not \(describe(value))") }
        var result: [String] = []
        for (index, element) in array.enumerated() {
            guard let string = element.string else {
                throw error("\(key)[\(index)]", "expected a string in quotes, not \(describe(element))")
            }
            result.append(string)
        }
        return result
    }

    func numbers(_ key: String, in range: ClosedRange<Double>) throws(ConfigError) -> [Double]? {
        guard let value = value(key) else { return nil }
        guard let array = value.array else { throw error(key, "expected an array of numbers, not \(describe(value))") }
        var result: [Double] = []
        for (index, element) in array.enumerated() {
            result.append(try Self.check(number: element, in: range, unit: "") { error("\(key)[\(index)]", $0) })
        }
        return result
    }

    /// A sub-table, read by its own reader.
    func table(_ key: String) throws(ConfigError) -> TableReader? {
        guard let value = value(key) else { return nil }
        guard let table = value.table else {
            throw error(key, "expected a table ([\(field(key))]), not \(describe(value))")
        }
        return TableReader(table: table, path: field(key), file: file, lines: lines)
    }

    /// The tables of an array of tables (`[[images]]`).
    func tables(_ key: String) throws(ConfigError) -> [TableReader] {
        guard let value = value(key) else { return [] }
        guard let array = value.array else {
            throw error(key, "expected [[\(field(key))]] tables, not \(describe(value))")
        }
        var result: [TableReader] = []
        for (index, element) in array.enumerated() {
            guard let table = element.table else {
                throw error("\(key)[\(index)]", "expected a table, not \(describe(element))")
            }
            result.append(TableReader(table: table, path: "\(field(key))[\(index)]", file: file, lines: lines))
        }
        return result
    }

    // MARK: Values

    static func number(_ value: TOMLValueConvertible) -> Double? {
        switch value.type {
        case .int: value.int.map(Double.init)
        case .double: value.double.flatMap { $0.isFinite ? $0 : nil }
        default: nil
        }
    }

    static func color(_ text: String) -> Color? {
        let named: [String: Color] = [
            "black": .black, "white": .white, "gray": .gray, "grey": .gray, "orange": .orange, "red": .red,
            "green": .green, "blue": .blue, "clear": .clear,
        ]
        if let color = named[text.lowercased()] { return color }
        guard text.hasPrefix("#"), text.dropFirst().allSatisfy(\.isHexDigit) else { return nil }
        var digits = String(text.dropFirst())
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
        if digits.count == 6 { return Color(hex: value) }
        return Color(hex: value >> 8, alpha: Double(value & 0xFF) / 255)
    }

    private func describe(_ value: TOMLValueConvertible) -> String { Self.describeValue(value) }

    /// A value as it would be written, for messages (`nan` and `inf` as TOML writes them).
    static func describeValue(_ value: TOMLValueConvertible) -> String {
        switch value.type {
        case .string: "\"\(Quoted.value(value.string ?? ""))\""
        case .int: value.int.map { String($0) } ?? "an integer"
        case .double: value.double.map { $0.isFinite ? format($0) : InputLimits.describe($0) } ?? "a number"
        case .bool: value.bool == true ? "true" : "false"
        case .array: "an array"
        case .table: "a table"
        default: "a date or time"
        }
    }

    static func format(_ number: Double) -> String {
        guard number.isFinite else { return InputLimits.describe(number) }
        return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
