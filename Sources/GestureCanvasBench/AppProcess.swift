import Foundation
import GestureCanvasApp
import GestureKit
import HostSystem

/// `gesture-canvas run` started as a child process of the benchmark, on a compositor of the
/// benchmark's choosing: the program users run, measured from outside.
final class AppProcess {
    let process = Process()
    /// When it was asked to start, on ``Stopwatch``'s clock.
    let startedAt: Double

    /// Starts `gesture-canvas run` (the one built beside the benchmark) showing the photos scene in a `size` window, with
    /// `environment` added to (and overriding) the benchmark's own; with `protocolLog`, its
    /// protocol log (`WAYLAND_DEBUG=client`) goes to that file.
    init(size: Size, environment: [String: String], protocolLog: String? = nil) throws {
        guard let executable = ResourceLocator.siblingExecutable(named: "gesture-canvas") else {
            throw BenchError.process(
                "no gesture-canvas beside the benchmark: build both (`swift build -c release`)")
        }
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments =
            ["run", "--scene", "photos", "--size", "\(Int(size.width))x\(Int(size.height))", "--no-demo"]
        var variables = ProcessInfo.processInfo.environment
        variables.removeValue(forKey: "WAYLAND_SOCKET")
        variables.removeValue(forKey: "GESTURE_CANVAS_LOG")
        variables.merge(environment) { $1 }
        process.environment = variables
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        if let protocolLog {
            // libwayland prints every request and event with a timestamp (WAYLAND_DEBUG=client).
            variables["WAYLAND_DEBUG"] = "client"
            process.environment = variables
            guard FileManager.default.createFile(atPath: protocolLog, contents: nil),
                let file = FileHandle(forWritingAtPath: protocolLog)
            else { throw BenchError.process("cannot write \(protocolLog)") }
            process.standardError = file
        }
        startedAt = Stopwatch.now
        do {
            try process.run()
        } catch {
            throw BenchError.process("cannot start \(executable): \(error)")
        }
    }

    deinit {
        stop()
    }

    var pid: Int32 { process.processIdentifier }

    /// Asks the app to quit (SIGTERM, as a session manager would) and waits for it.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    /// What the kernel counts for the process now (every thread), or nil once it has gone.
    var statistics: ProcessStatistics? { ProcessStatistics(pid: pid) }
}
