import Foundation

/// A real compositor started headless for a test, with a private `XDG_RUNTIME_DIR` (mode 0700),
/// stopped with SIGTERM when the value goes away.
///
/// Commands that work on Debian 12 (weston 10.0.1, sway 1.7):
/// ```
/// weston --backend=headless-backend.so --socket=NAME --width=800 --height=600 --idle-time=0 --no-config
/// WLR_BACKENDS=headless WLR_RENDERER=pixman WLR_LIBINPUT_NO_DEVICES=1 sway -c /dev/null
/// ```
/// sway refuses to run as root, so as root it runs as `nobody` (uid 65534) through
/// `setpriv --reuid=65534 --regid=65534 --clear-groups`, with the runtime directory chowned to it;
/// root can still connect to its socket. Neither has a usable seat: weston's headless backend
/// offers no `wl_seat` at all, sway's has one without capabilities.
///
/// ```swift
/// guard let weston = try RealCompositor.start(.weston) else { return }   // not installed
/// let display = try WaylandDisplay(name: weston.socketPath)
/// ```
final class RealCompositor {
    enum Kind: String {
        case weston, sway
    }

    let kind: Kind
    /// The socket's absolute path, a display name libwayland accepts.
    private(set) var socketPath = ""
    /// What the compositor printed, for a failing test's message.
    var log: String { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }

    private var process: pid_t = 0
    private let runtimeDirectory: String
    private var logPath: String { runtimeDirectory + ".log" }

    /// The uid sway runs as when the tests run as root.
    static let unprivilegedUser: uid_t = 65534

    /// Whether the compositor is on the PATH.
    static func isInstalled(_ kind: Kind) -> Bool {
        executable(kind.rawValue) != nil
    }

    /// Starts a compositor and waits (up to 10 s) for its socket; nil when it is not installed.
    static func start(_ kind: Kind) throws -> RealCompositor? {
        guard let program = executable(kind.rawValue) else { return nil }
        return try RealCompositor(kind: kind, program: program)
    }

    private init(kind: Kind, program: String) throws {
        self.kind = kind
        let asNobody = kind == .sway && getuid() == 0
        runtimeDirectory = try Self.makeRuntimeDirectory(owner: asNobody ? Self.unprivilegedUser : nil)
        var environment = [
            "PATH=\(ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")",
            "XDG_RUNTIME_DIR=\(runtimeDirectory)", "HOME=\(runtimeDirectory)",
        ]
        var arguments: [String]
        switch kind {
        case .weston:
            arguments = [
                program, "--backend=headless-backend.so", "--socket=weston-test", "--width=800", "--height=600",
                "--idle-time=0", "--no-config",
            ]
        case .sway:
            environment += ["WLR_BACKENDS=headless", "WLR_RENDERER=pixman", "WLR_LIBINPUT_NO_DEVICES=1"]
            arguments = [program, "-c", "/dev/null"]
            if asNobody {
                let user = "\(Self.unprivilegedUser)"
                arguments =
                    ["/usr/bin/setpriv", "--reuid=\(user)", "--regid=\(user)", "--clear-groups", "--"] + arguments
            }
        }
        process = try Self.spawn(arguments, environment: environment, log: logPath)
        try waitForSocket()
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(atPath: runtimeDirectory)
        try? FileManager.default.removeItem(atPath: logPath)
    }

    /// SIGTERM, then SIGKILL if it has not exited within 3 s.
    private func stop() {
        guard process > 0 else { return }
        kill(process, SIGTERM)
        var status: Int32 = 0
        for _ in 0..<60 {
            if waitpid(process, &status, WNOHANG) == process { return }
            usleep(50_000)
        }
        kill(process, SIGKILL)
        waitpid(process, &status, 0)
    }

    /// Starts `arguments` with an empty signal mask and default signal handling. Foundation's
    /// `Process` passes on the spawning thread's mask, and test threads block SIGTERM, so a
    /// compositor started that way ignores `terminate()` and a test hangs at teardown.
    private static func spawn(_ arguments: [String], environment: [String], log: String) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGINT, SIGPIPE, SIGHUP] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var files = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&files)
        defer { posix_spawn_file_actions_destroy(&files) }
        posix_spawn_file_actions_addopen(&files, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&files, 1, 2)

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, arguments[0], &files, &attributes, argv, envp)
        guard result == 0 else { throw Failure.exited(arguments[0], String(cString: strerror(result))) }
        return pid
    }

    /// Waits for the display socket: weston's has the name we gave, sway picks `wayland-N`.
    private func waitForSocket() throws {
        for _ in 0..<200 {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: runtimeDirectory)) ?? []
            let socket = names.sorted().first { name in
                (name == "weston-test" || name.hasPrefix("wayland-")) && !name.hasSuffix(".lock")
            }
            if let socket {
                socketPath = runtimeDirectory + "/" + socket
                return
            }
            var status: Int32 = 0
            if waitpid(process, &status, WNOHANG) == process {
                process = 0
                throw Failure.exited(kind.rawValue, log)
            }
            usleep(50_000)
        }
        throw Failure.noSocket(kind.rawValue, log)
    }

    enum Failure: Error, CustomStringConvertible {
        case exited(String, String)
        case noSocket(String, String)

        var description: String {
            switch self {
            case .exited(let program, let log): "\(program) exited at start:\n\(log)"
            case .noSocket(let program, let log): "\(program) made no socket within 10 s:\n\(log)"
            }
        }
    }

    private static func makeRuntimeDirectory(owner: uid_t?) throws -> String {
        var template = Array("/tmp/gc-compositor-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw Failure.noSocket("mkdtemp", "") }
        let path = String(cString: made)
        // libwayland and wlroots insist on a private runtime directory owned by the user.
        chmod(path, 0o700)
        if let owner { chown(path, owner, owner) }
        return path
    }

    private static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}
