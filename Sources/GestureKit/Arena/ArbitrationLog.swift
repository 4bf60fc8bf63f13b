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
struct ArbitrationLog {
    static let capacity = 32
    private(set) var records: [ArbitrationRecord] = []

    mutating func add(
        _ kind: ArbitrationRecord.Kind, _ subject: GestureRecognizer, _ others: [GestureRecognizer], at time: Double
    ) {
        records.append(ArbitrationRecord(time: time, kind: kind, subject: subject.label, others: others.map(\.label)))
        if records.count > Self.capacity { records.removeFirst(records.count - Self.capacity) }
    }
}

extension GestureRecognizer {
    /// `view.name` for reports and logs, e.g. `image1.pan`.
    public var label: String {
        "\(view?.name ?? "?").\(name ?? String(describing: type(of: self)))"
    }
}
