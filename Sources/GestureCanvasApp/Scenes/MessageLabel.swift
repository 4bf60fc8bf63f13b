import GestureKit

/// A label that shows a message for a while and then clears itself (the seeds' "Detected" labels
/// with their `dispatch_after` of 2 s), on the engine's clock.
final class MessageLabel: Label {
    /// Seconds a message stays (the seeds' 2 s).
    static let displayDuration = 2.0
    private var clearTimer: ScheduledTimer?
    /// Called when a message shows or clears (the taps scene hides its hint while one shows).
    var onTextChange: (() -> Void)?

    init(name: String, font: Font = Font(size: 22, bold: true)) {
        super.init(text: "")
        self.name = name
        self.font = font
        textColor = Color(hex: 0x1C1C1E)
        textAlignment = .center
        accessibilityLabel = ""
    }

    func show(_ message: String) {
        text = message
        accessibilityLabel = message
        onTextChange?()
        clearTimer?.cancel()
        clearTimer = window?.scheduler.schedule(after: Self.displayDuration) { [weak self] in
            self?.text = ""
            self?.accessibilityLabel = ""
            self?.onTextChange?()
        }
    }
}
