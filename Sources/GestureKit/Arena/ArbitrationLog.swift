/// One decision the arena made between recognizers, kept so a person can see why a gesture did
/// or did not fire (the touch inspector shows the latest ones).
public struct ArbitrationRecord: Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// `subject` waits for `others` to fail before it recognizes.
        case waits
        /// `subject` stopped waiting: everything it waited for failed.
        case released
        /// `subject` failed because `others` recognized first.
        case prevented
        /// `subject` was in progress and `others` recognizing cancelled it.
        case cancelled
        /// `subject` failed because a recognizer it required to fail recognized instead.
        case requirementRecognized
        /// The delegate's `gestureRecognizerShouldBegin` said no.
        case shouldBeginDenied
    }

    /// Seconds on the engine's clock.
    public let time: Double
    public let kind: Kind
    public let subject: String
    public let others: [String]

    public var description: String {
        switch kind {
        case .waits: "\(subject) waits for \(others.joined(separator: ", ")) to fail"
        case .released: "\(subject) stops waiting"
        case .prevented: "\(subject) fails: \(others.joined(separator: ", ")) recognized first"
        case .cancelled: "\(subject) cancelled by \(others.joined(separator: ", "))"
        case .requirementRecognized: "\(subject) fails: \(others.joined(separator: ", ")) recognized"
        case .shouldBeginDenied: "\(subject) fails: its delegate said it should not begin"
        }
    }
}

/// The latest arbitration decisions, oldest first, bounded so a long session does not grow it.
/// Names are only put together when someone reads the log: deciding happens for every gesture,
/// reading only when the inspector draws. The log keeps no reference to recognizers (a weak one
/// would make every retain of a recognizer take the runtime's slow path).
struct ArbitrationLog {
    static let capacity = 32

    /// The parts of a recognizer's label, copied without formatting.
    struct Name {
        let view: String?
        let name: String?
        let type: GestureRecognizer.Type

        init(_ recognizer: GestureRecognizer) {
            view = recognizer.view?.name
            name = recognizer.name
            type = Swift.type(of: recognizer)
        }

        var label: String { GestureRecognizer.label(view: view, name: name, type: type) }
    }

    private struct Entry {
        let time: Double
        let kind: ArbitrationRecord.Kind
        let subject: Name
        /// Most decisions name one other recognizer (the winner, the one waited for): kept
        /// apart so that logging them makes no array.
        let firstOther: Name?
        let moreOthers: [Name]

        var others: [Name] { (firstOther.map { [$0] } ?? []) + moreOthers }
    }

    /// The newest ``capacity`` entries in a ring: `next` is where the next one goes, so adding
    /// one (several per gesture) never moves the others.
    private var entries: [Entry] = []
    private var next = 0

    var records: [ArbitrationRecord] {
        (entries[next...] + entries[..<next]).map { entry in
            ArbitrationRecord(
                time: entry.time, kind: entry.kind, subject: entry.subject.label, others: entry.others.map(\.label))
        }
    }

    mutating func add(
        _ kind: ArbitrationRecord.Kind, _ subject: GestureRecognizer, _ others: [GestureRecognizer], at time: Double
    ) {
        let entry = Entry(
            time: time, kind: kind, subject: Name(subject), firstOther: others.first.map(Name.init),
            moreOthers: others.count > 1 ? others.dropFirst().map(Name.init) : [])
        if entries.count < Self.capacity {
            entries.append(entry)
        } else {
            entries[next] = entry
        }
        next = (next + 1) % Self.capacity
    }
}

extension GestureRecognizer {
    /// `view.name` for reports and logs, e.g. `image1.pan`.
    public var label: String {
        Self.label(view: view?.name, name: name, type: type(of: self))
    }

    static func label(view: String?, name: String?, type: GestureRecognizer.Type) -> String {
        "\(view ?? "?").\(name ?? String(describing: type))"
    }
}
