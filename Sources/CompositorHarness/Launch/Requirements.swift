/// The checks that decide between "this machine cannot run it" (skip) and "it broke" (fail).
enum Requirements {
    /// The absolute path of `program`, or `CompositorUnavailable` naming the Debian package.
    static func program(
        _ program: String, package: String, for kind: CompositorKind, environment: [String: String]
    ) throws -> String {
        guard let path = ExecutableLookup.path(of: program, environment: environment) else {
            throw CompositorUnavailable(
                kind,
                reason: "\(program) is not installed (Debian package \(package); scripts/install-dependencies.sh test)")
        }
        return path
    }

    /// Runs `command` plus `option` (`--version`) and returns its first line. This is also the proof that the
    /// sandbox lets the binary run (as the user it will run as): a refused exec shows up here as a
    /// `SpawnError` or a non-zero exit, and becomes `CompositorUnavailable`.
    static func version(
        running command: [String], for kind: CompositorKind, environment: [String: String],
        option: String = "--version"
    ) throws -> String {
        let result: (termination: Termination?, output: String)
        do {
            result = try QuickCommand.run(command + [option], environment: environment)
        } catch let error as SpawnError {
            throw CompositorUnavailable(kind, reason: "this machine refuses to execute it (\(error))")
        }
        let output = result.output.split(separator: "\n").map(String.init)
        guard result.termination == .exited(0) else {
            let how = result.termination.map(String.init(describing:)) ?? "hung"
            throw CompositorUnavailable(
                kind,
                reason:
                    "`\(command.joined(separator: " ")) \(option)` \(how): \(output.suffix(3).joined(separator: " / "))"
            )
        }
        // Qt prints warnings (XDG_RUNTIME_DIR not set) before KWin's version line.
        return output.last { $0.contains(".") && !$0.contains(":") } ?? output.last ?? ""
    }
}
