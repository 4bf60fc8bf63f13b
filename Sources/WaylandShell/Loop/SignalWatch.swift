internal import CWaylandProtocols
import Glibc
import HostSystem

/// SIGINT, SIGTERM and SIGHUP while ``EventLoop/run(onStart:)`` runs: a handler writes the signal's
/// number to a pipe the loop polls beside the display, so the loop hears a signal whichever thread
/// it lands on, and a ``StopDeadline`` ends the process should the loop not stop in time.
///
/// A handler rather than a blocked signal read through a signalfd: a signalfd only receives
/// signals that every thread blocks, and a thread started before the loop (by a library) would
/// take the signal's default action instead. The loop's thread and the deadline's take the
/// signals (unblocked there, even on a thread that dispatch started with every signal blocked), so
/// a signal sent to the process always finds a thread to run the handler. Outside `run()` the
/// signals keep their previous disposition, and the loop's thread its previous mask.
final class SignalWatch {
    /// The signals that end the loop.
    static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// Readable when a signal has come: the loop polls it.
    let descriptor: Int32
    private let writeEnd: Int32
    private let deadline: StopDeadline
    private var previousMask = sigset_t()

    /// Starts watching; a signal that the loop has not acted on within `grace` seconds ends the
    /// process (see ``StopDeadline``).
    init(grace: Double) throws {
        let ends = try makePipe()
        let deadline: StopDeadline
        do {
            deadline = try StopDeadline(grace: grace)
        } catch {
            ends.forEach { close($0) }
            throw error
        }
        guard SignalHandlers.add([ends[1], deadline.signalDescriptor]) else {
            deadline.cancel()
            ends.forEach { close($0) }
            throw ShellError.eventLoop("cannot watch for SIGINT, SIGTERM and SIGHUP: too many event loops run at once")
        }
        (descriptor, writeEnd, self.deadline) = (ends[0], ends[1], deadline)
        var mask = Self.mask
        pthread_sigmask(SIG_UNBLOCK, &mask, &previousMask)
    }

    /// ``signals`` as a set.
    static var mask: sigset_t {
        var mask = sigset_t()
        sigemptyset(&mask)
        for signal in signals { sigaddset(&mask, signal) }
        return mask
    }

    /// Stops watching (on the thread that started to): the signals get their previous
    /// disposition back once no loop watches them, and the deadline is called off (the loop has
    /// stopped in time).
    func finish() {
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        SignalHandlers.remove([writeEnd, deadline.signalDescriptor])
        deadline.cancel()
        close(descriptor)
        close(writeEnd)
    }

    /// The next signal that came, or nil.
    func next() -> Int32? {
        var number: UInt8 = 0
        return read(descriptor, &number, 1) == 1 ? Int32(number) : nil
    }
}

/// The process's handlers for ``SignalWatch/signals``: installed while at least one watch
/// exists (loops may run on several threads at once, as in tests), the previous ones put back
/// after the last.
private enum SignalHandlers {
    private struct Installed {
        var watches = 0
        var previous: [sigaction] = []
    }
    // A lock the thread sanitizer sees (Synchronization's Mutex is bare futex calls on Linux).
    private static let installed = Locked(Installed())

    /// Adds `descriptors` to those the handler writes to, installing it first if needed.
    static func add(_ descriptors: [Int32]) -> Bool {
        installed.withLock { state in
            var added: [Int32] = []
            for descriptor in descriptors {
                guard gc_signal_notify_add(descriptor) == 0 else {
                    added.forEach { gc_signal_notify_remove($0) }
                    return false
                }
                added.append(descriptor)
            }
            if state.watches == 0 {
                state.previous = SignalWatch.signals.map { signal in
                    var action = sigaction()
                    action.__sigaction_handler.sa_handler = gc_signal_notify
                    // Other calls go on after the handler; poll still returns EINTR, which the loop expects.
                    action.sa_flags = SA_RESTART
                    sigemptyset(&action.sa_mask)
                    var previous = sigaction()
                    sigaction(signal, &action, &previous)
                    return previous
                }
            }
            state.watches += 1
            return true
        }
    }

    /// Removes `descriptors`; the last watch puts the previous handlers back.
    static func remove(_ descriptors: [Int32]) {
        installed.withLock { state in
            state.watches -= 1
            if state.watches == 0 {
                for (signal, previous) in zip(SignalWatch.signals, state.previous) {
                    var action = previous
                    sigaction(signal, &action, nil)
                }
            }
            descriptors.forEach { gc_signal_notify_remove($0) }
        }
    }
}

/// A pipe whose ends are non-blocking and closed on exec: [read, write].
func makePipe() throws -> [Int32] {
    var ends: [Int32] = [-1, -1]
    guard gc_pipe(&ends) == 0 else {
        throw ShellError.eventLoop("cannot make a pipe for signals: \(systemError(errno))")
    }
    return ends
}
