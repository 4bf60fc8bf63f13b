import Glibc
import HostSystem
import Testing

/// Each value a service manager puts in the environment checked once, where the app starts:
/// what is taken, and one sentence for what is not.
@Suite("The service manager's environment")
struct ServiceNotifierTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let watchdog: String?
        var processID: String?
        /// Part of the one sentence expected; nil when everything is taken.
        let problem: String?
        var testDescription: String { "WATCHDOG_USEC=\(watchdog ?? "unset") WATCHDOG_PID=\(processID ?? "unset")" }
    }

    @Test(arguments: [
        Case(watchdog: "abc", problem: "is not a number of microseconds"),
        Case(watchdog: "", problem: "is not a number of microseconds"),
        Case(watchdog: "-5000000", problem: "is not a number of microseconds"),
        Case(watchdog: "+5000000", problem: "is not a number of microseconds"),
        Case(watchdog: " 5000000", problem: "is not a number of microseconds"),
        Case(watchdog: "5e6", problem: "is not a number of microseconds"),
        Case(watchdog: "18446744073709551616", problem: "is not a number of microseconds"),
        Case(watchdog: "18446744073709551615", problem: "is systemd's infinity"),
        Case(watchdog: "0", problem: "is shorter than the 100 ms"),
        Case(watchdog: "99999", problem: "is shorter than the 100 ms"),
        Case(watchdog: "5000000", processID: "1", problem: "WATCHDOG_PID=1 names another process"),
        Case(watchdog: "5000000", processID: "0", problem: "WATCHDOG_PID=0 is not a process id"),
        Case(watchdog: "5000000", processID: "self", problem: "WATCHDOG_PID=self is not a process id"),
    ])
    func aWatchdogValueThatCannotBeUsedIsLeftOutWithOneSentence(_ example: Case) throws {
        let listener = try NotifySocketListener()
        let setup = ServiceNotifier.setUp(
            from: ServiceEnvironment(
                notifySocket: listener.name, watchdogMicroseconds: example.watchdog,
                watchdogProcessID: example.processID))
        let notifier = try #require(setup.notifier, "the socket is still used for READY=1")
        #expect(notifier.watchdogTimeout == nil)
        #expect(setup.problems.count == 1)
        #expect(setup.problems.first?.contains(try #require(example.problem)) == true, "\(setup.problems)")
    }

    @Test func aWatchdogForThisProcessIsPingedAtHalfItsTimeAndAHugeOneAtLeastHourly() throws {
        let listener = try NotifySocketListener()
        let ours = ServiceNotifier.setUp(
            from: ServiceEnvironment(
                notifySocket: listener.name, watchdogMicroseconds: "5000000", watchdogProcessID: "\(getpid())"))
        #expect(ours.problems.isEmpty)
        #expect(ours.notifier?.watchdogTimeout == 5)
        #expect(ours.notifier?.watchdogPingInterval == 2.5)

        // 31 years: pinged hourly, so the number never reaches a timer.
        let huge = ServiceNotifier.setUp(
            from: ServiceEnvironment(notifySocket: listener.name, watchdogMicroseconds: "1000000000000000"))
        #expect(huge.problems.isEmpty)
        #expect(huge.notifier?.watchdogPingInterval == ServiceNotifier.longestPingInterval)

        try huge.notifier?.send("READY=1")
        #expect(listener.receive() == ["READY=1"])
    }

    @Test(arguments: [
        ("relative/notify", "is neither an absolute path nor an abstract name"),
        ("", "is neither an absolute path nor an abstract name"),
        ("/" + String(repeating: "a", count: 107), "bytes long, more than a socket address holds"),
        ("@" + String(repeating: "a", count: 120), "bytes long, more than a socket address holds"),
        ("/nonexistent-gc-folder/notify", "cannot be reached (No such file or directory)"),
        ("@gc-nobody-listens-here", "cannot be reached (Connection refused)"),
    ])
    func aNotifySocketThatCannotBeUsedIsLeftOutWithOneSentence(_ name: String, _ problem: String) {
        let setup = ServiceNotifier.setUp(
            from: ServiceEnvironment(notifySocket: name, watchdogMicroseconds: "5000000"))
        #expect(setup.notifier == nil)
        #expect(setup.problems.count == 1)
        #expect(setup.problems.first?.contains(problem) == true, "\(setup.problems)")
        #expect(setup.problems.first?.contains("the app runs without") == true)
    }

    @Test func aWatchdogWithoutANotifySocketIsSaidOnce() {
        let setup = ServiceNotifier.setUp(from: ServiceEnvironment(watchdogMicroseconds: "5000000"))
        #expect(setup.notifier == nil)
        #expect(setup.problems == ["WATCHDOG_USEC is set but NOTIFY_SOCKET is not: no watchdog pings"])
        #expect(ServiceNotifier.setUp(from: ServiceEnvironment()).problems.isEmpty)
    }
}
