import Dispatch
import Foundation
import WaylandTestCompositor

/// Keeps a test compositor dispatching on a background thread for as long as another process
/// (a nested KWin) is its client, and runs the test's input on that same thread between
/// dispatches: the compositor is never touched by two threads at once.
///
/// ```swift
/// let pump = CompositorPump(parent)
/// defer { pump.stop() }
/// pump.perform { $0.pointerMotion(to: (x: 10, y: 10)) }
/// ```
final class CompositorPump: @unchecked Sendable {
    // Only the background thread touches the compositor; `pending` is guarded by `lock`.
    private let compositor: TestCompositor
    private let lock = NSLock()
    private var pending: [() -> Void] = []
    private var stopping = false
    private let finished = DispatchSemaphore(value: 0)

    init(_ compositor: TestCompositor) {
        self.compositor = compositor
        DispatchQueue.global().async { self.run() }
    }

    private func run() {
        while true {
            lock.lock()
            let work = pending, stop = stopping
            pending.removeAll()
            lock.unlock()
            if stop { break }
            work.forEach { $0() }
            compositor.dispatch(timeout: 2)
        }
        finished.signal()
    }

    /// Runs `body` on the compositor's thread and returns when it has run.
    func perform(_ body: @escaping (TestCompositor) -> Void) {
        let done = DispatchSemaphore(value: 0)
        lock.lock()
        pending.append {
            body(self.compositor)
            done.signal()
        }
        lock.unlock()
        done.wait()
    }

    func stop() {
        lock.lock()
        let already = stopping
        stopping = true
        lock.unlock()
        if !already { finished.wait() }
    }
}
