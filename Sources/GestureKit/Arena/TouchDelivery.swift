/// What the view under one touch has been told about it, and what is held back from it while a
/// recognizer may still claim the touch (`delaysTouchesBegan`, `delaysTouchesEnded`).
final class TouchDelivery {
    let touch: Touch
    /// The view got `touchesBegan` for this touch.
    var viewHasBegun = false
    /// The view got `touchesEnded` or `touchesCancelled`; it hears nothing more.
    var viewHasFinished = false
    /// A recognizer that cancels touches in view recognized with this touch.
    var isClaimed = false
    /// Phases held back, in order, with the event each arrived in.
    @exclusivity(unchecked) var held: [(phase: Touch.Phase, event: TouchEvent)] = []

    init(touch: Touch) {
        self.touch = touch
    }

    /// Nothing more will ever be delivered for this touch.
    var isSettled: Bool { touch.phase.isFinished && held.isEmpty }
}
