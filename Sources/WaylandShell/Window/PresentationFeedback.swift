internal import CWaylandProtocols

/// `wp_presentation_feedback`: what became of one commit. Either it was `presented` (when it
/// turned into light, on the presentation clock, and when the next refresh may come), or it was
/// `discarded` (superseded by a later commit before a refresh, or its surface went away). Both
/// end the object; `sync_output`, which names the output timed, is not needed.
final class PresentationFeedback: ProxyOwner {
    /// A presentation, as the compositor states it.
    struct Presented: Equatable {
        /// When the commit was shown, in nanoseconds on the presentation clock; nil when the
        /// stamp is not a valid time (`tv_nsec` of a second or more, or past 2⁶⁴ nanoseconds).
        var nanoseconds: UInt64?
        /// Nanoseconds until the next refresh may come; 0 when the compositor cannot say (a
        /// display without a constant rate).
        var refresh: UInt32
        /// `kind` flags: vsync, hw_clock, hw_completion, zero_copy.
        var flags: UInt32
    }

    enum Outcome: Equatable {
        case presented(Presented)
        case discarded
    }

    let proxy: OpaquePointer
    private var outcome: ((PresentationFeedback, Outcome) -> Void)?

    /// `outcome` runs once, with this object and what became of its commit.
    init(_ proxy: OpaquePointer, outcome: @escaping (PresentationFeedback, Outcome) -> Void) {
        self.proxy = proxy
        self.outcome = outcome
        wp_presentation_feedback_add_listener(proxy, Self.listener, listenerData)
    }

    deinit {
        // No destroy request: this only forgets the proxy, and an event that comes for it later
        // is dropped by libwayland.
        wp_presentation_feedback_destroy(proxy)
    }

    private func end(_ result: Outcome) {
        let outcome = self.outcome
        self.outcome = nil
        outcome?(self, result)
    }

    /// The presentation time triple in nanoseconds, or nil when it is no valid time.
    static func nanoseconds(secondsHigh: UInt32, secondsLow: UInt32, nanoseconds: UInt32) -> UInt64? {
        guard nanoseconds < 1_000_000_000 else { return nil }
        let seconds = UInt64(secondsHigh) << 32 | UInt64(secondsLow)
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        let (sum, carry) = whole.addingReportingOverflow(UInt64(nanoseconds))
        return overflow || carry ? nil : sum
    }

    nonisolated(unsafe) private static let listener = ListenerTable.make(
        wp_presentation_feedback_listener(
            sync_output: { _, _, _ in },
            presented: { data, _, secondsHigh, secondsLow, nanoseconds, refresh, _, _, flags in
                let time = PresentationFeedback.nanoseconds(
                    secondsHigh: secondsHigh, secondsLow: secondsLow, nanoseconds: nanoseconds)
                owner(data).end(.presented(Presented(nanoseconds: time, refresh: refresh, flags: flags)))
            },
            discarded: { data, _ in owner(data).end(.discarded) }))
}
