/// A wait on a client did not end as hoped.
public enum ClientError: Error, CustomStringConvertible {
    /// The milestone did not show in the protocol log in time (the client still runs).
    case milestoneTimedOut(ProtocolMilestone, after: Duration, standardErrorTail: String)
    /// The client ended before reaching the milestone.
    case endedBeforeMilestone(ProtocolMilestone, ClientResult)
    /// Waiting for a milestone needs the client launched with `protocolLog: true`.
    case protocolLogNotEnabled(command: [String])
    /// The text did not show in the client's output in time (the client still runs).
    case outputTimedOut(String, after: Duration, standardErrorTail: String)

    public var description: String {
        switch self {
        case .milestoneTimedOut(let milestone, let timeout, let tail):
            "the client had not \(milestone) after \(timeout); its stderr ends:\n\(tail)"
        case .endedBeforeMilestone(let milestone, let result):
            "the client ended before it \(milestone): \(result)"
        case .protocolLogNotEnabled(let command):
            "`\(command.joined(separator: " "))` was launched without protocolLog: true"
        case .outputTimedOut(let text, let timeout, let tail):
            "the client had not printed \"\(text)\" after \(timeout); its stderr ends:\n\(tail)"
        }
    }
}
