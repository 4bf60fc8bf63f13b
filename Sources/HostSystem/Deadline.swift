import Glibc

/// A moment on the monotonic clock after which a wait gives up.
///
/// Every wait on another process (a D-Bus peer, a compositor, a client) is bounded by one, so a
/// hung peer ends in an error instead of hanging the program or the test run.
///
/// ```swift
/// let deadline = Deadline(after: .seconds(5))
/// while !ready() && !deadline.hasPassed { Deadline.pause() }
/// ```
public struct Deadline: Sendable {
    private let end: ContinuousClock.Instant

    /// `duration` from now.
    public init(after duration: Duration) {
        end = .now + duration
    }

    /// Whether the moment has come.
    public var hasPassed: Bool { ContinuousClock.now >= end }

    /// The time left in milliseconds, for poll(2): never negative, at most `cap`.
    public func remainingMilliseconds(cap: Int32) -> Int32 {
        let left = end - .now
        guard left > .zero else { return 0 }
        let milliseconds = left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
        return Int32(min(Int64(cap), max(1, milliseconds)))
    }

    /// Sleeps a short while between two looks at something that has no descriptor to poll
    /// (a socket file appearing, a process ending). 10 ms keeps start-up latency low without
    /// spinning a core.
    public static func pause() {
        usleep(10_000)
    }
}
