/// One report of a contact as the device sent it: where it was, and when.
///
/// A display frame shows a contact where it was at one moment (``TouchResampler``); the reports
/// that frame folded together stay available as they came (``TouchEvent/coalescedTouches(for:)``),
/// and velocities are measured from them alone.
public struct TouchReport: Hashable, Sendable {
    /// Seconds on the engine's clock.
    public var time: Double
    /// Surface-local window coordinates, in points.
    public var location: Point

    /// The contact at `location` at `time`.
    public init(time: Double, location: Point) {
        self.time = time
        self.location = location
    }

    /// The location in `view`'s coordinates, or the window's when `view` is nil.
    public func location(in view: View?) -> Point {
        view?.convertFromWindow(location) ?? location
    }
}

extension Array where Element == TouchReport {
    /// Whether each report comes after the one before it, as a device's reports of one finger do.
    var isStrictlyAscendingInTime: Bool {
        var previous = -Double.infinity
        for report in self {
            guard report.time > previous else { return false }
            previous = report.time
        }
        return true
    }
}
