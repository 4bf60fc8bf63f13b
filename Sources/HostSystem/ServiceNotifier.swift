import GestureKit
import Glibc
import SystemPackage

/// Messages to the service manager that started this process (systemd's `Type=notify`):
/// `READY=1`, `WATCHDOG=1`, as sd_notify(3) sends them.
///
/// This speaks the documented datagram protocol itself rather than linking libsystemd: one
/// `send` of a line on a Unix datagram socket is the whole of what the app needs, the protocol
/// is stable and documented in sd_notify(3), and the build then needs no `libsystemd-dev`, nor
/// the package a `libsystemd0` dependency.
///
/// ```swift
/// let setup = ServiceNotifier.setUp(from: .process)
/// setup.problems.forEach { logger.warning("\($0)") }
/// try? setup.notifier?.send("READY=1")
/// ```
public final class ServiceNotifier {
    /// What the environment gave: a notifier, or none, and one sentence for each value not taken.
    public struct Setup {
        /// nil when there is no usable `NOTIFY_SOCKET`.
        public let notifier: ServiceNotifier?
        /// Why a value was not taken (`WATCHDOG_USEC="abc" is not a number of microseconds…`).
        public let problems: [String]
    }

    /// How long the manager waits for a `WATCHDOG=1` before it ends the process, in seconds; nil
    /// without a watchdog for this process.
    public let watchdogTimeout: Double?
    /// `NOTIFY_SOCKET` as given, for messages.
    public let socketName: String
    private let socket: FileDescriptor

    /// The shortest watchdog taken, 100 ms: a turn of the loop that draws a large frame in a
    /// debug build takes tens of milliseconds, so a shorter one would end a healthy app.
    public static let shortestWatchdog = 0.1
    /// The longest wait between two `WATCHDOG=1`, one hour: a longer watchdog is pinged more
    /// often than it asks (which costs nothing), so its number never reaches a timer unchecked.
    public static let longestPingInterval = 3600.0

    /// How often to send `WATCHDOG=1`: half ``watchdogTimeout``, as sd_watchdog_enabled(3)
    /// advises, so one late turn of the loop is not fatal; at most ``longestPingInterval``.
    public var watchdogPingInterval: Double? {
        watchdogTimeout.map { min($0 / 2, Self.longestPingInterval) }
    }

    private init(socket: FileDescriptor, socketName: String, watchdogTimeout: Double?) {
        self.socket = socket
        self.socketName = socketName
        self.watchdogTimeout = watchdogTimeout
    }

    deinit {
        try? socket.close()
    }

    /// Checks each value of `environment` once and connects to the notification socket.
    ///
    /// `NOTIFY_SOCKET` must be an absolute path or an abstract name (`@name`) that fits a socket
    /// address and has a listener. `WATCHDOG_USEC` must be a whole number of microseconds from
    /// ``shortestWatchdog`` up to systemd's infinity (2⁶⁴−1, which is none), and the watchdog is
    /// this process's only when `WATCHDOG_PID`, if set, is `processID`. A value that fails is left
    /// out with one sentence in ``Setup/problems``; nothing here ends the program.
    public static func setUp(from environment: ServiceEnvironment, processID: Int32 = getpid()) -> Setup {
        var problems: [String] = []
        let timeout = watchdogTimeout(in: environment, processID: processID, problems: &problems)
        guard let name = environment.notifySocket else {
            if timeout != nil { problems.append("WATCHDOG_USEC is set but NOTIFY_SOCKET is not: no watchdog pings") }
            return Setup(notifier: nil, problems: problems)
        }
        do throws(SetupProblem) {
            let socket = try connect(to: name)
            let notifier = ServiceNotifier(socket: socket, socketName: name, watchdogTimeout: timeout)
            return Setup(notifier: notifier, problems: problems)
        } catch {
            problems.append(
                "NOTIFY_SOCKET=\(Quoted.value(name)) \(error.reason): "
                    + "the app runs without telling the service manager it is ready or alive")
            return Setup(notifier: nil, problems: problems)
        }
    }

    /// Sends one message (`READY=1`, `WATCHDOG=1`) without waiting: a manager that does not read
    /// its socket must not stall the loop.
    ///
    /// - Throws: the system's `Errno` when the datagram cannot be sent (`.connectionRefused`
    ///   when the manager has gone, `.resourceTemporarilyUnavailable` when its queue is full).
    public func send(_ message: String) throws(Errno) {
        let bytes = Array(message.utf8)
        let sent = bytes.withUnsafeBytes {
            Glibc.send(socket.rawValue, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT) | Int32(MSG_NOSIGNAL))
        }
        if sent < 0 { throw Errno(rawValue: errno) }
    }

    private struct SetupProblem: Error {
        let reason: String
    }

    /// A datagram socket connected to `name`, so an unreachable manager shows here, once.
    private static func connect(to name: String) throws(SetupProblem) -> FileDescriptor {
        let address: [UInt8]
        switch name.first {
        case "/": address = Array(name.utf8)
        // sd_notify(3): a leading `@` names a socket in the abstract namespace (a NUL in its place).
        case "@": address = [0] + Array(name.utf8.dropFirst())
        default: throw SetupProblem(reason: "is neither an absolute path nor an abstract name (@name)")
        }
        do {
            return try UnixSocket.connect(to: address, type: SOCK_DGRAM)
        } catch .fileNameTooLong {
            throw SetupProblem(reason: "is \(address.count) bytes long, more than a socket address holds (107)")
        } catch {
            throw SetupProblem(reason: "cannot be reached (\(error))")
        }
    }

    /// `WATCHDOG_USEC` in seconds when it is valid and the watchdog is this process's.
    private static func watchdogTimeout(
        in environment: ServiceEnvironment, processID: Int32, problems: inout [String]
    ) -> Double? {
        guard let text = environment.watchdogMicroseconds else { return nil }
        let quoted = "WATCHDOG_USEC=\(Quoted.value(text))"
        guard let microseconds = wholeNumber(text) else {
            problems.append("\(quoted) is not a number of microseconds: no watchdog pings")
            return nil
        }
        guard microseconds < .max else {
            problems.append("\(quoted) is systemd's infinity: no watchdog pings")
            return nil
        }
        let seconds = Double(microseconds) / 1e6
        guard seconds >= shortestWatchdog else {
            problems.append(
                "\(quoted) is shorter than the \(Int(shortestWatchdog * 1000)) ms a turn of the loop may take: "
                    + "no watchdog pings (give WatchdogSec= 1 s or more)")
            return nil
        }
        if let owner = environment.watchdogProcessID {
            guard let number = wholeNumber(owner), number > 0 else {
                problems.append("WATCHDOG_PID=\(Quoted.value(owner)) is not a process id: no watchdog pings")
                return nil
            }
            guard number == UInt64(processID) else {
                problems.append(
                    "WATCHDOG_PID=\(number) names another process (this is \(processID)): no watchdog pings")
                return nil
            }
        }
        return seconds
    }

    /// `text` as a whole number of ASCII digits (no sign, no spaces), nil otherwise or past 2⁶⁴−1.
    private static func wholeNumber(_ text: String) -> UInt64? {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return nil
        }
        return UInt64(text)
    }
}
