import GestureCanvasApp
import GestureKit

/// Time from starting `gesture-canvas run` to its first committed frame arriving at the test
/// compositor: process start, Swift runtime, connecting, loading the photos, the first configure
/// and the first full redraw.
struct StartupBench {
    let runs: Int

    func measure(size: Size) throws -> Spread? {
        var samples: [Double] = []
        for _ in 0..<runs {
            let display = try SimulatedDisplay(width: Int(size.width), height: Int(size.height))
            let compositor = display.compositor
            let app = try AppProcess(size: size, environment: compositor.clientEnvironment)
            defer { app.stop() }
            let shown = display.run(until: Stopwatch.now + 10_000) { compositor.lastCommit != nil }
            guard shown, let arrived = display.commitTimes.last else {
                throw BenchError.noFirstFrame("gesture-canvas run under the test compositor")
            }
            samples.append(arrived - app.startedAt)
        }
        return Spread(samples)
    }
}
