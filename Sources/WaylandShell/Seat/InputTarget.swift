import GestureKit

/// Where a seat's events for one surface go: a window's router. Devices find it through the
/// `wl_surface` an event names (`enter`, `down`, `begin`), and ignore surfaces that are not ours.
protocol InputTarget: AnyObject {
    /// One event at `time` (seconds on the loop's timebase).
    func deliver(_ event: InputEvent, at time: Double)
    /// A device went away mid-gesture: nothing may stay down.
    func cancelInput(at time: Double)
    /// The pointer's image over this window.
    var cursor: CursorShape { get }
    /// Pixels per point the window draws at (the cursor matches it).
    var scale: Double { get }
    /// How far the window's content shows turned (the cursor turns with it).
    var cursorTurn: QuarterTurn { get }
}

/// A target held weakly: the app owns its windows, devices only point at them.
struct WeakTarget {
    weak var target: InputTarget?
}
