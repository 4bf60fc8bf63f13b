import GestureKit

/// The display's timeline from presentation feedback: where the compositor offers
/// `wp_presentation` on CLOCK_MONOTONIC, every frame the window draws asks when it reached the
/// screen, and the router's ``GestureKit/DisplayTimeline`` takes its period and phase from the
/// answers (it prefers them to frame callbacks from the first one on). Frame callbacks still pace
/// the drawing. Nothing is asked while nothing is drawn, so an idle window stays silent.
extension ShellWindow {
    /// The most frames whose feedback is awaited at once. A compositor answers each within a
    /// refresh or two; one that never answers must not leave the window collecting proxies.
    static let mostFeedbackAwaited = 8

    /// Asks when the commit about to be made reaches the screen, where the answer can time the
    /// display: the compositor offers `wp_presentation` and its clock is the input's.
    func requestPresentationFeedback() {
        guard let presentation = display.presentation else { return }
        guard presentation.isOnInputClock else {
            if let clock = presentation.clockID {
                display.oddities.inform(
                    "presentation-clock",
                    "the compositor's presentation clock is clock \(clock), not CLOCK_MONOTONIC (the input's clock): "
                        + "its presentation feedback is not used, frame callbacks time the display")
            }
            return
        }
        if presentationFeedback.count >= Self.mostFeedbackAwaited { presentationFeedback.removeFirst() }
        presentationFeedback.append(
            presentation.feedback(for: surface) { [weak self] feedback, outcome in
                guard let self else { return }
                presentationFeedback.removeAll { $0 === feedback }
                // A discarded commit was never seen: it says nothing of the display's rhythm.
                if case .presented(let frame) = outcome { presented(frame) }
            })
    }

    /// A frame reached the screen: the router learns when, on the loop's clock.
    private func presented(_ frame: PresentationFeedback.Presented) {
        guard let nanoseconds = frame.nanoseconds, let time = display.timebase.time(ofNanoseconds: nanoseconds) else {
            display.oddities.inform(
                "presentation-time",
                "the compositor's presentation times are not valid times near now on CLOCK_MONOTONIC: "
                    + "they are not used, frame callbacks time the display")
            return
        }
        let refresh = Double(frame.refresh) / 1e9
        router.displayFramePresented(at: time, refresh: refresh)
        // The latch deadline keeps to the display's own rate, whatever frames the window skipped.
        pacing.refreshReported(refresh)
    }
}
