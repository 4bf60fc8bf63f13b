/// How much a live input may make the app do, so that an input in a large window at scale 2.5
/// stays about as quick as one in a small window: past either limit, the rest of the input is
/// not acted out (the end of it, every finger lifted and time passed, always is).
public struct LiveBudget: Sendable {
    /// Display refreshes (each a sixtieth of a second of the app's time, or a jump to its next timer).
    public var refreshes: Int
    /// Pixels drawn: each commit's damage, in buffer pixels.
    public var pixels: Double

    public init(refreshes: Int, pixels: Double) {
        self.refreshes = refreshes
        self.pixels = pixels
    }

    /// A fuzzer input's: about half a second in the sanitized fuzzer build (two or three inputs a
    /// second, setting up and settling included).
    public static let fuzzInput = LiveBudget(refreshes: 1500, pixels: 25e6)
}
