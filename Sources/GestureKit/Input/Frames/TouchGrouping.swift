/// Decides where the engine's touch frames end, whatever the compositor does with `wl_touch.frame`.
///
/// The protocol groups touch events with `frame`, but compositors differ:
/// - cage 0.1.4 never sends `frame`: without help a client waits forever and no gesture fires.
/// - mutter 43 sends a `frame` after each finger's event, so two fingers moving together arrive
///   as two frames and a pinch sees one finger move, then the other.
/// - weston and mutter send no `frame` after the last finger lifts (the router closes that one).
///
/// So a `frame` does not close the engine's frame at once. Events of the batch that follows it (what
/// one read of the socket brought) join the open frame, until:
/// - a finger that already changed in the open frame changes again: the frame closes before that
///   change, so a down and an up (a tap), an up and a new down of a reused id, or two motions of
///   one finger stay apart and in order — no compositor reports one finger twice in one
///   hardware frame (libinput reports each slot once per frame);
/// - the batch ends after a `frame`, or after any event when this compositor has never sent a
///   `frame` (then the batch is all the grouping there is). A batch that ends in the middle of a
///   framed group (a socket read split it) waits for the rest.
///
/// ```swift
/// var grouping = TouchGrouping()
/// if grouping.change(of: 0) { closeFrame() }
/// grouping.frame()
/// if grouping.batchEnded() { closeFrame() }
/// ```
struct TouchGrouping {
    /// Fingers changed in the open frame.
    private var ids: [Int32] = []
    /// Whether any event (a shape, too) is in the open frame.
    private(set) var isOpen = false
    /// Whether the latest event was a `frame`.
    private var endsWithFrame = false
    /// Whether this `wl_touch` has ever sent a `frame`.
    private(set) var compositorSendsFrames = false

    /// Finger `id` goes down, moves or lifts. Returns true when the open frame must close before
    /// this change (the caller closes it); the change then opens the next frame.
    mutating func change(of id: Int32) -> Bool {
        let closesFirst = ids.contains(id)
        if closesFirst { ids.removeAll(keepingCapacity: true) }
        ids.append(id)
        isOpen = true
        endsWithFrame = false
        return closesFirst
    }

    /// A change that belongs to the finger's latest change (its contact shape): never splits.
    mutating func detail() {
        isOpen = true
        endsWithFrame = false
    }

    /// `wl_touch.frame` arrived: what came so far is complete, but may still grow in this batch.
    mutating func frame() {
        compositorSendsFrames = true
        endsWithFrame = true
    }

    /// The events of one read of the socket have been dispatched. Returns true when the open
    /// frame closes now (the caller closes it).
    mutating func batchEnded() -> Bool {
        guard isOpen, endsWithFrame || !compositorSendsFrames else { return false }
        reset()
        return true
    }

    /// The open frame closed elsewhere (the last finger lifted, or a cancel): nothing is open.
    mutating func reset() {
        ids.removeAll(keepingCapacity: true)
        isOpen = false
        endsWithFrame = false
    }
}
