import Glibc
import HostSystem

/// A client program running under a `Compositor`, started by `Compositor.launch`.
///
/// Every wait is bounded. Its output goes to files in the compositor's scratch folder; once the
/// client has ended, `result` keeps what it printed.
public final class ClientProcess {
    /// The command line, the resolved program first.
    public let command: [String]
    /// Whether it runs with `WAYLAND_DEBUG=client`, which `wait(for:)` reads.
    public let protocolLog: Bool
    private let process: ChildProcess
    private let began = ContinuousClock.now
    /// The stderr lines read so far, scanned for milestones.
    private var errorLines: [String] = []
    /// Set once the client has ended and been reaped.
    public private(set) var result: ClientResult?
    /// Whether `stop` signals the programs the client started instead of the client itself: a
    /// nested compositor (cage) that ends by itself when its app does, and aborts on SIGTERM.
    private let stopsItsChildren: Bool

    init(
        command: [String], environment: [String: String], protocolLog: Bool, outputPaths: (String, String),
        passing descriptor: Int32? = nil, stopsItsChildren: Bool = false
    ) throws {
        self.command = command
        self.protocolLog = protocolLog
        self.stopsItsChildren = stopsItsChildren
        process = try ChildProcess(
            command: command, environment: environment, standardOutputPath: outputPaths.0,
            standardErrorPath: outputPaths.1, passing: descriptor)
    }

    deinit {
        if result == nil { stop(grace: .seconds(1)) }
    }

    public var pid: pid_t { process.pid }
    public var isRunning: Bool { result == nil && process.isRunning }
    public var standardOutput: String { result?.standardOutput ?? process.standardOutput.contents }
    public var standardError: String { result?.standardError ?? process.standardError.contents }

    /// Waits until the client's protocol log shows `milestone` (at any time since it started).
    /// Throws when it ends first or `timeout` passes; the client keeps running in the latter case.
    public func wait(for milestone: ProtocolMilestone, timeout: Duration = .seconds(10)) throws {
        guard protocolLog else { throw ClientError.protocolLogNotEnabled(command: command) }
        let deadline = Deadline(after: timeout)
        var scanned = 0
        while true {
            let running = process.isRunning
            errorLines += process.standardError.newLines()
            if errorLines[scanned...].contains(where: milestone.isReached) { return }
            scanned = errorLines.count
            if !running { throw ClientError.endedBeforeMilestone(milestone, finish()) }
            if deadline.hasPassed {
                throw ClientError.milestoneTimedOut(
                    milestone, after: timeout, standardErrorTail: CompositorError.tail(of: standardError))
            }
            Deadline.pause()
        }
    }

    /// Waits until `text` shows in the client's stdout or stderr.
    public func waitForOutput(containing text: String, timeout: Duration = .seconds(10)) throws {
        let deadline = Deadline(after: timeout)
        while true {
            let running = process.isRunning
            if standardOutput.contains(text) || standardError.contains(text) { return }
            if !running || deadline.hasPassed {
                throw ClientError.outputTimedOut(
                    text, after: timeout, standardErrorTail: CompositorError.tail(of: standardError))
            }
            Deadline.pause()
        }
    }

    /// Waits for the client to end by itself; one still running after `timeout` is killed (with
    /// its process group) and reported as `.timedOut`.
    @discardableResult
    public func waitForExit(timeout: Duration) -> ClientResult {
        if let result { return result }
        if let termination = process.wait(timeout: timeout) {
            // Anything the client started and left behind in its group goes with it.
            process.terminate(grace: .zero)
            return finish(ClientOutcome(termination))
        }
        process.terminate(grace: .milliseconds(500))
        return finish(.timedOut)
    }

    /// Sends `signal` (SIGTERM unless told) to the client and waits up to `grace` for it to end;
    /// one still running then is killed with its process group and reported as `.timedOut`. A
    /// client that already ended reports how it ended.
    ///
    /// A nested compositor (a client launched under `.cage`) is not signalled: its app is, and
    /// the compositor ends by itself after it; the result is the compositor's.
    @discardableResult
    public func stop(signal: Int32 = SIGTERM, grace: Duration = .seconds(5)) -> ClientResult {
        if let result { return result }
        if process.poll() == nil {
            if stopsItsChildren {
                let children = ProcessTable.liveMembers(ofGroup: process.pid).filter { $0.pid != process.pid }
                for child in children { kill(child.pid, signal) }
                if children.isEmpty { process.signal(signal) }
            } else {
                process.signal(signal)
            }
        }
        return waitForExit(timeout: grace)
    }

    /// Reaps the ended client and keeps what it printed.
    private func finish(_ outcome: ClientOutcome? = nil) -> ClientResult {
        if let result { return result }
        let ended = outcome ?? process.poll().map(ClientOutcome.init) ?? .timedOut
        let finished = ClientResult(
            command: command, outcome: ended, standardOutput: process.standardOutput.contents,
            standardError: process.standardError.contents, duration: .now - began)
        result = finished
        return finished
    }
}
