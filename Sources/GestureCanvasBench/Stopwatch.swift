import GestureCanvasApp
import Glibc

/// CLOCK_MONOTONIC readings in milliseconds, for timing one piece of work.
enum Stopwatch {
    /// Milliseconds on CLOCK_MONOTONIC from an arbitrary origin.
    static var now: Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1_000_000
    }

    /// How long `body` took, in milliseconds, and what it returned.
    static func time<T>(_ body: () throws -> T) rethrows -> (milliseconds: Double, result: T) {
        let start = now
        let result = try body()
        return (now - start, result)
    }

    /// Sleeps the calling thread for `milliseconds` (signals do not cut it short).
    static func pause(milliseconds: Double) {
        let end = now + milliseconds
        while now < end { usleep(useconds_t(max(1, (end - now) * 1000))) }
    }
}
