import Glibc

/// What a service manager such as systemd put in the environment for sd_notify(3), as text: the
/// notification socket, and the watchdog's interval and process. Read once, where the program
/// starts; ``ServiceNotifier/setUp(from:processID:)`` checks every value.
///
/// ```swift
/// let setup = ServiceNotifier.setUp(from: .process)
/// setup.problems.forEach { print($0) }  // one sentence for each value not taken
/// ```
public struct ServiceEnvironment: Sendable, Equatable {
    /// `NOTIFY_SOCKET`: the datagram socket's path, or its abstract name after `@`.
    public var notifySocket: String?
    /// `WATCHDOG_USEC`: how many microseconds the manager waits for a `WATCHDOG=1` before it
    /// ends the process.
    public var watchdogMicroseconds: String?
    /// `WATCHDOG_PID`: the process the watchdog is meant for (children inherit the variables).
    public var watchdogProcessID: String?

    /// The three values as given; nil where a variable is not set.
    public init(notifySocket: String? = nil, watchdogMicroseconds: String? = nil, watchdogProcessID: String? = nil) {
        self.notifySocket = notifySocket
        self.watchdogMicroseconds = watchdogMicroseconds
        self.watchdogProcessID = watchdogProcessID
    }

    /// This process's environment.
    public static var process: ServiceEnvironment {
        ServiceEnvironment(
            notifySocket: variable("NOTIFY_SOCKET"), watchdogMicroseconds: variable("WATCHDOG_USEC"),
            watchdogProcessID: variable("WATCHDOG_PID"))
    }

    private static func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
