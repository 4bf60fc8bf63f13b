/// Every touch change that arrived together (one `wl_touch.frame`), as UIKit's `UIEvent`.
///
/// Touch collections in the engine are arrays ordered by touch id rather than sets, so that the
/// same input always gives the same order of calls and the same report.
///
/// A value, not an object as in UIKit: it never changes once made, and one is made for every
/// event, so it costs no allocation.
public struct TouchEvent {
    /// Seconds on the engine's clock.
    public let timestamp: Double
    /// Every touch in the window during this event, the ones that end in it included.
    public let allTouches: [Touch]

    init(timestamp: Double, allTouches: [Touch]) {
        self.timestamp = timestamp
        self.allTouches = allTouches
    }

    /// The touches that landed on `view` or one of its subviews.
    public func touches(for view: View) -> [Touch] {
        allTouches.filter { touch in touch.view.map { $0.isDescendant(of: view) } ?? false }
    }

    /// The touches `recognizer` is receiving.
    public func touches(for recognizer: GestureRecognizer) -> [Touch] {
        allTouches.filter { $0.gestureRecognizers.contains { $0 === recognizer } }
    }
}
