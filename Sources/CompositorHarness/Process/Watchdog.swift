import Glibc

/// Ends a process group after a lifetime, even when the test process died without stopping it,
/// so that no compositor lingers on a developer's machine or a CI runner.
///
/// It is a separate `sh` (sleep, SIGTERM to the group, 5 s, SIGKILL) in a group of its own,
/// which outlives a crashed test process; `cancel()` ends it when the compositor is stopped
/// normally. coreutils' `timeout` would do the waiting, but as the group's leader it passes its
/// own SIGTERM to the whole group, and weston quits with an error when its shell helper dies
/// before it does.
final class Watchdog {
    private let process: ChildProcess

    init(group: pid_t, lifetime: Duration, environment: [String: String]) throws {
        let seconds = max(1, lifetime.components.seconds)
        // dash's kill takes a negative pid (the group) right after the signal, without `--`.
        let script = "sleep \(seconds); kill -TERM -\(group); sleep 5; kill -KILL -\(group)"
        let shell = ExecutableLookup.path(of: "sh", environment: environment) ?? "/bin/sh"
        process = try ChildProcess(
            command: [shell, "-c", script], environment: ["PATH": environment["PATH"] ?? "/usr/bin:/bin"],
            standardOutputPath: "/dev/null", standardErrorPath: "/dev/null")
    }

    deinit { cancel() }

    /// Ends the watchdog without it touching the group it watched.
    func cancel() {
        guard process.poll() == nil else { return }
        process.signalGroup(SIGKILL)
        _ = process.wait(timeout: .seconds(5))
    }
}
