import GestureKit

/// The ranges of `replay`'s numeric options, checked before anything is read (docs/formats.md).
public enum ReplayOptionRanges {
    /// Seconds between written frames: a thousandth of a second (far finer than the 60 Hz the
    /// replay steps at) up to a day.
    public static let frameEvery: ClosedRange<Double> = 0.001...86400
    /// Pixels per point in written frames: 4 is a 4K-per-1K display's scale and more.
    public static let frameScale: ClosedRange<Double> = 0.01...4
    /// The most frames one replay writes: a trace long enough to need more asks for a larger
    /// `--frame-every` rather than filling the disk.
    public static let maximumFrames = 100_000

    /// The first option outside its range, as one sentence; nil when all are in range.
    public static func problem(frameEvery: Double, frameScale: Double, size: String?) -> String? {
        if !self.frameEvery.contains(frameEvery) {
            return
                "--frame-every must be a number of seconds from 0.001 to 86400, not \(InputLimits.describe(frameEvery))"
        }
        if !self.frameScale.contains(frameScale) {
            return
                "--frame-scale must be a number of pixels per point from 0.01 to 4, not \(InputLimits.describe(frameScale))"
        }
        if let size {
            do { _ = try CommandInput.size(from: size) } catch { return error.description }
        }
        return nil
    }

    /// The frames a replay of `duration` seconds writes at one every `frameEvery` seconds,
    /// refused past ``maximumFrames``.
    static func checkFrameCount(duration: Double, frameEvery: Double, tracePath: String) throws(AppError) {
        let frames = (duration / frameEvery).rounded(.down) + 2
        guard frames <= Double(maximumFrames) else {
            let smallest = (duration / Double(maximumFrames - 2) * 1000).rounded(.up) / 1000
            throw .badOption(
                "--frame-every \(InputLimits.describe(frameEvery)) would write \(InputLimits.describe(frames)) frames "
                    + "of \(Quoted.value(tracePath)) (\(InputLimits.describe(duration)) s); the limit is \(maximumFrames): "
                    + "use --frame-every \(InputLimits.describe(smallest)) or more")
        }
    }
}
