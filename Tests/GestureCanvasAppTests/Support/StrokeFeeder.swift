import GestureKit

/// Feeds one stroke to a fresh recognizer the way a finger draws it: a window, an input router,
/// a touch down at the first point, a move per later point at its own time, a lift.
enum StrokeFeeder {
    /// Whether a fresh recognizer from `make` fires on the stroke through `points`, sampled at
    /// `times` (seconds), lifted at `liftTime` (by default the last sample's time).
    static func fires(
        on points: [Point], at times: [Double], liftTime: Double? = nil, by make: () -> GestureRecognizer
    ) -> Bool {
        let window = Window(size: Size(width: 1000, height: 800))
        let recognizer = make()
        var fired = false
        recognizer.addAction { _ in fired = true }
        window.addGestureRecognizer(recognizer)
        let router = InputRouter(window: window)
        router.handle(.touchDown(id: 0, location: points[0]), at: times[0])
        router.handle(.touchFrame, at: times[0])
        for (point, time) in zip(points, times).dropFirst() {
            router.handle(.touchMotion(id: 0, location: point), at: time)
            router.handle(.touchFrame, at: time)
        }
        router.handle(.touchUp(id: 0), at: liftTime ?? times[times.count - 1])
        return fired
    }
}
