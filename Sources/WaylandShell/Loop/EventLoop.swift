internal import CWaylandClient
import GestureKit
import Glibc

/// The one event loop: the display's socket, a timerfd for the engine's scheduler, and (in
/// ``run(onStart:)``) a pipe that SIGINT, SIGTERM and SIGHUP write to, in one `poll`.
///
/// Each iteration follows libwayland's pattern: `prepare_read` (dispatching what is queued),
/// flush, poll, `read_events` or `cancel_read`, `dispatch_pending`. That is one batch of the
/// compositor's events: touch frames it left open close now (cage sends none). Then timers that are due
/// fire, and every window draws what changed, so drawing never happens inside input dispatch
/// and sees all of an iteration's input at once. Then the new requests are flushed, and the
/// progress observer (a service manager's watchdog, ``observeProgress(_:)``) hears that the turn
/// ended. With no timer pending, nothing drawn and no observer waiting, poll sleeps until the
/// compositor speaks.
///
/// A signal is acted on between two iterations: ``onSignal``, then the loop stops without
/// drawing again. An iteration stuck in work cannot hold it: when the loop has not stopped
/// ``stopDeadline`` seconds after the signal, the process is ended by the signal itself (see
/// `StopDeadline`), so it is gone within a second whatever it was doing.
///
/// ```swift
/// let loop = EventLoop(display: display, scheduler: scheduler)
/// loop.onSignal = { _ in report.finish() }
/// window.onClose = { loop.stop() }
/// try loop.run()
/// ```
public final class EventLoop {
    private let display: WaylandDisplay
    /// The engine's clock; the loop moves it to `now` when a timer is due or a frame is drawn.
    public let scheduler: Scheduler
    private let timer = TimerDescriptor()
    private var isStopping = false
    /// The one observer of the loop's progress and when it next wants a turn (see ``observeProgress(_:)``).
    private var progress: ((Double) -> Double?)?
    private var progressWake: Double?
    /// Other libraries' descriptors polled with the compositor's (``addSource(_:)``).
    private var sources: [EventLoopSource] = []
    /// Called with SIGINT, SIGTERM or SIGHUP before the loop stops (write the report's final line).
    public var onSignal: ((Int32) -> Void)?

    /// How long after SIGINT, SIGTERM or SIGHUP ``run(onStart:)`` has to return before the process
    /// is ended by the signal: 0.5 s. An idle loop hears a signal at once and a normal frame takes
    /// milliseconds, so only a stuck iteration misses it; half a second leaves the whole stop
    /// (the app's last lines, the exit) inside the second a supervisor waits.
    public static let stopDeadline = 0.5

    /// A loop reading `display` and firing the timers of `scheduler`.
    public init(display: WaylandDisplay, scheduler: Scheduler) {
        self.display = display
        self.scheduler = scheduler
    }

    /// Seconds on CLOCK_MONOTONIC since the display connected: the timebase of every event
    /// time the shell hands the router, and so of the scheduler.
    public var now: Double { display.timebase.now }

    /// Runs until ``stop()``, SIGINT, SIGTERM or SIGHUP (a closed terminal: finish as for SIGTERM).
    ///
    /// While it runs, the three signals are the loop's: after one it calls ``onSignal`` and
    /// returns, within ``stopDeadline``, or the signal ends the process. Return promptly to exit.
    ///
    /// `onStart` is called once the signals are the loop's, before the first turn: what it
    /// announces (a log line saying the app is up) is then true of a signal sent from then on.
    ///
    /// - Throws: ``ShellError/connectionLost(_:)`` when the compositor goes away or reports a
    ///   protocol error; ``ShellError/sharedMemory(_:)`` when no buffer can be made.
    public func run(onStart: () -> Void = {}) throws {
        let signals = try SignalWatch(grace: Self.stopDeadline)
        defer {
            signals.finish()
            isStopping = false
        }
        onStart()
        while !isStopping {
            try iterate(timeout: -1, signals: signals)
        }
    }

    /// One iteration, waiting at most `milliseconds` for something to happen (0: not at all,
    /// -1: as long as it takes). Signals are not watched; tests pump a test compositor with it.
    ///
    /// Returns whether the compositor had sent anything: one iteration reads at most what
    /// libwayland's buffer holds (4 KiB), so a pump that stands in for ``run(onStart:)`` calls
    /// again while this is true, as `run(onStart:)` would, before it lets time pass.
    @discardableResult
    public func runOnce(timeout milliseconds: Int32) throws -> Bool {
        try iterate(timeout: milliseconds, signals: nil)
    }

    /// Calls `turned` with the loop's time at the end of every turn that ran to its end: the
    /// compositor's events dispatched, the timers due fired, the windows' frames drawn. `turned`
    /// returns when it wants the next turn at the latest (nil: no need), and the loop wakes by
    /// itself then even when nothing else happens.
    ///
    /// A service manager's watchdog is fed from here, on the loop's own thread: a turn that never
    /// ends (a frame stuck in drawing, an action that loops) calls it no more, so the pings stop.
    /// A loop without an observer sleeps until the compositor speaks or a timer is due. One
    /// observer per loop.
    ///
    /// ```swift
    /// loop.observeProgress { now in
    ///     heartbeat.send()
    ///     return now + 5
    /// }
    /// ```
    public func observeProgress(_ turned: @escaping (_ now: Double) -> Double?) {
        precondition(progress == nil, "the loop's progress has one observer")
        progress = turned
    }

