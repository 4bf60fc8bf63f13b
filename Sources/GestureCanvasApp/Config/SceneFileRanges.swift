import GestureKit

/// The range of every number a scene file may hold, in one place (docs/kiosk.md's scene-file section
/// lists them). A value outside is refused with its line before a window opens, so nothing
/// downstream — layout, the renderer, timers, the compositor's idle timeout — ever sees it.
enum SceneFileRanges {
    /// An image's centre, in points: the engine's coordinate range.
    static let positionPoints = InputLimits.coordinates
    /// An image's centre as a share of the window, in percent: a hundred windows either way.
    static let positionShares: ClosedRange<Double> = -10000...10000
    /// An image's width or height, in points (more than 0): no larger than the largest window.
    static let sizePoints: ClosedRange<Double> = 0...InputLimits.windowSide.upperBound
    /// An image's width or height as a share of the window, in percent (more than 0).
    static let sizeShares: ClosedRange<Double> = 0...1000
    /// Corner radius, in points.
    static let cornerRadius: ClosedRange<Double> = 0...InputLimits.windowSide.upperBound
    /// Border width, in points.
    static let borderWidth: ClosedRange<Double> = 0...1000
    /// `snap_rotation` in degrees: beyond 45° every angle would be near some right angle.
    static let snapDegrees: ClosedRange<Double> = 0...45
    /// Each of `scale_limits`: the hard limits a scene file may move a photo's limits within
    /// (by default a quarter to eight times, `PhotosScene.defaultScaleLimits`). A twentieth of a
    /// photo is a dot; twenty times a large one is a hundred screens.
    static let scale: ClosedRange<Double> = 0.05...20
    /// `reset_after` and `screen_sleeps_after`, in seconds (0: never): up to a day. The
    /// compositor's idle timeout is a 32-bit count of milliseconds (49 days), and the timers run
    /// on the engine's clock, which stays exact for ``InputLimits/time``.
    static let kioskDelay: ClosedRange<Double> = 0...86400
    /// The longest `output` name, in bytes: connector names are a few characters (`HDMI-A-1`).
    static let outputNameBytes = 256
    /// The largest scene file, in bytes: a scene file is a page of settings.
    static let fileBytes = 1024 * 1024
    /// The most `[[images]]` a scene may have: the seeds show two, a kiosk a handful, and a
    /// hundred photos on one window are smaller than a thumbnail. Each entry costs a view and a
    /// decoded picture, so 10,000 of them (a 0.5 MB file) must be refused, not loaded.
    static let images = 100
}
