/// How a client run under a compositor ended.
public enum ClientOutcome: Equatable, Sendable, CustomStringConvertible {
    /// It returned from `main` or called `exit` with this status.
    case exited(Int32)
    /// A signal ended it: the one `stop()` sent (SIGTERM, 15), or a crash (SIGABRT 6, SIGSEGV 11).
    case signaled(Int32)
    /// It was still running when its time was up and has been killed.
    case timedOut

    init(_ termination: Termination) {
        switch termination {
        case .exited(let status): self = .exited(status)
        case .signaled(let signal): self = .signaled(signal)
        }
    }

    public var description: String {
        switch self {
        case .exited(let status): "exited with status \(status)"
        case .signaled(let signal): "killed by signal \(signal)"
        case .timedOut: "timed out"
        }
    }
}

/// A finished client: how it ended and what it printed.
public struct ClientResult: Sendable, CustomStringConvertible {
    public let command: [String]
    public let outcome: ClientOutcome
    public let standardOutput: String
    public let standardError: String
    /// From start to the end of the wait.
    public let duration: Duration

    public var description: String {
        """
        `\(command.joined(separator: " "))` \(outcome) after \(duration)
        stdout: \(CompositorError.tail(of: standardOutput, lines: 10))
        stderr: \(CompositorError.tail(of: standardError, lines: 10))
        """
    }
}