    /// The moment the loop wakes by itself next, in its time: the scheduler's next deadline or the
    /// progress observer's, whichever comes first; nil when only the compositor can wake it.
    public var wakesAt: Double? {
        switch (scheduler.nextDeadline, progressWake) {
        case (let timer?, let progress?): min(timer, progress)
        case (let timer, let progress): timer ?? progress
        }
    }

    /// Polls `source`'s descriptors in every turn from the next one on (see ``EventLoopSource``).
    public func addSource(_ source: EventLoopSource) {
        sources.append(source)
    }

    /// Stops polling `source`.
    public func removeSource(_ source: EventLoopSource) {
        sources.removeAll { $0 === source }
    }

    /// Makes ``run(onStart:)`` return after the current iteration.
    public func stop() {
        isStopping = true
    }

    /// One turn of the loop; whether it read events from the socket.
    @discardableResult
    private func iterate(timeout: Int32, signals: SignalWatch?) throws -> Bool {
        let dispatchedEarly = try display.prepareRead()
        let flushed = display.flush()
        let watches = sources.map { ($0, $0.prepare(now: now)) }
        let deadline = ([wakesAt] + watches.map(\.1.wake)).compactMap { $0 }.min()
        timer?.arm(atMonotonic: deadline.map { display.timebase.monotonic(atSeconds: $0) })

        var descriptors = [
            pollfd(
                fd: display.fileDescriptor, events: Int16(POLLIN) | (flushed == .wouldBlock ? Int16(POLLOUT) : 0),
                revents: 0)
        ]
        if let timer { descriptors.append(pollfd(fd: timer.descriptor, events: Int16(POLLIN), revents: 0)) }
        let signalIndex = signals.map { _ in descriptors.count }
        if let signals { descriptors.append(pollfd(fd: signals.descriptor, events: Int16(POLLIN), revents: 0)) }
        let sourcesStart = descriptors.count
        for (_, watch) in watches {
            descriptors += watch.descriptors.map { pollfd(fd: $0.fd, events: $0.events, revents: 0) }
        }
        // A broken socket only needs reading what is left, and events already dispatched need
        // drawing: neither waits.
        let mustNotWait = dispatchedEarly || flushed.isBroken
        let wait =
            mustNotWait ? 0 : pollTimeout(timeout, deadline: deadline, configureDeadline: display.configureDeadline)
        let ready = poll(&descriptors, nfds_t(descriptors.count), wait)
        let pollError = errno

        if ready > 0 && descriptors[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
            try display.readEvents()
        } else {
            display.cancelRead()
        }
        if ready < 0 && pollError != EINTR {
            throw ShellError.eventLoop("poll failed: \(systemError(pollError))")
        }
        try display.dispatchPending()
        // Everything that one read brought has been dispatched: the compositor's batch ends here.
        display.inputBatchEnded()
        if case .broken(let number) = flushed { throw display.connectionError(fallback: number) }
        var sourceIndex = sourcesStart
        for (source, watch) in watches {
            let count = watch.descriptors.count
            source.dispatch(descriptors[sourceIndex..<sourceIndex + count].map { ready > 0 ? $0.revents : 0 }, now: now)
            sourceIndex += count
        }

        if let timer, ready > 0, descriptors[1].revents != 0 { timer.acknowledge() }
        // Timers fire at their deadlines, and the clock stays at the last of them rather than
        // moving on to now: input stamped in between keeps its own time (see ShellWindow+Input).
        // The loop knows no window: this is `Window.advance(to:)` without animations, which only
        // display frames step.
        let wokeAt = now
        while let due = scheduler.nextDeadline, due <= wokeAt { scheduler.advance(to: due) }
        if let signals, let signalIndex, ready > 0, descriptors[signalIndex].revents != 0, let signal = signals.next() {
            shellLog.debug("signal \(signal): stopping")
            onSignal?(signal)
            stop()
            // No frame more: the stop must not wait for a drawing nobody will see.
            _ = display.flush()
            return true
        }

        try display.updateWindows(now: now)
        // A full or broken socket is handled at the next iteration's flush.
        _ = display.flush()
        if let progress { progressWake = progress(now) }
        return dispatchedEarly || (ready > 0 && descriptors[0].revents & Int16(POLLIN) != 0)
    }

    /// Poll's timeout: the caller's, shortened to the next deadline when there is no timerfd,
    /// and to the moment a window waiting for its first configure gives up.
    private func pollTimeout(_ timeout: Int32, deadline: Double?, configureDeadline: Double?) -> Int32 {
        let deadlines = [timer == nil ? deadline : nil, configureDeadline].compactMap { $0 }
        guard let soonest = deadlines.min() else { return timeout }
        let untilDeadline = Int32(saturating: ((soonest - now) * 1000).rounded(.up))
        let bounded = max(0, untilDeadline)
        return timeout < 0 ? bounded : min(timeout, bounded)
    }
}
