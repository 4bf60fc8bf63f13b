import Foundation
import HostSystem

extension Compositor {
    /// Starts a compositor and returns once its socket accepts connections.
    ///
    /// Throws `CompositorUnavailable` when this machine cannot run it (not installed, the sandbox
    /// refuses to execute it, no way to switch to an unprivileged user for sway): tests skip on
    /// that. Throws `CompositorError` when it ran and did not come up within
    /// `options.startTimeout`: tests fail on that, with the compositor's log in the message.
    public static func start(_ kind: CompositorKind, options: CompositorOptions = CompositorOptions()) throws
        -> Compositor
    {
        let began = ContinuousClock.now
        let environment = ProcessInfo.processInfo.environment.merging(options.environment) { $1 }
        let scratch = try ScratchDirectory()
        var process: ChildProcess?
        do {
            var plan = try kind.launcher.plan(in: scratch, options: options, environment: environment)
            plan.environment.merge(options.environment) { $1 }
            let log = "\(try scratch.makeDirectory("logs", mode: 0o755))/compositor.log"
            var parent: Int32?
            if let path = plan.parentSocket {
                guard let socket = SocketProbe.connect(to: path) else { throw SystemCallError("connect \(path)") }
                parent = socket
            }
            defer { if let parent { close(parent) } }
            let started = try ChildProcess(
                command: plan.command, environment: plan.environment, standardOutputPath: log,
                standardErrorPath: log, passing: parent)
            process = started
            let watchdog = try Watchdog(group: started.pid, lifetime: options.lifetime, environment: environment)
            let socketName = try waitUntilReady(started, plan: plan, kind: kind, timeout: options.startTimeout)
            return Compositor(
                kind: kind, options: options, plan: plan, socketName: socketName, scratch: scratch,
                process: started, watchdog: watchdog, startupDuration: .now - began)
        } catch {
            process?.terminate(grace: .seconds(1))
            scratch.remove()
            throw error
        }
    }

    /// Whether `kind` can run here, found out as `start` would (programs installed, the binary
    /// executable, sway's user in place) without starting it.
    public static func availability(of kind: CompositorKind, options: CompositorOptions = CompositorOptions())
        -> Availability
    {
        let environment = ProcessInfo.processInfo.environment.merging(options.environment) { $1 }
        do {
            let scratch = try ScratchDirectory()
            defer { scratch.remove() }
            let plan = try kind.launcher.plan(in: scratch, options: options, environment: environment)
            return .available(version: plan.version)
        } catch {
            return .unavailable(reason: "\(error)")
        }
    }

    /// Polls until the compositor's socket accepts a connection; throws when it ends or time runs out.
    private static func waitUntilReady(
        _ process: ChildProcess, plan: LaunchPlan, kind: CompositorKind, timeout: Duration
    ) throws -> String {
        let deadline = Deadline(after: timeout)
        while true {
            if let name = plan.socket.currentName, SocketProbe.accepts(path: "\(plan.runtimeDirectory)/\(name)") {
                return name
            }
            if let termination = process.poll() {
                throw CompositorError.exitedDuringStartup(kind, termination, log: process.standardOutput.contents)
            }
            if deadline.hasPassed {
                let log = process.standardOutput.contents
                process.terminate(grace: .seconds(1))
                throw CompositorError.startTimedOut(kind, after: timeout, log: log)
            }
            Deadline.pause()
        }
    }
}
