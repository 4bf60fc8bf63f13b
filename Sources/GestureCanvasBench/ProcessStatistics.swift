import Foundation
import GestureCanvasApp

/// A process's counters from `/proc`, summed over its threads: how often its threads were put
/// on a CPU, how long they ran, and its peak resident memory.
struct ProcessStatistics {
    /// Times a thread of the process started running (`/proc/PID/task/TID/schedstat`, third
    /// field): every wake-up from a sleep is one, and so is every return after preemption.
    var runs: Int
    /// Time on a CPU, in milliseconds (schedstat's first field, kept in nanoseconds).
    var cpuMilliseconds: Double
    /// Peak resident set size in MiB (`VmHWM` in `/proc/PID/status`).
    var peakResidentMegabytes: Double

    /// The counters of process `pid`; nil when it is gone or `/proc` does not say.
    init?(pid: Int32) {
        let taskDirectory = "/proc/\(pid)/task"
        guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: taskDirectory),
            let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let peakLine = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let peakKilobytes = peakLine.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
        else { return nil }
        var runs = 0, nanoseconds = 0.0
        for task in tasks {
            guard let text = try? String(contentsOfFile: "\(taskDirectory)/\(task)/schedstat", encoding: .utf8)
            else { continue }  // the thread ended meanwhile
            let fields = text.split(separator: " ").map { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            guard fields.count >= 3, let running = fields[0], let timeslices = fields[2] else { continue }
            nanoseconds += running
            runs += Int(timeslices)
        }
        self.runs = runs
        self.cpuMilliseconds = nanoseconds / 1_000_000
        self.peakResidentMegabytes = peakKilobytes / 1024
    }
}
