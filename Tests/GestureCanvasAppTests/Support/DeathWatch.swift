import Foundation

/// When a child process sent itself a signal and when it died, each seen as it happens by a thread
/// of the test's own: the exit test that runs the child reports back only once the test runner
/// gets to it, which on a loaded machine can be far later than the death.
///
/// The child writes `"PID SENT"` (its pid, and CLOCK_MONOTONIC seconds when it sends the signal)
/// to ``path`` with ``announce(to:)``; the watch then looks at `/proc/PID/stat` every few
/// milliseconds until the process is a zombie or gone.
///
/// ```swift
/// let watch = try DeathWatch()
/// await #expect(processExitsWith: .signal(SIGTERM)) { [path = watch.path] in DeathWatch.announce(to: path); … }
/// let (sent, died) = try #require(watch.times())
/// ```
final class DeathWatch: @unchecked Sendable {
    let path: String
    private let folder: ScratchFolder
    private let done = DispatchSemaphore(value: 0)
    // Written by the watching thread before `done` is signalled, read after.
    private var sentAndDied: (sent: Double, died: Double)?

    init(timeout: Double = 30) throws {
        folder = try ScratchFolder()
        path = folder.file("child")
        Thread.detachNewThread { [self] in
            sentAndDied = watch(until: Self.now + timeout)
            done.signal()
        }
    }

    /// The time the signal was sent and the time the process was seen dead; nil when the child
    /// never announced itself or had not died by the timeout.
    func times() -> (sent: Double, died: Double)? {
        done.wait()
        return sentAndDied
    }

    /// In the child: says who it is, just before it sends its signal.
    static func announce(to path: String) {
        try? "\(getpid()) \(now)".write(toFile: path, atomically: true, encoding: .utf8)
    }

    private func watch(until deadline: Double) -> (sent: Double, died: Double)? {
        var announced: (pid: Int32, sent: Double)?
        while Self.now < deadline {
            if announced == nil, let text = try? String(contentsOfFile: path, encoding: .utf8) {
                let parts = text.split(separator: " ")
                if parts.count == 2, let pid = Int32(parts[0]), let sent = Double(parts[1]) { announced = (pid, sent) }
            }
            if let announced, !Self.isAlive(announced.pid) { return (announced.sent, Self.now) }
            usleep(2_000)
        }
        return nil
    }

    /// Alive unless `/proc/PID/stat` is gone or says zombie (`Z`, after the command's `)`).
    private static func isAlive(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first != "Z"
    }

    static var now: Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
