import ArgumentParser
import GestureCanvasApp
import GestureCanvasBench

/// `gesture-canvas-bench` (also reached as `gesture-canvas bench`): the performance figures.
@main
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gesture-canvas-bench",
        abstract: "Measure frame cost, input latency, dispatch throughput, idle cost, start-up time and memory.",
        discussion: """
            Every figure is the median of repeated runs, with the smallest and largest. The latency, idle, \
            start-up and memory figures run `gesture-canvas run` (built beside this program) under an in-process test compositor; \
            the side-by-side latency with GTK 4 runs under KWin headless (kwin-wayland) and needs gtk4-demo \
            (gtk-4-examples), and says so when it is skipped. Progress goes to standard error. \
            GESTURE_CANVAS_BENCH_KEEP_LOGS=DIR keeps the protocol logs the latencies are read from.
            """)

    @Flag(help: "Fewer repetitions: done in well under a minute.")
    var quick = false

    @Flag(help: "Print one JSON object instead of the table.")
    var json = false

    @Option(
        help:
            "Measure only these parts, comma-separated: \(Benchmark.Part.allCases.map(\.rawValue).joined(separator: ", ")).",
        transform: { text in
            try Set(
                text.split(separator: ",").map { name in
                    guard let part = Benchmark.Part(rawValue: String(name)) else {
                        throw ValidationError("unknown part '\(name)'")
                    }
                    return part
                })
        })
    var only: Set<Benchmark.Part> = Set(Benchmark.Part.allCases)

    func run() throws {
        // The benchmark's own test compositor sends timestamps from its own clock, which the app
        // rightly warns about; that is not news here.
        Logs.bootstrap(verbose: false, quietly: true)
        if Benchmark.build == "debug" {
            printError(
                "warning: this is a debug build, several times slower than what users run; "
                    + "measure with `make bench` (swift build -c release)")
        }
        do {
            let benchmark = Benchmark(quick: quick, parts: only, images: try ResourceImages.located())
            let report = try benchmark.run { printError("measuring \($0)…") }
            print(json ? report.json : report.table)
        } catch {
            printError("the benchmark failed: \(error)")
            throw ExitCode(1)
        }
    }
}
