import Glibc

/// A process could not be started at all (as opposed to starting and then failing).
public struct SpawnError: Error, CustomStringConvertible {
    /// The program that was to run.
    public let executable: String
    /// The `errno` that posix_spawn gave: `EPERM` when the sandbox refuses to execute a binary
    /// with file capabilities, `ENOENT` when it is missing, `EACCES` on a `noexec` mount.
    public let code: Int32

    public var description: String {
        "cannot start \(executable): \(String(cString: strerror(code)))"
    }
}
