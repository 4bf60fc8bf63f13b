import Foundation
import GestureCanvasApp
import GestureKit

/// `gesture-canvas bench`: runs every benchmark in turn and collects the figures.
///
/// ```swift
/// let report = try Benchmark(quick: true, images: try ResourceImages.located()).run { print($0) }
/// print(report.table)
/// ```
public struct Benchmark {
    /// Fewer repetitions, so the whole run takes well under a minute (for tests and a quick look).
    public let quick: Bool
    /// The parts to run (all by default).
    public let parts: Set<Part>
    let images: ImageProvider

    /// What can be measured on its own (`bench --only latency,idle`).
    public enum Part: String, CaseIterable, Sendable {
        case frames, latency, kwin, screen, smooth, cpu, dispatch, idle, startup
    }

    /// The window sizes frames are timed at, in points drawn at scale 1.
    static let frameSizes = [
        Size(width: 1280, height: 800), Size(width: 1920, height: 1080), Size(width: 3840, height: 2160),
    ]
    /// The size the latency, idle, start-up and memory figures are taken at.
    static let appSize = Size(width: 1920, height: 1080)

    public init(quick: Bool, parts: Set<Part> = Set(Part.allCases), images: ImageProvider) {
        self.quick = quick
        self.parts = parts
        self.images = images
    }

    /// Runs everything; `progress` hears what is being measured, one line at a time.
    public func run(progress: (String) -> Void) throws -> BenchReport {
        var report = BenchReport(kwin: .skipped("not run"), context: Self.context(quick: quick))

        let frameBench = FrameCostBench(runs: quick ? 2 : 5, steps: quick ? 30 : 60, fullRedraws: quick ? 5 : 15)
        for size in Self.frameSizes where parts.contains(.frames) {
            progress("frame cost at \(Self.name(of: size))")
            report.frames.append((Self.name(of: size), try frameBench.measure(size: size, images: images)))
        }
        // A kiosk panel mounted sideways (`rotation = 90`): the compositor turning the buffers
        // (wl_surface.set_buffer_transform), and the app drawing the content turned.
        for compositorTurns in [true, false] where parts.contains(.frames) {
            let turner = compositorTurns ? "compositor" : "app"
            let name = "\(Self.name(of: Self.frameSizes[0])) turned 90° by the \(turner)"
            progress("frame cost at \(name)")
            report.frames.append(
                (
                    name,
                    try frameBench.measure(
                        size: Self.frameSizes[0], images: images, rotation: .quarter, compositorTurns: compositorTurns)
                ))
        }

        if parts.contains(.latency) {
            progress("input-to-commit latency under the test compositor at \(Self.name(of: Self.appSize))")
        }
        var latencies: [Double] = [], peaks: [Double] = [], mostCommits = 0, superseded = 0
        let latencyBench = LatencyBench(moves: quick ? 60 : 180)
        let latencyRuns = parts.contains(.latency) ? (quick ? 2 : 4) : 0
        for run in 0..<latencyRuns {
            let result = try latencyBench.measure(
                size: Self.appSize, images: images, phase: (Double(run) + 0.5) / Double(latencyRuns))
            latencies += result.figures.latencies
            superseded += result.figures.superseded
            peaks += result.peakResidentMegabytes.map { [$0] } ?? []
            mostCommits = max(mostCommits, result.mostCommitsPerRefresh)
        }
        if let median = Spread.percentile(50, of: latencies), let p99 = Spread.percentile(99, of: latencies) {
            report.latency = .init(
                median: median, p99: p99, inputs: latencies.count, superseded: superseded,
                mostCommitsPerRefresh: mostCommits,
                size: Self.appSize)
        }
        report.peakResidentMegabytes = Spread(peaks)

        if parts.contains(.kwin) {
            progress("input-to-commit latency under KWin: the app, then gtk4-demo")
            report.kwin = Self.kwinLatency(
                KWinComparison(moves: quick ? 60 : 120, rounds: quick ? 1 : 2).measure(images: images))
        }

        if parts.contains(.screen) {
            report.screen = TouchToScreenBench(rounds: quick ? 1 : 3, dragSeconds: quick ? 0.5 : 1)
                .measure(images: images, progress: progress)
        }

        if parts.contains(.smooth) {
            report.smoothness = SmoothnessBench(
                rounds: quick ? 1 : 3, rates: quick ? [125] : SmoothnessBench.allRates
            ).measure(images: images, progress: progress)
        }

        if parts.contains(.cpu) {
            report.gestureCPU = GestureCPUBench(seconds: quick ? 2 : 10).measure(images: images, progress: progress)
        }

        if parts.contains(.dispatch) {
            progress("event dispatch throughput")
            report.dispatchEventsPerSecond = DispatchBench(runs: quick ? 3 : 7, eventsPerRun: quick ? 60_000 : 200_000)
                .measure()
        }

        if parts.contains(.idle) {
            progress("idle cost over \(Int(IdleBench.window / 1000)) s")
            let idle = try IdleBench(runs: quick ? 1 : 3).measure(size: Self.appSize, images: images)
            report.idleWakeups = idle.wakeups
            report.idleCPUMilliseconds = idle.cpuMilliseconds
        }

        if parts.contains(.startup) {
            progress("time to the first frame")
            report.firstFrameMilliseconds = try StartupBench(runs: quick ? 3 : 7).measure(size: Self.appSize)
        }
        return report
    }

    private static func kwinLatency(_ outcome: KWinComparison.Outcome) -> BenchReport.KWinLatency {
        switch outcome {
        case .skipped(let reason): return .skipped(reason)
        case .measured(let ours, let gtk, let note):
            guard let oursFigures = BenchReport.KWinLatency.Figures(ours) else {
                return .skipped("the app committed no frame for the injected drag under KWin")
            }
            return .measured(ours: oursFigures, gtk: gtk.flatMap(BenchReport.KWinLatency.Figures.init), gtkNote: note)
        }
    }

    /// `1920x1080`, the key `--json` uses.
    static func name(of size: Size) -> String { "\(Int(size.width))x\(Int(size.height))" }

    private static func context(quick: Bool) -> String {
        let date = ISO8601DateFormatter.string(
            from: Date(), timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withFullDate])
        var system = utsname()
        uname(&system)
        let kernel = withUnsafeBytes(of: system.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        return "\(date), \(cores) cores, Linux \(kernel), \(build) build\(quick ? ", quick run" : "")"
    }

    /// Which build measures: only a release build's figures say anything about the app.
    public static var build: String {
        #if DEBUG
            "debug"
        #else
            "release"
        #endif
    }
}
