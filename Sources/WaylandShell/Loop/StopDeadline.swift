import Glibc

/// A thread that ends the process when the event loop does not stop in time after a signal.
///
/// The loop hears a signal between two turns. A turn stuck in work (a frame that takes minutes)
/// would keep the process alive past the signal, and a supervisor (systemd, a kiosk's watchdog)
/// that sent SIGTERM would wait on it. So the signal handler also wakes this thread, which waits
/// `grace` seconds for the loop to call ``cancel()``; if it has not, it writes one sentence to
/// standard error and ends the process by the signal itself (its default action, as if the app
/// had no handler). It touches nothing of the loop's: what the app wrote as it went (whole lines)
/// stays, and what it would have written on an orderly stop is not written.
///
/// It sleeps in `poll` without a timeout until a signal or ``cancel()``: no wake-ups while idle.
final class StopDeadline {
    /// The write end the signal handler writes the signal's number to.
    let signalDescriptor: Int32
    private let context: Context
    private var thread = pthread_t()
    private var isCancelled = false

    /// What the thread reads; immutable once it starts.
    private final class Context {
        let signals: Int32
        let stops: Int32
        let grace: Double
        /// The sentence for each signal, made in advance: when it is needed the loop's thread
        /// may be stuck anywhere, so the thread only makes system calls then.
        let messages: [Int32: [UInt8]]

        init(signals: Int32, stops: Int32, grace: Double, messages: [Int32: [UInt8]]) {
            (self.signals, self.stops, self.grace, self.messages) = (signals, stops, grace, messages)
        }
    }

    /// The write end ``cancel()`` writes to.
    private let stopDescriptor: Int32

    init(grace: Double) throws {
        let signalEnds = try makePipe()
        let stopEnds: [Int32]
        do {
            stopEnds = try makePipe()
        } catch {
            signalEnds.forEach { close($0) }
            throw error
        }
        signalDescriptor = signalEnds[1]
        stopDescriptor = stopEnds[1]
        let messages = SignalWatch.signals.map { ($0, Self.message($0, grace: grace)) }
        context = Context(
            signals: signalEnds[0], stops: stopEnds[0], grace: grace,
            messages: Dictionary(uniqueKeysWithValues: messages))
        let retained = Unmanaged.passRetained(context).toOpaque()
        let started = pthread_create(
            &thread, nil,
            { pointer in
                let context = Unmanaged<Context>.fromOpaque(pointer!).takeRetainedValue()
                StopDeadline.watch(context)
                return nil
            }, retained)
        guard started == 0 else {
            Unmanaged<Context>.fromOpaque(retained).release()
            (signalEnds + stopEnds).forEach { close($0) }
            throw ShellError.eventLoop("cannot start the thread that watches for signals: \(systemError(started))")
        }
    }

    /// The loop stopped: the thread ends without acting, and every descriptor is closed.
    func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        var byte: UInt8 = 0
        _ = write(stopDescriptor, &byte, 1)
        pthread_join(thread, nil)
        [signalDescriptor, stopDescriptor, context.signals, context.stops].forEach { close($0) }
    }

    /// "gesture-canvas: SIGTERM came while …".
    private static func message(_ signal: Int32, grace: Double) -> [UInt8] {
        let program = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? "app"
        let name = [SIGINT: "SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP"][signal] ?? "signal \(signal)"
        return Array(
            ("\(program): \(name) came while the event loop was busy (drawing a frame or handling input), "
                + "and it did not stop within \(grace) seconds: ending at once, without an orderly stop\n").utf8)
    }

    // MARK: The thread

    private static func watch(_ context: Context) {
        // This thread takes the signals even when its parent blocked them all (dispatch's threads
        // do): a signal sent to the process then always has a thread to run the handler.
        var mask = SignalWatch.mask
        pthread_sigmask(SIG_UNBLOCK, &mask, nil)
        guard let signal = waitForSignal(context) else { return }
        if waitForStop(context) { return }
        end(by: signal, context: context)
    }

    /// Sleeps until a signal (its number) or the loop's stop (nil).
    private static func waitForSignal(_ context: Context) -> Int32? {
        var descriptors = [
            pollfd(fd: context.signals, events: Int16(POLLIN), revents: 0),
            pollfd(fd: context.stops, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let ready = poll(&descriptors, 2, -1)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0, descriptors[1].revents == 0 else { return nil }
            var number: UInt8 = 0
            if descriptors[0].revents != 0, read(context.signals, &number, 1) == 1 { return Int32(number) }
        }
    }

    /// Whether the loop stops within the grace period.
    private static func waitForStop(_ context: Context) -> Bool {
        let end = monotonicSeconds() + context.grace
        var descriptor = pollfd(fd: context.stops, events: Int16(POLLIN), revents: 0)
        while true {
            let remaining = end - monotonicSeconds()
            guard remaining > 0 else { return false }
            let ready = poll(&descriptor, 1, Int32((remaining * 1000).rounded(.up)))
            if ready > 0 { return true }
            if ready < 0 && errno != EINTR { return false }
        }
    }

    /// Says why in one line, then ends the process by `signal`'s default action (status 128 + the
    /// signal in a shell). Only system calls: the rest of the process may be stuck anywhere.
    private static func end(by signal: Int32, context: Context) -> Never {
        if let message = context.messages[signal] {
            message.withUnsafeBufferPointer { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
        }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
        raise(signal)
        // Only if the signal could not end it (never for these three).
        _exit(128 + signal)
    }

    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
