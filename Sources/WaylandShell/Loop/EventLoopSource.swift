/// Another library's descriptors and timeouts, polled by the ``EventLoop`` beside the compositor's
/// socket rather than by a loop of its own on a second thread (GLib's main context, which carries
/// the accessibility bus).
///
/// Each turn the loop asks ``prepare(now:)`` what to watch and until when, polls it all at once,
/// and hands back what each descriptor reported to ``dispatch(_:now:)`` before the timers fire and
/// the windows draw, so what the source's callbacks changed is drawn in the same turn. A source
/// that watches nothing and wants no turn costs the loop nothing: an idle app still sleeps.
///
/// ```swift
/// final class Pipe: EventLoopSource {
///     func prepare(now: Double) -> EventLoopWatch {
///         EventLoopWatch(descriptors: [EventLoopWatch.Descriptor(fd: readEnd, events: Int16(POLLIN))])
///     }
///     func dispatch(_ events: [Int16], now: Double) { if events[0] != 0 { drain() } }
/// }
/// loop.addSource(Pipe())
/// ```
public protocol EventLoopSource: AnyObject {
    /// What to watch in the coming poll, and the latest moment (the loop's seconds) it wants a turn.
    func prepare(now: Double) -> EventLoopWatch
    /// What each descriptor of the last ``prepare(now:)`` reported (poll's `revents`, in the
    /// same order; 0 for none, all 0 when the loop woke for something else).
    func dispatch(_ events: [Int16], now: Double)
}

/// What an ``EventLoopSource`` asks the loop to watch for one turn.
public struct EventLoopWatch {
    /// A descriptor and the poll events (`POLLIN`, `POLLOUT`, …) to wait for.
    public struct Descriptor: Equatable {
        /// The file descriptor.
        public var fd: Int32
        /// What to wait for, as poll(2)'s `events`.
        public var events: Int16
        /// `fd`, watched for `events`.
        public init(fd: Int32, events: Int16) {
            self.fd = fd
            self.events = events
        }
    }

    /// The descriptors to poll this turn.
    public var descriptors: [Descriptor]
    /// When the source wants a turn at the latest (its own timeouts), in the loop's seconds; nil: none.
    public var wake: Double?

    /// A watch of `descriptors` that wants a turn by `wake` at the latest.
    public init(descriptors: [Descriptor] = [], wake: Double? = nil) {
        self.descriptors = descriptors
        self.wake = wake
    }
}
