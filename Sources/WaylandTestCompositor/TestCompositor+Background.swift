import Dispatch
import Synchronization

extension TestCompositor {
    /// Runs `body` while a helper thread pumps this compositor, and returns what it returns.
    ///
    /// The compositor only runs when the test pumps it, so a client call that blocks until the
    /// compositor answers (`wl_display_roundtrip`, which connecting a client usually does) would
    /// wait forever on the test's one thread. Here a helper thread dispatches meanwhile; it is
    /// joined before this returns, so afterwards the test has the compositor to itself again.
    ///
    /// ```swift
    /// let descriptor = try compositor.makeClientConnection()
    /// let display = try compositor.servingInBackground { try WaylandDisplay(fileDescriptor: descriptor) }
    /// ```
    public func servingInBackground<T>(_ body: () throws -> T) rethrows -> T {
        let server = ServingThread(self)
        defer { server.stop() }
        return try body()
    }
}

/// Pumps a compositor on a background thread until stopped.
private final class ServingThread: @unchecked Sendable {
    // Only the background thread touches the compositor until `stop()` returns.
    private var compositor: TestCompositor?
    private let stopping = Atomic<Bool>(false)
    private let finished = DispatchSemaphore(value: 0)

    init(_ compositor: TestCompositor) {
        self.compositor = compositor
        DispatchQueue.global().async { [self] in
            // 2 ms: short enough that stopping is prompt, long enough not to spin a core.
            while !stopping.load(ordering: .acquiring) { self.compositor?.dispatch(timeout: 2) }
            // Let go of it before saying so: the block itself ends a moment after the signal,
            // and a test that exits then (an exit test) would leave the compositor alive at exit,
            // which LeakSanitizer reports (a weak reference's side table looks leaked).
            self.compositor = nil
            finished.signal()
        }
    }

    func stop() {
        stopping.store(true, ordering: .releasing)
        finished.wait()
    }
}
