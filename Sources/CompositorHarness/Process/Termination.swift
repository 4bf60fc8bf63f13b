/// How a process ended.
public enum Termination: Equatable, Sendable, CustomStringConvertible {
    /// It returned from `main` or called `exit` with this status.
    case exited(Int32)
    /// A signal ended it (SIGTERM is 15, SIGKILL 9, SIGABRT 6).
    case signaled(Int32)

    /// Decodes a `waitpid` status. The `WIFEXITED` family are function-like macros, which Swift
    /// cannot import: the low seven bits hold the signal, the next byte the exit status.
    init(waitStatus status: Int32) {
        let signal = status & 0x7f
        self = signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
    }

    public var description: String {
        switch self {
        case .exited(let status): "exited with status \(status)"
        case .signaled(let signal): "killed by signal \(signal)"
        }
    }
}
