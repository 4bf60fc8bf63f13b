import GestureCanvasApp
import GestureKit

/// What the app costs while nothing happens: its window open and drawn, nothing moving, for 5
/// seconds, starting a second after a short drag of a photo (so a timer or a frame callback that
/// a gesture leaves running would show). A well-behaved client sleeps in `poll` the whole time:
/// no timer, no frame callback, no thread waking up.
struct IdleBench {
    let runs: Int
    static let window = 5000.0

    struct Result {
        /// Thread wake-ups (runs on a CPU) in the 5 s.
        var wakeups: Spread?
        /// CPU time in the 5 s, in milliseconds.
        var cpuMilliseconds: Spread?
    }

    func measure(size: Size, images: ImageProvider) throws -> Result {
        var wakeups: [Double] = [], cpu: [Double] = []
        for _ in 0..<runs {
            let display = try SimulatedDisplay(width: Int(size.width), height: Int(size.height))
            let compositor = display.compositor
            let app = try AppProcess(size: size, environment: compositor.clientEnvironment)
            defer { app.stop() }
            let shown = display.run(until: Stopwatch.now + 10_000) {
                compositor.lastCommit != nil && compositor.boundTouchCount > 0
            }
            guard shown else { throw BenchError.noFirstFrame("gesture-canvas run under the test compositor") }
            let (center, _) = LatencyBench.image1(in: size, images: images)
            let path = (0...10).map { center + Vector(dx: 4 * Double($0), dy: 2 * Double($0)) }
            display.drag(along: path, startingAt: Stopwatch.now, interval: SimulatedDisplay.refreshInterval)
            display.run(until: Stopwatch.now + 1000)
            guard let before = app.statistics else { throw BenchError.process("the app ended while idle") }
            display.run(until: Stopwatch.now + Self.window)
            guard let after = app.statistics else { throw BenchError.process("the app ended while idle") }
            wakeups.append(Double(after.runs - before.runs))
            cpu.append(after.cpuMilliseconds - before.cpuMilliseconds)
        }
        return Result(wakeups: Spread(wakeups), cpuMilliseconds: Spread(cpu))
    }
}
