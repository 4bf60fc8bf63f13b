import Glibc
import HostSystem

/// A process the harness started: in a process group of its own, its output in files, every
/// wait on it bounded.
///
/// The group matters because a compositor is rarely one process: weston starts its shell and
/// keyboard helpers, `dbus-run-session` starts a bus beside KWin, and the lifetime watchdog
/// (`timeout`) sits above them all. Signalling the group reaches every one of them, and only
/// them: nothing is ever killed by name.
public final class ChildProcess {
    /// The command line, the resolved program first.
    public let command: [String]
    public let pid: pid_t
    public let standardOutput: CapturedOutput
    public let standardError: CapturedOutput
    /// Set once the process has been reaped.
    public private(set) var termination: Termination?

    /// Starts `command` (`command[0]` an absolute path) with exactly `environment`, standard
    /// input from /dev/null and the two output streams appended to the given files (the same
    /// path twice interleaves them). Throws `SpawnError` when the program cannot run at all.
    ///
    /// `passing`, when given, is a descriptor of the test process the child gets as its
    /// descriptor 3 (a connected Wayland socket handed over as `WAYLAND_SOCKET=3`); every other
    /// descriptor above 2 stays behind.
    init(
        command: [String], environment: [String: String], standardOutputPath: String,
        standardErrorPath: String, passing descriptor: Int32? = nil
    ) throws {
        precondition(command.first?.hasPrefix("/") == true, "ChildProcess wants an absolute program path")
        self.command = command
        standardOutput = CapturedOutput(path: standardOutputPath)
        standardError = CapturedOutput(path: standardErrorPath)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        // O_APPEND: the process, its helpers and a shared stdout/stderr file never overwrite each other.
        let outputFlags = O_WRONLY | O_CREAT | O_APPEND
        posix_spawn_file_actions_addopen(&actions, 1, standardOutputPath, outputFlags, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, standardErrorPath, outputFlags, 0o644)
        // Descriptors the test process holds without O_CLOEXEC (its own Wayland connections, the
        // test runner's pipes) must not leak into a compositor that outlives them.
        // dup2 onto another number clears FD_CLOEXEC in the child, onto the same number it would
        // not: a descriptor that already is 3 goes through a copy.
        let copy = descriptor == Self.passedDescriptor ? fcntl(descriptor!, F_DUPFD_CLOEXEC, 10) : nil
        defer { if let copy, copy >= 0 { close(copy) } }
        if let source = copy ?? descriptor {
            guard source >= 0 else { throw SystemCallError("fcntl F_DUPFD_CLOEXEC") }
            posix_spawn_file_actions_adddup2(&actions, source, Self.passedDescriptor)
        }
        _ = Self.closeFrom?(&actions, descriptor == nil ? 3 : Self.passedDescriptor + 1)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A thread of the test runner may block or ignore signals, and the child would inherit
        // that: SIGTERM must stop it, and SIGPIPE must not be ignored behind its back.
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGPIPE, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let arguments = command.map { strdup($0) } + [nil]
        let variables = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            arguments.forEach { free($0) }
            variables.forEach { free($0) }
        }
        var child: pid_t = 0
        let result = posix_spawn(&child, command[0], &actions, &attributes, arguments, variables)
        guard result == 0 else { throw SpawnError(executable: command[0], code: result) }
        pid = child
    }

    deinit {
        if termination == nil { terminate(grace: .seconds(2)) }
    }

    /// The number a descriptor handed over with `passing` has in the child.
    static let passedDescriptor: Int32 = 3

    /// Whether the process is still running (reaping it if it has ended).
    public var isRunning: Bool { poll() == nil }

    /// How the process ended, without waiting; nil while it runs.
    @discardableResult
    public func poll() -> Termination? {
        if let termination { return termination }
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        if result == pid {
            termination = Termination(waitStatus: status)
        } else if result == -1 && errno == ECHILD {
            // Reaped elsewhere (a stray waitpid(-1) in the test process): the status is lost.
            termination = .exited(-1)
        }
        return termination
    }

    /// Waits up to `timeout` for the process to end; nil when it is still running then.
    public func wait(timeout: Duration) -> Termination? {
        let deadline = Deadline(after: timeout)
        while true {
            if let termination = poll() { return termination }
            if deadline.hasPassed { return nil }
            Deadline.pause()
        }
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later). Its declaration
    /// needs `_GNU_SOURCE`, which Swift's Glibc module is not built with, so it is looked up at
    /// run time; where it is missing, descriptors opened with O_CLOEXEC (libwayland's, Swift's)
    /// still stay behind.
    private static let closeFrom:
        (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32)? = {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
            else { return nil }
            return unsafeBitCast(
                symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32).self)
        }()

    /// Sends `signal` to the process alone.
    public func signal(_ signal: Int32) {
        kill(pid, signal)
    }

    /// Sends `signal` to the whole process group.
    public func signalGroup(_ signal: Int32) {
        kill(-pid, signal)
    }

    /// Stops the process and what is left of its group.
    ///
    /// SIGTERM goes first to `target` only (the process itself unless told): the program that
    /// owns helpers ends them in order (weston quits with an error when its shell helper dies
    /// first). After up to `grace` for the process to end, whatever remains of the group gets
    /// SIGTERM, up to a second more, then SIGKILL.
    @discardableResult
    public func terminate(grace: Duration, signalling target: pid_t? = nil) -> Termination {
        if poll() == nil { kill(target ?? pid, SIGTERM) }
        var ended = wait(timeout: grace)
        if ended == nil {
            signalGroup(SIGTERM)
            ended = wait(timeout: .seconds(1))
        }
        sweepGroup()
        if ended == nil {
            // SIGKILL cannot be refused; 10 s only guards against a process stuck in the kernel.
            ended = wait(timeout: .seconds(10))
        }
        if ended == nil { termination = .signaled(SIGKILL) }
        return termination!
    }

    /// Ends what the group still holds (helpers whose parent is gone): SIGTERM, up to a second
    /// for them to go, then SIGKILL.
    private func sweepGroup() {
        guard !ProcessTable.liveMembers(ofGroup: pid).isEmpty else { return }
        signalGroup(SIGTERM)
        let deadline = Deadline(after: .seconds(1))
        while !ProcessTable.liveMembers(ofGroup: pid).isEmpty && !deadline.hasPassed { Deadline.pause() }
        signalGroup(SIGKILL)
    }
}
