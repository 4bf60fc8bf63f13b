/// One decision the arena made between recognizers, kept so a person can see why a gesture did
/// or did not fire (the touch inspector shows the latest ones).
public struct ArbitrationRecord: Sendable, CustomStringConvertible {
    /// What happened between recognizers: one of the decisions the arena logs.
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
    /// What was decided.
    public let kind: Kind
    /// The recognizer the decision is about, by its ``GestureRecognizer/label`` (`view.recognizer`,
    /// e.g. `image1.singleTap`).
    public let subject: String
    /// The other recognizers involved (those waited for, or the winner), by their labels.
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
/// It keeps each recognizer's label, not the recognizer (a weak reference would make every
/// retain of a recognizer take the runtime's slow path), and the label is made once per
/// recognizer, so logging a decision (a dozen per gesture) costs a few retains.
struct ArbitrationLog {
    static let capacity = 32

    private struct Entry {
        let time: Double
        let kind: ArbitrationRecord.Kind
        let subject: String
        /// Most decisions name one other recognizer (the winner, the one waited for): kept
        /// apart so that logging them makes no array.
        let firstOther: String?
        let moreOthers: [String]?

        var others: [String] { (firstOther.map { [$0] } ?? []) + (moreOthers ?? []) }
    }

    /// The newest ``capacity`` entries in a ring: `next` is where the next one goes, so adding
    /// one never moves the others.
    private var entries: [Entry] = []
    private var next = 0

    var records: [ArbitrationRecord] {
        (entries[next...] + entries[..<next]).map { entry in
            ArbitrationRecord(time: entry.time, kind: entry.kind, subject: entry.subject, others: entry.others)
        }
    }

    /// Logs a decision about `subject` that names one other recognizer, or none.
    mutating func add(
        _ kind: ArbitrationRecord.Kind, _ subject: GestureRecognizer, _ other: GestureRecognizer? = nil, at time: Double
    ) {
        add(Entry(time: time, kind: kind, subject: subject.label, firstOther: other?.label, moreOthers: nil))
    }

    /// Logs a decision about `subject` that names several others.
    mutating func add(
        _ kind: ArbitrationRecord.Kind, _ subject: GestureRecognizer, _ others: [GestureRecognizer], at time: Double
    ) {
        add(
            Entry(
                time: time, kind: kind, subject: subject.label, firstOther: others.first?.label,
                moreOthers: others.count > 1 ? others.dropFirst().map(\.label) : nil))
    }

    private mutating func add(_ entry: consuming Entry) {
        if entries.count < Self.capacity {
            entries.append(entry)
        } else {
            entries[next] = entry
        }
        next = (next + 1) % Self.capacity
    }
}

extension GestureRecognizer {
    /// `view.name` for reports and logs, e.g. `image1.pan` (`?.` plus the type without names).
    public var label: String {
        if let cachedLabel { return cachedLabel }
        let label = "\(view?.name ?? "?").\(name ?? String(describing: type(of: self)))"
        cachedLabel = label
        return label
    }
}
