/// Recognizes fingers held still, as UIKit's `UILongPressGestureRecognizer`. Continuous: it begins
/// once the fingers have stayed within `allowableMovement` for `minimumPressDuration`, changes as
/// they move afterwards, and ends when one lifts.
///
/// With `numberOfTapsRequired` > 0 the press must follow that many quick taps (tap, then hold).
///
/// ```swift
/// let press = LongPressGestureRecognizer { press in
///     if press.state == .began { image.alpha = 0.7 }
/// }
/// ```
open class LongPressGestureRecognizer: GestureRecognizer {
    /// Seconds the fingers must be held (UIKit's default 0.5).
    public var minimumPressDuration: Double
    /// Points the fingers may move before the press begins (UIKit's default 10).
    public var allowableMovement: Double
    /// Quick taps that must come before the press (UIKit's default 0: the press alone).
    public var numberOfTapsRequired: Int
    /// Fingers that must be held (UIKit's default 1).
    public var numberOfTouchesRequired: Int

    private var tapsCompleted = 0
    private var liveTouches = 0
    private var touchesInPress = 0

    /// A long press of `touches` fingers held `minimumDuration` seconds within `allowableMovement`
    /// points, after `taps` quick taps. The defaults are UIKit's (``Defaults/longPressMinimumDuration``,
    /// ``Defaults/longPressAllowableMovement``).
    public init(
        minimumDuration: Double = Defaults.longPressMinimumDuration,
        allowableMovement: Double = Defaults.longPressAllowableMovement,
        taps: Int = 0, touches: Int = 1, action: ((LongPressGestureRecognizer) -> Void)? = nil
    ) {
        minimumPressDuration = minimumDuration
        self.allowableMovement = allowableMovement
        numberOfTapsRequired = max(0, taps)
        numberOfTouchesRequired = max(1, touches)
        super.init()
        if let action { addAction(action) }
    }

    private var isPressing: Bool { tapsCompleted == numberOfTapsRequired }

    /// Counts the fingers and, once all are down, starts the hold timer.
    open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        if liveTouches == 0 {
            // A new press (or preceding tap) starts: the gap since the last tap is over.
            touchesInPress = 0
            gapTimer?.cancel()
        }
        liveTouches += touches.count
        touchesInPress += touches.count
        if touchesInPress > numberOfTouchesRequired {
            state = .failed
        } else if touchesInPress == numberOfTouchesRequired {
            // Held long enough: as a press it begins; as a tap it was too slow to be one.
            holdTimer = schedule(after: minimumPressDuration) { [unowned self] in
                guard state == .possible else { return }
                state = isPressing ? .began : .failed
            }
        }
    }

    /// Fails if a finger wanders past ``allowableMovement`` before the press begins; changes after.
    open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        super.touchesMoved(touches, with: event)
        if state.isInProgress {
            state = .changed
            return
        }
        let wandered = touches.contains { touch in
            touch.location(in: nil).distance(to: touch.startLocation(in: nil))
                > max(allowableMovement, touch.majorRadius)
        }
        if wandered { state = .failed }
    }

    /// Ends a press in progress; before it, a lift completes a required tap or fails the press.
    open override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        super.touchesEnded(touches, with: event)
        liveTouches -= touches.count
        if state.isInProgress {
            state = .ended
            return
        }
        guard state == .possible else { return }
        holdTimer?.cancel()
        if isPressing || touchesInPress != numberOfTouchesRequired {
            state = .failed
            return
        }
        guard liveTouches == 0 else { return }
        tapsCompleted += 1
        gapTimer = schedule(after: Defaults.multiTapInterval) { [unowned self] in
            if state == .possible { state = .failed }
        }
    }

    /// Cancels a press in progress; fails an undecided one.
    open override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        super.touchesCancelled(touches, with: event)
        state = state.isInProgress ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        liveTouches = 0
        touchesInPress = 0
        holdTimer = nil
        gapTimer = nil
    }

    private var holdTimer: ScheduledTimer?
    private var gapTimer: ScheduledTimer?
}
