import Foundation
import Glibc

extension Compositor {
    /// The environment a client of this compositor runs with: the test process's, without the
    /// surrounding desktop's display and bus, plus `clientEnvironment`, `WAYLAND_DEBUG=client`
    /// when `protocolLog` is set, and `extra` last.
    public func environment(forClient extra: [String: String] = [:], protocolLog: Bool = false) -> [String: String] {
        var variables = SessionVariables.isolated(ProcessInfo.processInfo.environment)
        variables.merge(clientEnvironment) { $1 }
        if protocolLog { variables["WAYLAND_DEBUG"] = "client" }
        variables.merge(extra) { $1 }
        return variables
    }

    /// Starts `command` as a client of this compositor and returns at once; the client is
    /// stopped when the compositor is. `command[0]` is looked up in `PATH` unless absolute.
    ///
    /// With `protocolLog`, the client runs with `WAYLAND_DEBUG=client` and `wait(for:)` can
    /// watch it reach a `ProtocolMilestone` (bound `wl_touch`, attached a buffer, …).
    ///
    /// Under `.cage`, the command runs as the app of a cage of its own (see `launchInCage`).
    public func launch(_ command: [String], environment extra: [String: String] = [:], protocolLog: Bool = false)
        throws -> ClientProcess
    {
        precondition(!command.isEmpty, "a client needs a command")
        if let nested {
            return try launchInCage(command, nested: nested, environment: extra, protocolLog: protocolLog)
        }
        let variables = environment(forClient: extra, protocolLog: protocolLog)
        guard let program = ExecutableLookup.path(of: command[0], environment: variables) else {
            throw SpawnError(executable: command[0], code: ENOENT)
        }
        let client = try ClientProcess(
            command: [program] + command.dropFirst(), environment: variables, protocolLog: protocolLog,
            outputPaths: try clientOutputPaths(for: program))
        clients.append(client)
        return client
    }

    /// Runs `command` as a client of this compositor until it ends, at most `timeout` (then it is
    /// killed and the result says `.timedOut`).
    public func run(
        _ command: [String], environment extra: [String: String] = [:], protocolLog: Bool = false,
        timeout: Duration = .seconds(20)
    ) throws -> ClientResult {
        try launch(command, environment: extra, protocolLog: protocolLog).waitForExit(timeout: timeout)
    }
}
