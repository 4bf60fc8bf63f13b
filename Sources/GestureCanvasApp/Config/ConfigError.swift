import GestureKit

/// A scene file that cannot be used, with where and why: `kiosk.toml:14: images[1].border_color:
/// expected a colour like "#FF8800", not "orange-ish"`.
public struct ConfigError: Error, Equatable, CustomStringConvertible {
    /// Whether the file itself is wrong (refused, status 2) or something it names cannot be read
    /// (an image; status 1).
    public enum Kind: Sendable {
        case refused
        case unreadable
    }

    public let file: String
    /// The line the problem is on, when it can be told.
    public let line: Int?
    /// The field, as a path (`images[1].border_color`); nil for the file as a whole.
    public let field: String?
    public let reason: String
    public let kind: Kind

    public init(file: String, line: Int?, field: String?, reason: String, kind: Kind = .refused) {
        self.file = file
        self.line = line
        self.field = field
        self.reason = reason
        self.kind = kind
    }

    /// `file:line: field: reason`, the file and the field quoted (``Quoted``): both may come from outside.
    public var description: String {
        let file = Quoted.value(file)
        let place = line.map { "\(file):\($0)" } ?? file
        return field.map { "\(place): \(Quoted.value($0)): \(reason)" } ?? "\(place): \(reason)"
    }
}
