import Dispatch
import Synchronization
import WaylandShell
import WaylandTestCompositor

/// Connecting blocks in `wl_display_roundtrip` until the compositor answers, but a test
/// compositor only runs when pumped. So while `WaylandDisplay` connects, a helper thread pumps
/// the compositor; it is joined before the test touches the compositor again.
func connectDisplay(to compositor: TestCompositor) throws -> WaylandDisplay {
    let descriptor = try compositor.makeClientConnection()
    let server = ServingThread(compositor)
    defer { server.stop() }
    return try WaylandDisplay(fileDescriptor: descriptor)
}

/// Pumps a compositor on a background thread until stopped.
private final class ServingThread: @unchecked Sendable {
    // Only the background thread touches the compositor until `stop()` returns.
    private let compositor: TestCompositor
    private let stopping = Atomic<Bool>(false)
    private let finished = DispatchSemaphore(value: 0)

    init(_ compositor: TestCompositor) {
        self.compositor = compositor
        DispatchQueue.global().async { [self] in
            while !stopping.load(ordering: .acquiring) { self.compositor.dispatch(timeout: 2) }
            finished.signal()
        }
    }

    func stop() {
        stopping.store(true, ordering: .releasing)
        finished.wait()
    }
}
