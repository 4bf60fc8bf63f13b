extension GestureRecognizer {
    /// Where a recognizer is in recognizing its gesture.
    ///
    /// Discrete recognizers (tap, swipe) go `possible → recognized` or `possible → failed`.
    /// Continuous ones (pan, pinch, rotation, long press) go `possible → began → changed… → ended`
    /// or `→ cancelled`, or fail before they begin. Every legal step is listed in
    /// ``canTransition(to:)``; the engine returns terminal recognizers to `possible` itself.
    public enum State: String, Sendable, CaseIterable {
        /// UIKit's states: `possible` (undecided, the start), `began` and `changed` (a continuous gesture in
        /// progress), `ended` (finished, or a discrete gesture ``recognized``), `cancelled` (a continuous
        /// gesture interrupted), `failed` (not this gesture).
        case possible, began, changed, ended, cancelled, failed

        /// A discrete recognizer's success; the same state as `ended`, as in UIKit.
        public static let recognized = State.ended

        /// The legal transitions a recognizer may make by setting its state.
        public func canTransition(to next: State) -> Bool {
            switch (self, next) {
            case (.possible, .began), (.possible, .ended), (.possible, .failed),
                (.began, .changed), (.began, .ended), (.began, .cancelled),
                (.changed, .changed), (.changed, .ended), (.changed, .cancelled):
                true
            default:
                false
            }
        }

        /// Ended, cancelled or failed: the recognizer waits for its touches to end, then resets.
        public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }

        /// Began or changed: a continuous gesture in progress.
        public var isInProgress: Bool { self == .began || self == .changed }
    }
}
