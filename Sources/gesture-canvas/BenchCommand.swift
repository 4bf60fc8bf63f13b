import ArgumentParser
import GestureCanvasApp
import HostSystem

/// `gesture-canvas bench`: hands over to `gesture-canvas-bench`, built beside this program.
///
/// The benchmarks drive the app under test compositors and KWin, so they live in their own
/// executable and the app's binary carries none of that code.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure frame cost, latency, dispatch, idle cost, start-up and memory (gesture-canvas-bench).",
        discussion: """
            Runs gesture-canvas-bench from this program's folder with the same arguments; \
            `gesture-canvas bench --help` shows its options too. Build it with \
            `swift build -c release --product gesture-canvas-bench` (or `make bench`).
            """)

    @Argument(parsing: .captureForPassthrough, help: "Passed on to gesture-canvas-bench (--quick, --json, --only …).")
    var arguments: [String] = []

    func run() throws {
        let name = "gesture-canvas-bench"
        guard let program = ResourceLocator.siblingExecutable(named: name) else {
            printError(
                "\(name) is not built beside this program; build it with "
                    + "`swift build -c release --product \(name)` (or run `make bench`)")
            throw ExitCode(1)
        }
        let reason = ProgramHandover.exec(program, arguments: arguments)
        printError("cannot start \(program): \(reason)")
        throw ExitCode(1)
    }
}
