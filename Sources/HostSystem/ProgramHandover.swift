import Glibc
import SystemPackage

/// Hands this process over to another program, as a shell's `exec` does (`execv(2)`): same
/// process id, same standard streams, and the other program's exit status is the caller's.
///
/// ```swift
/// if let bench = ResourceLocator.siblingExecutable(named: "gesture-canvas-bench") {
///     let reason = ProgramHandover.exec(bench, arguments: ["--quick"])
///     print("cannot start \(bench): \(reason)")
/// }
/// ```
public enum ProgramHandover {
    /// Replaces this process with `program`, run with `arguments` (its own path goes first, as
    /// `argv[0]`); returns only when it cannot, with the system's sentence ("Permission denied").
    public static func exec(_ program: String, arguments: [String]) -> String {
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        execv(program, argv)
        let reason = Errno(rawValue: errno).description
        for argument in argv { free(argument) }
        return reason
    }
}
