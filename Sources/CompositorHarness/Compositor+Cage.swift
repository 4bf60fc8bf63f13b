import Foundation
import Glibc

extension Compositor {
    /// Starts `command` as the app of a new cage nested in this compositor (a `.cage`, whose
    /// process is KWin): `WLR_BACKENDS=wayland WLR_RENDERER=pixman cage -- COMMAND` as the
    /// unprivileged user, with a socket connected to KWin as `WAYLAND_SOCKET` and a runtime
    /// directory of its own. The client returned is cage; its output holds cage's log and the
    /// app's. Stopping it stops the app, and cage ends by itself (it aborts on SIGTERM).
    ///
    /// With `protocolLog`, only the app runs with `WAYLAND_DEBUG=client` (through `env`), so that
    /// milestones are the app's, not cage's own traffic with KWin. The app runs as that user: the
    /// files it writes must be in a folder that user may write to.
    func launchInCage(
        _ command: [String], nested cage: NestedCage, environment extra: [String: String], protocolLog: Bool
    ) throws -> ClientProcess {
        cageCount += 1
        let runtime = try scratch.makeDirectory("cage-\(cageCount)", owner: cage.account)
        var variables = SessionVariables.isolated(ProcessInfo.processInfo.environment)
        variables.merge(options.environment) { $1 }
        variables["XDG_RUNTIME_DIR"] = runtime
        variables["HOME"] = runtime
        variables["USER"] = cage.account.name
        variables["LOGNAME"] = cage.account.name
        variables["WLR_BACKENDS"] = "wayland"
        variables["WLR_RENDERER"] = "pixman"
        variables["WAYLAND_SOCKET"] = "\(ChildProcess.passedDescriptor)"
        variables.merge(extra) { $1 }
        guard let program = ExecutableLookup.path(of: command[0], environment: variables) else {
            throw SpawnError(executable: command[0], code: ENOENT)
        }
        let app = (protocolLog ? ["/usr/bin/env", "WAYLAND_DEBUG=client"] : []) + [program] + command.dropFirst()
        guard let socket = SocketProbe.connect(to: socketPath) else { throw SystemCallError("connect \(socketPath)") }
        defer { close(socket) }
        let client = try ClientProcess(
            command: cage.asAccount + [cage.program, "--"] + app, environment: variables, protocolLog: protocolLog,
            outputPaths: try clientOutputPaths(for: program), passing: socket, stopsItsChildren: true)
        clients.append(client)
        return client
    }
}
