import Glibc

/// A value that one thread at a time may use, behind a POSIX mutex.
///
/// Synchronization's `Mutex` does the same, but on Linux it takes the lock with bare futex calls,
/// which the thread sanitizer cannot follow: every access it guards is then reported as a race
/// (`make sanitize`). A `pthread_mutex_t` is a lock the sanitizer sees.
///
/// ```swift
/// let counts = Locked([String: Int]())
/// counts.withLock { $0["taps", default: 0] += 1 }
/// ```
public final class Locked<Value>: @unchecked Sendable {
    /// Allocated once and never moved: a mutex must stay at one address while it is used.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    /// `value`, guarded from now on.
    public init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` on the value while no other thread can.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
