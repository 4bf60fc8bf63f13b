/// A recognizer's place in an arena's contest: the arena's bookkeeping about it, kept apart from
/// the recognizer's public model (its ``GestureRecognizer/state`` is read through these).
struct ArenaEntry {
    /// The arena delivering touches to the recognizer right now, so a state set in a touches
    /// method reaches it without walking up to the window (or retaining the arena: it is
    /// borrowed, and the delivery keeps it alive).
    var deliveringArena: BorrowedReference<GestureArena>?
    /// The arena whose contest the recognizer takes part in (an identity only: it is never
    /// dereferenced, so it needs no reference count).
    var arenaIdentity: ObjectIdentifier?
    /// The state the arena decided.
    var committedState: GestureRecognizer.State = .possible
    /// The latest state set but not yet decided by the arena.
    var queuedState: GestureRecognizer.State?
    /// A transition delayed until the recognizers this one requires to fail have failed.
    var pendingState: GestureRecognizer.State?
    /// A continuous recognizer that also finished while waiting ends right after it begins.
    var pendingEnd = false
}
