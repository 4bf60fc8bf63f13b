extension Int {
    /// `value` rounded toward zero as an Int that never traps: clamped into Int's range, 0 for
    /// NaN. For pixel counts and positions worked out in Doubles from a view's transform, which
    /// may be anything (round first, as the caller needs).
    init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 0x1p63 {
            self = .max
        } else if value <= -0x1p63 {
            self = .min
        } else {
            self = Int(value)
        }
    }
}
