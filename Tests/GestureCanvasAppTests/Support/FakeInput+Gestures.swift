import CompositorHarness
import GestureKit
import Glibc

/// Gestures for the app under KWin, in window points (the app runs full screen, so they are
/// the output's pixels too), paced like a 60 Hz touchscreen.
extension KWinFakeInput {
    /// One finger from `start` to `end` in `steps` 16 ms steps, then resting `rest` seconds
    /// before it lifts: a rest longer than the velocity window (0.1 s) means no glide.
    func drag(from start: Point, to end: Point, steps: Int = 20, rest: Double) throws {
        try land(at: start)
        for step in 1...steps {
            pause(1.0 / 60)
            let point = start + (end - start) * (Double(step) / Double(steps))
            try touchMotion(0, x: point.x, y: point.y)
            try touchFrame()
            try flush()
        }
        pause(rest)
        try lift()
    }

    /// One finger held still at `point` for `seconds`.
    func press(at point: Point, for seconds: Double) throws {
        try land(at: point)
        pause(seconds)
        try lift()
    }

    /// Finger 0 lands at `point`, sent at once.
    private func land(at point: Point) throws {
        try touchDown(0, x: point.x, y: point.y)
        try touchFrame()
        try flush()
    }

    /// Finger 0 lifts; KWin has delivered everything when this returns.
    private func lift() throws {
        try touchUp(0)
        try touchFrame()
        try sync()
    }

    /// Two quick taps at `point`, well within the double-tap interval.
    func doubleTap(at point: Point) throws {
        try tap(at: ScreenPoint(x: point.x, y: point.y))
        pause(0.1)
        try tap(at: ScreenPoint(x: point.x, y: point.y))
    }
}

/// Sleeps the test's thread: the app under test times input by the compositor's clock.
func pause(_ seconds: Double) {
    usleep(useconds_t(seconds * 1_000_000))
}

extension ScreenPoint {
    init(_ point: Point) {
        self.init(x: point.x, y: point.y)
    }
}
