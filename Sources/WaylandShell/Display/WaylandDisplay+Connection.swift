internal import CWaylandClient
import Glibc

/// The socket side of the display, for the ``EventLoop``: libwayland's prepare-read pattern
/// (`prepare_read` → poll → `read_events` or `cancel_read` → `dispatch_pending`), flushing, and
/// turning a failed connection into one clear sentence.
extension WaylandDisplay {
    /// What flushing achieved.
    enum FlushResult: Equatable {
        /// Every request went out.
        case sent
        /// The socket is full (EAGAIN): poll for POLLOUT and flush again.
        case wouldBlock
        /// The socket is broken (errno). Reading may still bring the compositor's last words (a
        /// protocol error), which explain it better than the errno.
        case broken(Int32)

        var isBroken: Bool {
            if case .broken = self { true } else { false }
        }
    }

    /// The connection's descriptor, to poll.
    var fileDescriptor: Int32 { wl_display_get_fd(pointer) }

    /// Announces that this thread will read: dispatches whatever is already queued first, as
    /// libwayland requires before `prepare_read` succeeds. Returns whether it dispatched
    /// anything (then the loop must not sleep before drawing).
    @discardableResult
    func prepareRead() throws -> Bool {
        var dispatched = false
        while wl_display_prepare_read(pointer) != 0 {
            try dispatchPending()
            dispatched = true
        }
        return dispatched
    }

    /// Reads what arrived on the socket (after `prepareRead` and a readable poll).
    func readEvents() throws {
        // Whatever libwayland said before is not about this read.
        _ = LibwaylandMessages.take()
        guard wl_display_read_events(pointer) == 0 else { throw connectionError() }
    }

    /// Gives up the read announced by `prepareRead` (nothing arrived).
    func cancelRead() {
        wl_display_cancel_read(pointer)
    }

    /// Calls the listeners of every queued event.
    func dispatchPending() throws {
        guard wl_display_dispatch_pending(pointer) >= 0 else { throw connectionError() }
    }

    /// The events read from the socket so far have all been dispatched: touch devices close
    /// the frames their compositor left open (see ``TouchGrouping``).
    func inputBatchEnded() {
        for seat in seats { seat.touch?.batchEnded() }
    }

    /// Sends buffered requests.
    func flush() -> FlushResult {
        guard wl_display_flush(pointer) < 0 else { return .sent }
        let number = errno
        return number == EAGAIN ? .wouldBlock : .broken(number)
    }

    /// Lets each window draw what changed, after the events of one loop iteration.
    func updateWindows(now: Double) throws {
        for window in liveWindows { try window.update(now: now) }
    }

    /// The earliest moment a window still waiting for its first configure gives up; nil when
    /// every window is configured (the loop then needs no wake-up for it).
    var configureDeadline: Double? {
        liveWindows.filter { !$0.isConfigured }.map(\.configureDeadline).min()
    }

    /// The connection's failure as a ``ShellError``: a protocol error names the object and code
    /// the compositor gave; a message from the compositor that libwayland could not take apart
    /// says so, with libwayland's words; otherwise the system's text for the error number.
    func connectionError(fallback: Int32 = EPIPE) -> ShellError {
        let number = wl_display_get_error(pointer)
        if number == EPROTO {
            var interface: UnsafePointer<wl_interface>?
            var objectID: UInt32 = 0
            let code = wl_display_get_protocol_error(pointer, &interface, &objectID)
            let object = interface.flatMap { $0.pointee.name.map { String(cString: $0) } } ?? "an object"
            return .connectionLost("the compositor reported protocol error \(code) on \(object)@\(objectID)")
        }
        // libwayland logs why it refuses a message just before failing the read with an error
        // number that does not say (EINVAL, EPROTO, or a stale errno).
        if let said = LibwaylandMessages.take() {
            return .connectionLost("the compositor sent a message that is not valid Wayland (libwayland: \(said))")
        }
        let reason = systemError(number != 0 ? number : fallback)
        return .connectionLost(reason)
    }
}
