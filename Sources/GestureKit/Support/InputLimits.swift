/// The ranges every number entering the engine from outside (a trace, a scene file, the command
/// line) must lie in. Each is checked once, where the number enters, and refused there with its
/// file and line; past that boundary no conversion needs to guard against infinities or values
/// that no screen could show. docs/formats.md (traces) and docs/kiosk.md (scene files) list them.
public enum InputLimits {
    /// Coordinates and distances, in points: locations, deltas, contact sizes, positions and
    /// sizes in scene files. A million points is sixty times the largest window (16384 pt) and
    /// small enough that sums of many of them stay far from where a double loses sub-point
    /// precision.
    public static let coordinates: ClosedRange<Double> = -1e6...1e6

    /// Times, in seconds from the start of a trace: about eleven and a half days. At 1e6 s a
    /// double still resolves a tenth of a nanosecond, so a 1/60 s animation step and a 1 ms
    /// timestamp difference stay exact; at 3e14 s the animation step is below a double's
    /// resolution and time stops advancing.
    public static let time: ClosedRange<Double> = 0...1e6

    /// A touchpad pinch's scale, relative to its start (the protocol's `scale`, positive).
    public static let pinchScale: ClosedRange<Double> = 0...1000

    /// A touchpad pinch's rotation per update, in degrees.
    public static let rotationDegrees: ClosedRange<Double> = -1e6...1e6

    /// A window side, in points: what a trace header, `--size` and the renderer accept.
    public static let windowSide: ClosedRange<Double> = 1...16384

    /// A window's scale, in buffer pixels per point: what compositors offer (fractional scales
    /// from 1/120 up; integer output scales up to 8), rounded out.
    public static let windowScale: ClosedRange<Double> = 0.1...8

    /// The longest trace line, in bytes: a line of the format is under 200 bytes, and a line
    /// this long is refused before more of it is read.
    public static let traceLineBytes = 64 * 1024

    /// The largest trace file, in bytes: about a million events, hours of recorded input. A
    /// larger file is refused at this point of reading, not after it has filled memory.
    public static let traceFileBytes = 64 * 1024 * 1024

    /// `value` written for a message: `1e+19`, `nan`, `-inf`, `12.5`.
    public static func describe(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// `lower…upper` for a message, with whole numbers written plainly.
    public static func describe(_ range: ClosedRange<Double>) -> String {
        "\(describe(range.lowerBound))…\(describe(range.upperBound))"
    }
}
