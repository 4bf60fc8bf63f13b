import Glibc

/// The event loop's clock: seconds on CLOCK_MONOTONIC since the display connected, which is the
/// timebase the engine's ``GestureKit/Scheduler`` runs on.
///
/// Compositors stamp input with CLOCK_MONOTONIC (libinput's clock): `wl_touch`, `wl_pointer` and
/// `wl_keyboard` in wrapping milliseconds, `zwp_input_timestamps_v1` in nanoseconds. Both convert
/// here. A compositor whose stamps come from another clock (a test compositor, a nested or remote
/// session) is recognised by stamps more than a second away from now; the caller then uses the
/// time of receipt. No stamp, however far in the future or past, traps a conversion here.
final class Timebase {
    /// The monotonic time, in nanoseconds, that is second 0.
    let origin: UInt64
    private let readClock: () -> UInt64

    /// Stamps further than this from now are taken to come from another clock.
    static let plausibleSkew: UInt64 = 1_000_000_000

    init(readClock: @escaping () -> UInt64 = Timebase.monotonicNanoseconds) {
        self.readClock = readClock
        self.origin = readClock()
    }

    /// Seconds since the origin.
    var now: Double { seconds(atMonotonic: readClock()) }

    /// CLOCK_MONOTONIC in nanoseconds.
    static func monotonicNanoseconds() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }

    /// A monotonic time in nanoseconds on this timebase (negative before the origin).
    func seconds(atMonotonic nanoseconds: UInt64) -> Double {
        nanoseconds >= origin
            ? Double(nanoseconds - origin) / 1e9
            : -Double(origin - nanoseconds) / 1e9
    }

    /// The monotonic nanoseconds at `seconds` on this timebase (for arming a timerfd).
    func monotonic(atSeconds seconds: Double) -> UInt64 {
        // Saturating: a deadline far in the future (or NaN) arms the timer for never, not a trap.
        let offset = seconds * 1e9
        if offset.isNaN { return origin }
        if offset <= 0 { return origin - min(origin, UInt64(saturating: -offset)) }
        let (sum, overflowed) = origin.addingReportingOverflow(UInt64(saturating: offset))
        return overflowed ? .max : sum
    }

    /// An event's `time` argument (CLOCK_MONOTONIC milliseconds, wrapping at 2³²) on this
    /// timebase, or nil when it is clearly from another clock.
    func time(ofMilliseconds stamp: UInt32) -> Double? {
        let current = readClock()
        let currentMilliseconds = current / 1_000_000
        // How long ago the event happened, in wrap-safe 32-bit arithmetic (negative: "in the future").
        let age = Int64(Int32(bitPattern: UInt32(truncatingIfNeeded: currentMilliseconds) &- stamp))
        guard UInt64(abs(age)) * 1_000_000 <= Self.plausibleSkew else { return nil }
        let eventMilliseconds = Int64(currentMilliseconds) - age
        return seconds(atMonotonic: UInt64(max(0, eventMilliseconds)) * 1_000_000)
    }

    /// A nanosecond stamp (`zwp_input_timestamps_v1`) on this timebase, or nil when it is
    /// clearly from another clock.
    func time(ofNanoseconds stamp: UInt64) -> Double? {
        let current = readClock()
        let distance = stamp > current ? stamp - current : current - stamp
        guard distance <= Self.plausibleSkew else { return nil }
        return seconds(atMonotonic: stamp)
    }
}
