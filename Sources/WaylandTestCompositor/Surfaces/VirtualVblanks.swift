/// The vblanks of the virtual display (`Options.presentationClock`): a grid of refreshes from the
/// compositor's start, each vblank late by a seeded amount below the jitter, never early, so
/// vblanks never come out of order.
struct VirtualVblanks {
    /// Nanoseconds between vblanks.
    private(set) var refresh: UInt64
    private let jitter: UInt64
    private var random: XorShift64Star
    /// The grid place of the next vblank, and how late it comes.
    private var nextPlace: UInt64
    private var nextLateness: UInt64 = 0
    /// The sequence number of the last vblank (0 before the first).
    private(set) var sequence: UInt64 = 0

    init(_ clock: TestCompositor.PresentationClock, from start: UInt64) {
        refresh = Self.nanoseconds(clock.refresh)
        jitter = clock.jitter > 0 ? Self.nanoseconds(clock.jitter) : 0
        random = XorShift64Star(seed: clock.seed)
        nextPlace = start + refresh
        nextLateness = drawLateness()
    }

    /// When the next vblank comes, in nanoseconds on the compositor's clock.
    var next: UInt64 { nextPlace + nextLateness }

    /// The newest vblank due by `now`, if any, counted as having happened. Earlier ones due
    /// with it showed nothing new (nothing was read between them) and are only counted.
    mutating func takeDue(now: UInt64) -> (time: UInt64, sequence: UInt64)? {
        guard next <= now else { return nil }
        var due = (time: next, sequence: sequence)
        while next <= now {
            sequence += 1
            due = (next, sequence)
            nextPlace += refresh
            nextLateness = drawLateness()
        }
        return due
    }

    /// The display refreshes every `seconds` from the last vblank on (a mode change, or the
    /// window moved to another output).
    mutating func setRefresh(_ seconds: Double) {
        let lastPlace = nextPlace - refresh
        refresh = Self.nanoseconds(seconds)
        nextPlace = lastPlace + refresh
    }

    private mutating func drawLateness() -> UInt64 {
        jitter == 0 ? 0 : random.next() % jitter
    }

    /// Seconds as whole nanoseconds, at least one.
    private static func nanoseconds(_ seconds: Double) -> UInt64 {
        UInt64(max(1, (seconds * 1e9).rounded()))
    }
}

/// A seeded generator for the jitter (Vigna's xorshift64*): the same seed, the same vblanks on
/// every machine. (GestureKitTesting's `SeededRandom` would link Swift Testing into the bench.)
struct XorShift64Star {
    private var state: UInt64

    /// Any seed; 0, which xorshift cannot leave, stands for another constant.
    init(seed: UInt64) { state = seed == 0 ? 0x2545_F491_4F6C_DD1D : seed }

    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }
}
