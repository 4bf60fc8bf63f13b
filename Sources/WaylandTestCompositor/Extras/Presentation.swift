internal import CWaylandServerProtocols

/// `wp_presentation`: names the presentation clock on binding and hands out feedback objects,
/// which the surface answers at the vblank that shows its commit (see `Options.presentationClock`).
final class PresentationResource: Resource {
    private enum Opcode: UInt32 { case destroy, feedback }
    override class var destructor: UInt32? { Opcode.destroy.rawValue }

    /// Sends the clock the presentation times are on.
    func announce() {
        guard let handle, let clock = state.options.presentationClock else { return }
        wp_presentation_send_clock_id(handle, clock.clockID)
    }

    override func handle(_ request: Request) {
        switch Opcode(rawValue: request.opcode) {
        case .feedback:
            let feedback = PresentationFeedback(
                child: self, interface: gcs_wp_presentation_feedback_interface(), id: request.newID(1))
            if let surface = request.resource(0, as: Surface.self, interface: gcs_wl_surface_interface()) {
                surface.addFeedback(feedback)
            } else {
                // A surface already gone: its next commit will never be shown.
                feedback.discarded()
            }
        case .destroy, nil:
            break
        }
    }
}

/// `wp_presentation_feedback`: one commit's fate, told once; both events destroy it.
final class PresentationFeedback: Resource {
    /// The commit was shown at `time` (nanoseconds on the presentation clock) by vblank
    /// `sequence`, the display refreshing every `refresh` nanoseconds.
    func presented(time: UInt64, refresh: UInt64, sequence: UInt64, flags: UInt32) {
        guard let handle else { return }
        // The output whose refresh timed it, as every bound instance of it (the only one here).
        for output in state.outputs where output.client == client {
            if let outputHandle = output.handle { wp_presentation_feedback_send_sync_output(handle, outputHandle) }
        }
        let seconds = time / 1_000_000_000
        wp_presentation_feedback_send_presented(
            handle, UInt32(truncatingIfNeeded: seconds >> 32), UInt32(truncatingIfNeeded: seconds),
            UInt32(time % 1_000_000_000), UInt32(clamping: refresh), UInt32(truncatingIfNeeded: sequence >> 32),
            UInt32(truncatingIfNeeded: sequence), flags)
        destroy()
    }

    /// The commit was never shown: a later one superseded it, or its surface went away.
    func discarded() {
        guard let handle else { return }
        wp_presentation_feedback_send_discarded(handle)
        destroy()
    }
}
