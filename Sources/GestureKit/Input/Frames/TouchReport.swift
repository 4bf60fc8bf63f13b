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
    /// A pen's axes at this report (its pressure and tilt for each point of a stroke); nil for
    /// fingers, the mouse and touchpads.
    public var pen: PenAxes?

    /// The contact at `location` at `time`, with a pen's `pen` axes.
    public init(time: Double, location: Point, pen: PenAxes? = nil) {
        self.time = time
        self.location = location
        self.pen = pen
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
