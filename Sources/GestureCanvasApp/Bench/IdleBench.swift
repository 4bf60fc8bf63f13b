import GestureKit

/// What the app costs while nothing happens: its window open and drawn, no input, nothing
/// moving, for 5 seconds. A well-behaved client sleeps in `poll` the whole time: no timer, no
/// frame callback, no thread waking up.
struct IdleBench {
    let runs: Int
    static let window = 5000.0

    struct Result {
        /// Thread wake-ups (runs on a CPU) in the 5 s.
        var wakeups: Spread?
        /// CPU time in the 5 s, in milliseconds.
        var cpuMilliseconds: Spread?
    }

    func measure(size: Size) throws -> Result {
        var wakeups: [Double] = [], cpu: [Double] = []
        for _ in 0..<runs {
            let display = try SimulatedDisplay(width: Int(size.width), height: Int(size.height))
            let compositor = display.compositor
            let app = try AppProcess(size: size, environment: compositor.clientEnvironment)
            defer { app.stop() }
            let shown = display.run(until: Stopwatch.now + 10_000) { compositor.lastCommit != nil }
            guard shown else { throw BenchError.noFirstFrame("gesture-canvas run under the test compositor") }
            // Let the first frame's callback be answered and start-up work finish.
            display.run(until: Stopwatch.now + 500)
            guard let before = app.statistics else { throw BenchError.process("the app ended while idle") }
            display.run(until: Stopwatch.now + Self.window)
            guard let after = app.statistics else { throw BenchError.process("the app ended while idle") }
            wakeups.append(Double(after.runs - before.runs))
            cpu.append(after.cpuMilliseconds - before.cpuMilliseconds)
        }
        return Result(wakeups: Spread(wakeups), cpuMilliseconds: Spread(cpu))
    }
}
