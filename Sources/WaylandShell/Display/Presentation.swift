internal import CWaylandProtocols
import Glibc

/// `wp_presentation`: asks the compositor when each commit reached the screen
/// (presentation-time.xml). weston, mutter and sway offer it; KWin 5.27 and cage do not, and
/// windows there keep to their frame callbacks.
///
/// Its times are on the clock `clock_id` names, sent once, right after binding. They are of use
/// only on CLOCK_MONOTONIC, the clock the input is stamped with and the loop runs on: a frame's
/// presentation is compared with the finger's reports.
final class Presentation: ProxyOwner {
    let proxy: OpaquePointer
    /// The registry name, to notice when the global goes away.
    let name: UInt32
    /// Version 1, the only one in wayland-protocols 1.31.
    static let handledVersion: UInt32 = 1
    /// The presentation clock (a `clockid_t`), once the compositor has said.
    private(set) var clockID: UInt32?

    init(_ proxy: OpaquePointer, name: UInt32) {
        self.proxy = proxy
        self.name = name
        wp_presentation_add_listener(proxy, Self.listener, listenerData)
    }

    deinit {
        wp_presentation_destroy(proxy)
    }

    /// Whether presentation times are on the input's clock, so they can time the display.
    var isOnInputClock: Bool { clockID == UInt32(CLOCK_MONOTONIC) }

    /// Asks when the next commit of `surface` is shown; `outcome` runs once, with the answer.
    func feedback(
        for surface: Surface, outcome: @escaping (PresentationFeedback, PresentationFeedback.Outcome) -> Void
    ) -> PresentationFeedback {
        PresentationFeedback(wp_presentation_feedback(proxy, surface.proxy), outcome: outcome)
    }

    nonisolated(unsafe) private static let listener = ListenerTable.make(
        wp_presentation_listener(clock_id: { data, _, clock in owner(data).clockID = clock }))
}
