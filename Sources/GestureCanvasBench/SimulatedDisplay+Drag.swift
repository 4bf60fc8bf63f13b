import GestureCanvasApp
import GestureKit

extension SimulatedDisplay {
    /// A finger lands at `path[0]` now and reports the rest of the path one point per `interval`
    /// milliseconds, the first at `start` (``Stopwatch`` milliseconds); it rests 150 ms, so the
    /// photo does not glide on, and lifts. The display keeps running throughout. Returns when
    /// each move was sent.
    @discardableResult
    func drag(along path: [Point], startingAt start: Double, interval: Double) -> [Double] {
        guard let first = path.first else { return [] }
        compositor.touchDown(id: 0, at: (x: first.x, y: first.y))
        compositor.touchFrame()
        var sent: [Double] = [], next = start
        for point in path.dropFirst() {
            run(until: next)
            compositor.touchMotion(id: 0, to: (x: point.x, y: point.y))
            compositor.touchFrame()
            sent.append(Stopwatch.now)
            next += interval
        }
        run(until: Stopwatch.now + 150)
        compositor.touchUp(id: 0)
        compositor.touchFrame()
        return sent
    }
}
