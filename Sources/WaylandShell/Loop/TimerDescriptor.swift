internal import CWaylandProtocols
import Glibc

/// A timerfd on CLOCK_MONOTONIC, armed to the scheduler's next deadline and polled beside the
/// display's socket. Disarmed when no timer is pending, so an idle app never wakes.
final class TimerDescriptor {
    let descriptor: Int32
    /// The absolute monotonic time it is armed for, in nanoseconds; nil when disarmed.
    private var armedAt: UInt64?

    /// nil when the kernel refuses a timerfd (the loop then falls back to poll's timeout).
    init?() {
        let descriptor = timerfd_create(CLOCK_MONOTONIC, Int32(TFD_NONBLOCK | TFD_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Arms the timer for an absolute CLOCK_MONOTONIC time, or disarms it (nil). Unchanged
    /// deadlines cost no system call.
    func arm(atMonotonic nanoseconds: UInt64?) {
        guard nanoseconds != armedAt else { return }
        armedAt = nanoseconds
        var setting = itimerspec()
        if let nanoseconds {
            // An all-zero time would disarm; a deadline already past fires at once.
            let when = max(nanoseconds, 1)
            setting.it_value = timespec(tv_sec: Int(when / 1_000_000_000), tv_nsec: Int(when % 1_000_000_000))
        }
        timerfd_settime(descriptor, Int32(TFD_TIMER_ABSTIME), &setting, nil)
    }

    /// Reads the expiry count so the descriptor stops being readable.
    func acknowledge() {
        var expirations: UInt64 = 0
        _ = read(descriptor, &expirations, MemoryLayout<UInt64>.size)
        armedAt = nil
    }
}
