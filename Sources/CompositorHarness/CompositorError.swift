/// A compositor that this machine can run failed to come up. Unlike `CompositorUnavailable`,
/// this fails the test: the program ran and broke.
public enum CompositorError: Error, CustomStringConvertible {
    /// It ended before its socket accepted connections.
    case exitedDuringStartup(CompositorKind, Termination, log: String)
    /// Its socket did not accept connections in time; it has been killed.
    case startTimedOut(CompositorKind, after: Duration, log: String)

    public var description: String {
        switch self {
        case .exitedDuringStartup(let kind, let termination, let log):
            "\(kind) \(termination) during start-up; its log ends:\n\(Self.tail(of: log))"
        case .startTimedOut(let kind, let timeout, let log):
            "\(kind) did not open its socket within \(timeout); its log ends:\n\(Self.tail(of: log))"
        }
    }

    /// The last lines of a log: enough to see why, short enough for a test report.
    static func tail(of log: String, lines: Int = 20) -> String {
        log.split(separator: "\n", omittingEmptySubsequences: false).suffix(lines).joined(separator: "\n")
    }
}
