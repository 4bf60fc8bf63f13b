import Testing

@testable import WaylandShell

@Suite("Converting the compositor's event times")
struct TimebaseTests {
    /// A timebase whose clock the test sets, starting at `start` nanoseconds.
    private final class Clock {
        var nanoseconds: UInt64
        init(_ start: UInt64) { nanoseconds = start }
    }

    @Test func millisecondTimesBecomeSecondsSinceTheOrigin() throws {
        let clock = Clock(5_000_000_000)
        let timebase = Timebase { clock.nanoseconds }
        clock.nanoseconds += 250_400_000  // 0.2504 s later
        // An event stamped 5 ms ago.
        let time = try #require(timebase.time(ofMilliseconds: 5_245))
        #expect(abs(time - 0.245) < 1e-9)
        #expect(abs(timebase.now - 0.2504) < 1e-9)
    }

    @Test func millisecondTimesSurviveTheThirtyTwoBitWrap() throws {
        // 2³² ms after boot, the milliseconds wrap to 0; an event 3 ms before the wrap is 3 ms old.
        let wrap = UInt64(UInt32.max) + 1
        let clock = Clock(wrap * 1_000_000)
        let timebase = Timebase { clock.nanoseconds }
        let time = try #require(timebase.time(ofMilliseconds: UInt32.max - 2))
        #expect(abs(time - -0.003) < 1e-9)
    }

    @Test func stampsFromAnotherClockAreRefused() {
        let clock = Clock(100_000_000_000)
        let timebase = Timebase { clock.nanoseconds }
        #expect(timebase.time(ofMilliseconds: 16) == nil)
        #expect(timebase.time(ofMilliseconds: 100_000 + 1_500) == nil)
        #expect(timebase.time(ofMilliseconds: 100_000 + 900) != nil)
        #expect(timebase.time(ofNanoseconds: 16_000_000) == nil)
        #expect(timebase.time(ofNanoseconds: 100_000_000_000 - 2_000_000) == -0.002)
    }

    @Test func deadlinesMapBackToMonotonicTime() {
        let clock = Clock(7_000_000_000)
        let timebase = Timebase { clock.nanoseconds }
        #expect(timebase.monotonic(atSeconds: 0.5) == 7_500_000_000)
        #expect(timebase.monotonic(atSeconds: -1) == 6_000_000_000)
    }
}
