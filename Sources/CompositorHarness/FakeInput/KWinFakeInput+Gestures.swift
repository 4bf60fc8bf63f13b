import Foundation
import Glibc

/// A point in the compositor's global coordinates: output pixels from its top-left corner.
public struct ScreenPoint: Equatable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// Whole gestures made of fake-input touches, paced like a real touchscreen.
///
/// Each step sends the fingers' motions and a frame, flushes, and sleeps `stepInterval`: 16 ms
/// by default, the report interval of a 60 Hz touchscreen, so velocities come out realistic.
/// Each gesture ends with `sync()`: when it returns, KWin has delivered all of it.
extension KWinFakeInput {
    /// One finger down at `point`, lifted after `hold`.
    public func tap(at point: ScreenPoint, id: UInt32 = 0, hold: Duration = .milliseconds(50)) throws {
        try touchDown(id, x: point.x, y: point.y)
        try touchFrame()
        try flush()
        Self.sleep(hold)
        try touchUp(id)
        try touchFrame()
        try sync()
    }

    /// One finger down at `start`, moved in `steps` even steps to `end`, then lifted.
    /// `sent`, when given, is called right after each motion's frame has been flushed to KWin,
    /// so a benchmark can time what follows from the moment the finger moved.
    public func drag(
        from start: ScreenPoint, to end: ScreenPoint, id: UInt32 = 0, steps: Int = 20,
        stepInterval: Duration = .milliseconds(16), sent: (() -> Void)? = nil
    ) throws {
        try touchDown(id, x: start.x, y: start.y)
        try touchFrame()
        try flush()
        for step in 1...max(1, steps) {
            Self.sleep(stepInterval)
            let fraction = Double(step) / Double(max(1, steps))
            try touchMotion(id, x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            try touchFrame()
            try flush()
            sent?()
        }
        try touchUp(id)
        try touchFrame()
        try sync()
    }

    /// Two fingers on either side of `center`, `startDistance` apart along `angle` (radians,
    /// clockwise from the x axis, as y grows downwards), moved in `steps` even steps until they
    /// are `endDistance` apart and the line between them has turned by `rotation` radians; then
    /// both lift in one frame. Both land in one frame, as a real two-finger touch usually does.
    public func pinch(
        center: ScreenPoint, from startDistance: Double, to endDistance: Double, angle: Double = 0,
        rotation: Double = 0, ids: (UInt32, UInt32) = (0, 1), steps: Int = 20,
        stepInterval: Duration = .milliseconds(16)
    ) throws {
        func fingers(at fraction: Double) -> (ScreenPoint, ScreenPoint) {
            let half = (startDistance + (endDistance - startDistance) * fraction) / 2
            let direction = angle + rotation * fraction
            let offset = (x: cos(direction) * half, y: sin(direction) * half)
            return (
                ScreenPoint(x: center.x - offset.x, y: center.y - offset.y),
                ScreenPoint(x: center.x + offset.x, y: center.y + offset.y)
            )
        }
        let (first, second) = fingers(at: 0)
        try touchDown(ids.0, x: first.x, y: first.y)
        try touchDown(ids.1, x: second.x, y: second.y)
        try touchFrame()
        try flush()
        for step in 1...max(1, steps) {
            Self.sleep(stepInterval)
            let (first, second) = fingers(at: Double(step) / Double(max(1, steps)))
            try touchMotion(ids.0, x: first.x, y: first.y)
            try touchMotion(ids.1, x: second.x, y: second.y)
            try touchFrame()
            try flush()
        }
        try touchUp(ids.0)
        try touchUp(ids.1)
        try touchFrame()
        try sync()
    }

    /// Blocks the calling thread for `duration`: gestures are paced in real time because the
    /// client under test timestamps what it receives.
    static func sleep(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        var remaining = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        var request = remaining
        // A signal cuts the sleep short; sleep on for what is left.
        while nanosleep(&request, &remaining) == -1 && errno == EINTR { request = remaining }
    }
}
