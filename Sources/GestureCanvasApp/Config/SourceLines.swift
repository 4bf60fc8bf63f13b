/// Where each key of a TOML file is, so that a value that parses but makes no sense can still
/// be reported with its line: TOMLKit reports lines for syntax errors only.
///
/// It reads the file the way people write scene files — `[table]` and `[[array]]` headers, one
/// `key = value` per line — and maps field paths (`images[1].border_width`) to lines. A key it
/// cannot place (inside an inline table, say) is reported at the nearest enclosing one it can.
struct SourceLines {
    private var lines: [String: Int] = [:]

    init(text: String) {
        var table = ""
        var arrayCounts: [String: Int] = [:]
        // Split on scalars, not characters: "\r\n" is one Character, so a CRLF file would be one line.
        let rows = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, row) in rows.enumerated() {
            let line = index + 1
            let text = Substring(row).drop { $0 == " " || $0 == "\t" }
            if text.hasPrefix("[[") {
                let name = Self.keyName(text.dropFirst(2).prefix { $0 != "]" })
                let position = arrayCounts[name, default: 0]
                arrayCounts[name] = position + 1
                table = "\(name)[\(position)]"
                record(table, line)
            } else if text.hasPrefix("[") {
                table = Self.keyName(text.dropFirst().prefix { $0 != "]" })
                record(table, line)
            } else if let equals = text.firstIndex(of: "="), !text.hasPrefix("#") {
                let key = Self.keyName(text[..<equals])
                guard !key.isEmpty else { continue }
                record(table.isEmpty ? key : "\(table).\(key)", line)
            }
        }
    }

    /// The line of `field`, or of the nearest enclosing field that has one.
    func line(of field: String) -> Int? {
        var path = Substring(field)
        while !path.isEmpty {
            if let line = lines[String(path)] { return line }
            guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { return nil }
            path = path[..<cut]
        }
        return nil
    }

    private mutating func record(_ path: String, _ line: Int) {
        if lines[path] == nil { lines[path] = line }
    }

    /// `"border color"` or ` kiosk . quit_chord ` → the dotted path without quotes and spaces.
    private static func keyName(_ text: Substring) -> String {
        text.split(separator: ".").map { part in
            part.filter { $0 != " " && $0 != "\t" && $0 != "\"" && $0 != "'" }
        }.joined(separator: ".")
    }
}
