internal import CWaylandProtocols
import Glibc

/// A signalfd for the signals that end the app (SIGINT, SIGTERM, SIGHUP), so a signal becomes an ordinary readable descriptor in the
/// poll and the app can finish its work (the report's final line) before exiting.
///
/// The signals are blocked in the calling thread while it exists (and in threads it starts
/// meanwhile), which is what lets the signalfd receive them; the old mask returns on `deinit`.
/// Call ``EventLoop/run()`` from the main thread before other threads start.
final class SignalDescriptor {
    let descriptor: Int32
    private var previousMask = sigset_t()

    init(signals: [Int32]) throws {
        var mask = sigset_t()
        sigemptyset(&mask)
        for signal in signals { sigaddset(&mask, signal) }
        pthread_sigmask(SIG_BLOCK, &mask, &previousMask)
        let descriptor = signalfd(-1, &mask, Int32(SFD_NONBLOCK | SFD_CLOEXEC))
        guard descriptor >= 0 else {
            let number = errno
            pthread_sigmask(SIG_SETMASK, &previousMask, nil)
            throw ShellError.eventLoop("cannot watch for SIGINT, SIGTERM and SIGHUP: \(systemError(number))")
        }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
    }

    /// The next pending signal's number, or nil.
    func next() -> Int32? {
        var information = signalfd_siginfo()
        let size = MemoryLayout<signalfd_siginfo>.size
        guard read(descriptor, &information, size) == size else { return nil }
        return Int32(information.ssi_signo)
    }
}
