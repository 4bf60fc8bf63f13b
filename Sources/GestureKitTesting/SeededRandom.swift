/// A small deterministic source of random numbers (SplitMix64, from Steele, Lea and Flood,
/// "Fast Splittable Pseudorandom Number Generators", 2014): the same seed gives the same numbers
/// on every run and every machine, so generated strokes and hand jitter make tests that never
/// flake, and a failure names the seed that reproduces it.
///
/// ```swift
/// var random = SeededRandom(seed: 7)
/// let jitter = Double.random(in: -1...1, using: &random)  // the same on every run
/// ```
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose numbers follow from `seed` alone.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
