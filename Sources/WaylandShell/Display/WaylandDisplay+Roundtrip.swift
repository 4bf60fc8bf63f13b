internal import CWaylandClient
import Glibc

/// Roundtrips with a deadline. `wl_display_roundtrip` blocks until the compositor answers, and
/// a compositor that accepted the connection but hangs (or a socket something else listens on)
/// would hold the app forever, before it ever shows a window. These poll the socket instead.
extension WaylandDisplay {
    /// How long connecting (listing the globals and what the new objects announce) may take,
    /// and again a new window's wait for its first configure: 5 s. Real compositors answer in
    /// milliseconds (KWin is ready 0.2–0.9 s after it starts; a loaded machine still answers
    /// within a second), so 5 s only ever catches a hang.
    public static let connectionDeadline = 5.0

    /// Sends `wl_display.sync` and dispatches events until its answer.
    ///
    /// - Throws: ``ShellError/noAnswer(seconds:)`` when `deadline` (seconds on ``timebase``)
    ///   passes first; ``ShellError/connectionLost(_:)`` when the connection fails.
    func roundtrip(before deadline: Double, allowing seconds: Double) throws {
        guard let proxy = wl_display_sync(pointer) else { throw connectionError() }
        var answered = false
        let callback = FrameCallback(proxy) { answered = true }
        defer { withExtendedLifetime(callback) {} }
        while !answered {
            try prepareRead()
            if answered {
                cancelRead()
                break
            }
            let flushed = flush()
            if case .broken(let number) = flushed {
                cancelRead()
                throw connectionError(fallback: number)
            }
            let remaining = deadline - timebase.now
            guard remaining > 0 else {
                cancelRead()
                throw ShellError.noAnswer(seconds: seconds)
            }
            var descriptor = pollfd(
                fd: fileDescriptor, events: Int16(POLLIN) | (flushed == .wouldBlock ? Int16(POLLOUT) : 0), revents: 0)
            let ready = poll(&descriptor, 1, milliseconds(remaining))
            if ready > 0 && descriptor.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                try readEvents()
            } else {
                cancelRead()
            }
            try dispatchPending()
        }
    }

    /// A poll timeout for `seconds`, rounded up, never negative.
    private func milliseconds(_ seconds: Double) -> Int32 {
        max(0, Int32(saturating: (seconds * 1000).rounded(.up)))
    }
}
