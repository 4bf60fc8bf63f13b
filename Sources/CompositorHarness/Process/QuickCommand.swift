import Glibc

/// Short helper commands the harness runs to completion: a compositor's `--version` (which also
/// proves the sandbox lets the binary run) and `useradd`.
enum QuickCommand {
    /// Runs `command` (`command[0]` an absolute path) with `environment`; gives its two output
    /// streams together, and how it ended (nil when it did not end within `timeout` and was killed).
    static func run(
        _ command: [String], environment: [String: String], timeout: Duration = .seconds(10)
    ) throws -> (termination: Termination?, output: String) {
        var template = Array("/tmp/gc-harness-command.XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw SystemCallError("mkstemp /tmp/gc-harness-command.XXXXXX") }
        close(descriptor)
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        defer { unlink(path) }
        let process = try ChildProcess(
            command: command, environment: environment, standardOutputPath: path, standardErrorPath: path)
        let termination = process.wait(timeout: timeout)
        if termination == nil { process.terminate(grace: .milliseconds(500)) }
        return (termination, process.standardOutput.contents)
    }
}
