import Glibc
import WaylandShell

/// The display's clock, moved by hand: nanoseconds, starting at CLOCK_MONOTONIC's present value
/// (the app's event loop arms its timerfd on that clock; pumped without waiting, it never sleeps).
final class ManualClock {
    private(set) var nanoseconds = WaylandDisplay.monotonicNanoseconds()

    func advance(by seconds: Double) {
        nanoseconds += UInt64((max(0, seconds) * 1e9).rounded())
    }

    /// The processor time this thread has used, in seconds: how long the app takes, whatever
    /// else the machine is doing.
    static func processorSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
