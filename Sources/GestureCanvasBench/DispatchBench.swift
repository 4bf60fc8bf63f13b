import GestureCanvasApp
import GestureKit

/// Event dispatch throughput: touch events per second through ``DispatchTree`` (100 views,
/// 6 recognizers each), fed through the ``InputRouter`` as the live seat feeds it.
///
/// The workload mixes what fingers do: strokes of 24 moves 3 points apart (pans that begin,
/// change and end), and every fourth gesture a tap, on tiles spread over the tree. An event is
/// one touch change — a down, a motion or an up — with the `wl_touch.frame` that closes it; the
/// clock moves 8 ms per event (a 120 Hz touchscreen), so long presses and tap windows time out
/// as they would live.
struct DispatchBench {
    /// Runs; each gives one events-per-second figure.
    let runs: Int
    /// Touch events per run.
    let eventsPerRun: Int

    static let movesPerStroke = 24
    static let eventInterval = 0.008

    func measure() -> Spread? {
        Spread((0..<runs).map { _ in run() })
    }

    /// One run on a fresh tree: events per second.
    private func run() -> Double {
        let tree = DispatchTree()
        let router = tree.router
        var time = 0.0, events = 0, gesture = 0
        func send(_ event: InputEvent) {
            time += Self.eventInterval
            router.handle(event, at: time)
            router.handle(.touchFrame, at: time)
            events += 1
        }
        let start = Stopwatch.now
        while events < eventsPerRun {
            // Tiles in a scattered but repeatable order (7 is prime to 90).
            let origin = tree.tileCenter(gesture * 7 % (DispatchTree.panels * DispatchTree.tilesPerPanel))
            send(.touchDown(id: 0, location: origin))
            if gesture % 4 != 3 {
                for step in 1...Self.movesPerStroke {
                    send(.touchMotion(id: 0, location: origin + Vector(dx: 3 * Double(step) / 2, dy: Double(step))))
                }
            }
            send(.touchUp(id: 0))
            gesture += 1
            // A pause between gestures, longer than the double-tap window, so taps stay single.
            time += 0.4
        }
        let seconds = (Stopwatch.now - start) / 1000
        precondition(tree.actionCount > 0, "the recognizers never acted: the workload is wrong")
        return Double(events) / seconds
    }
}
