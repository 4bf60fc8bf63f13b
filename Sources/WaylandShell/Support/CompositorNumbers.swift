import GestureKit

/// Numbers from the compositor, checked once where they enter the shell: sizes and scales are
/// clamped into what a window can be, so no later conversion or allocation meets a value no
/// real compositor sends. (Coordinates are `wl_fixed_t`, always finite within ±8388608;
/// timestamps are checked by ``Timebase``.)
enum CompositorNumbers {
    /// The largest window side in logical points that is taken as it is: 16384, twice the
    /// width of an 8K output at scale 1. A larger configure is a compositor's bug.
    static let maximumSide: Int32 = 16_384
    /// The largest scale taken: 8. No output ships above 4 (phones); fractional scales
    /// (GNOME, KDE) stop at 3.
    static let maximumScale = 8.0

    /// A configure or bounds dimension: 0 (the client chooses) for negative values, at most
    /// ``maximumSide``.
    static func side(_ value: Int32) -> Int32 {
        min(max(0, value), maximumSide)
    }

    /// `wl_output.scale`: 1 for nonsense (0, negative), at most ``maximumScale``.
    static func integerScale(_ value: Int32) -> Int32 {
        min(max(1, value), Int32(maximumScale))
    }

    /// `wl_output.mode`'s refresh (millihertz) as seconds per refresh: nil for 0 (not said) or a
    /// rate outside 10–500 Hz, the range ``GestureKit/DisplayTimeline`` believes.
    static func refreshPeriod(millihertz: Int32) -> Double? {
        guard millihertz > 0 else { return nil }
        let seconds = 1000 / Double(millihertz)
        return seconds >= DisplayTimeline.shortestPeriod && seconds <= DisplayTimeline.longestPeriod ? seconds : nil
    }

    /// `wp_fractional_scale_v1.preferred_scale` (a numerator over 120): nil for 0, at most
    /// ``maximumScale``.
    static func fractionalScale(numerator: UInt32) -> Double? {
        guard numerator > 0 else { return nil }
        return min(Double(numerator) / 120, maximumScale)
    }
}

extension Int {
    /// `value` as an Int that never traps: clamped into Int's range, 0 for NaN. For pixel
    /// boxes, timeouts and sizes computed from Doubles (round first, as the caller needs).
    init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 9.2e18 {
            // Int.max is not exactly representable: the nearest Double below 2⁶³ is safe.
            self = .max
        } else if value <= -9.2e18 {
            self = .min
        } else {
            self = Int(value)
        }
    }
}

extension Int32 {
    /// `value` as an Int32 that never traps: clamped into Int32's range, 0 for NaN.
    init(saturating value: Double) {
        self.init(clamping: Int(saturating: value))
    }
}

extension UInt64 {
    /// `value` as a UInt64 that never traps: 0 for NaN and negatives, clamped at the top.
    init(saturating value: Double) {
        if value.isNaN || value <= 0 {
            self = 0
        } else if value >= 1.8e19 {
            self = .max
        } else {
            self = UInt64(value)
        }
    }
}
