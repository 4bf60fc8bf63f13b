import Glibc

/// A real compositor running headless for a test, in a scratch folder of its own.
///
/// ```swift
/// let weston = try Compositor.startOrSkip(.weston, options: CompositorOptions(width: 640, height: 480))
/// defer { weston.stop() }
/// let info = try weston.run(["wayland-info"], timeout: .seconds(10))
/// #expect(info.outcome == .exited(0))
/// ```
///
/// Clients reach it through `clientEnvironment` (`WAYLAND_DISPLAY` and `XDG_RUNTIME_DIR`), or
/// in-process through `socketPath`, which libwayland accepts as an absolute `WAYLAND_DISPLAY`.
/// `stop()` (or, failing that, `deinit`) ends it and every client started through it, and
/// removes the scratch folder.
public final class Compositor {
    public let kind: CompositorKind
    public let options: CompositorOptions
    /// What the compositor's `--version` printed, e.g. "weston 10.0.1".
    public let version: String
    /// Its `XDG_RUNTIME_DIR`: private, 0700, owned by the user it runs as.
    public let runtimeDirectory: String
    /// Its socket's name inside `runtimeDirectory`.
    public let socketName: String
    /// The socket of the compositor's own session bus, for those the tests talk to over D-Bus
    /// (mutter's remote desktop); nil for the others.
    public let sessionBusSocket: String?
    /// From asking for it to its socket accepting connections (the version check included).
    public let startupDuration: Duration

    let scratch: ScratchDirectory
    private let process: ChildProcess
    private let watchdog: Watchdog
    /// See `LaunchPlan.quitsFirst`.
    private let quitsFirst: String?
    /// Clients started through `launch`, stopped before the compositor.
    var clients: [ClientProcess] = []
    private var clientCount = 0
    /// For `.cage`: how each client's cage is started.
    let nested: NestedCage?
    var cageCount = 0
    /// The log as it was at `stop()`, when the file goes away with the scratch folder.
    private var finalLog: String?

    init(
        kind: CompositorKind, options: CompositorOptions, plan: LaunchPlan, socketName: String,
        scratch: ScratchDirectory, process: ChildProcess, watchdog: Watchdog, startupDuration: Duration
    ) {
        self.kind = kind
        self.options = options
        self.version = plan.version
        self.runtimeDirectory = plan.runtimeDirectory
        self.socketName = socketName
        self.scratch = scratch
        self.process = process
        self.watchdog = watchdog
        self.quitsFirst = plan.quitsFirst
        self.nested = plan.nested
        self.sessionBusSocket = plan.sessionBus
        self.startupDuration = startupDuration
    }

    deinit { stop() }

    /// The socket's absolute path.
    public var socketPath: String { "\(runtimeDirectory)/\(socketName)" }

    /// What a client process needs to find this compositor.
    public var clientEnvironment: [String: String] {
        ["WAYLAND_DISPLAY": socketName, "XDG_RUNTIME_DIR": runtimeDirectory]
    }

    /// Whether the compositor is still running.
    public var isRunning: Bool { finalLog == nil && process.isRunning }

    /// How it ended, once it has (after `stop()`, or by itself).
    public var termination: Termination? { process.poll() }

    /// Everything the compositor wrote to stdout and stderr so far.
    public var log: String { finalLog ?? process.standardOutput.contents }

    /// Stops every client started through `launch`, then the compositor (SIGTERM, up to
    /// `options.stopGrace` to quit, then SIGTERM and SIGKILL for whatever of its process group is
    /// left), and removes the scratch folder. Safe to call more than once.
    @discardableResult
    public func stop() -> Termination {
        if finalLog != nil, let termination = process.poll() { return termination }
        for client in clients where client.isRunning { client.stop(grace: .seconds(2)) }
        let target = quitsFirst.flatMap { name in
            ProcessTable.liveMembers(ofGroup: process.pid).first { $0.name == name }?.pid
        }
        let termination = process.terminate(grace: options.stopGrace, signalling: target)
        watchdog.cancel()
        finalLog = process.standardOutput.contents
        scratch.remove()
        return termination
    }

    /// Kills the compositor at once (SIGKILL), leaving its clients running, as when a compositor
    /// crashes under them; `stop()` still cleans up afterwards.
    public func crash() {
        _ = Glibc.kill(process.pid, SIGKILL)
    }

    /// A fresh pair of output files for a client, named after its program.
    func clientOutputPaths(for program: String) throws -> (standardOutput: String, standardError: String) {
        clientCount += 1
        let stem = "logs/client-\(clientCount)-\(program.split(separator: "/").last ?? "client")"
        return ("\(scratch.path)/\(stem).out", "\(scratch.path)/\(stem).err")
    }
}
