import Foundation
import Testing

/// The built `gesture-canvas` run with a deadline, for input meant to break it: the outcome says
/// whether it ended by a signal or had to be killed, so a hang or a trap fails the test instead of
/// stalling or aborting the run.
struct TimedRun {
    let status: Int32
    let standardError: String
    /// The signal that ended it, if one did (a trap is SIGILL or SIGTRAP, an abort SIGABRT).
    let signal: Int32?
    /// Whether it was still running at the deadline and was killed.
    let timedOut: Bool

    /// Runs the app with `arguments`, no Wayland display, and at most `seconds` to finish; with
    /// `standardInput`, that as its standard input (else the test's).
    init(
        _ arguments: [String], seconds: Double = 60, environment extra: [String: String] = [:],
        standardInput: FileHandle? = nil
    ) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try AppBinary.pathOrSkip())
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["WAYLAND_DISPLAY"] = "no-such-display"
        environment.merge(extra) { $1 }
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        if let standardInput { process.standardInput = standardInput }
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        // Read while it runs, so a chatty child never blocks on a full pipe.
        let output = OutputBox()
        let reading = DispatchGroup()
        reading.enter()
        DispatchQueue.global().async {
            output.data = errors.fileHandleForReading.readDataToEndOfFile()
            reading.leave()
        }
        var killed = false
        if finished.wait(timeout: .now() + seconds) == .timedOut {
            killed = true
            process.terminate()
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        reading.wait()
        status = process.terminationStatus
        signal = process.terminationReason == .uncaughtSignal && !killed ? process.terminationStatus : nil
        timedOut = killed
        standardError = String(decoding: output.data, as: UTF8.self)
    }

    /// Whether it refused its input the documented way: no signal, no hang, `status`, and one
    /// line on standard error that starts with the program's name and contains `parts`.
    func refused(status expected: Int32, saying parts: [String]) -> Bool {
        signal == nil && !timedOut && status == expected && isOneSentence
            && parts.allSatisfy { standardError.contains($0) }
    }

    var isOneSentence: Bool {
        standardError.hasPrefix("gesture-canvas: ") && standardError.hasSuffix("\n")
            && standardError.dropLast().allSatisfy { $0 != "\n" }
    }

    var summary: String {
        "status \(status)\(signal.map { ", signal \($0)" } ?? "")\(timedOut ? ", killed at the deadline" : ""): "
            + standardError
    }
}

/// The child's standard error, filled by the reading thread.
private final class OutputBox: @unchecked Sendable {
    var data = Data()
}
