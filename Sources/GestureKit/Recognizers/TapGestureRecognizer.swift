/// Recognizes one or more taps by one or more fingers, as UIKit's `UITapGestureRecognizer`.
/// Discrete: it recognizes when the last finger of the last tap lifts.
///
/// Each tap is the required number of fingers landing and lifting without wandering more than
/// the tap slop; taps of a series follow within ``Defaults/multiTapInterval`` and
/// ``Defaults/multiTapSlop`` of each other. The fingers of one tap need not land or lift
/// together (real fingers are tens of milliseconds apart), only be down together at some moment:
/// a tap ends when its last finger lifts. Where a tap is, is the centre of its fingers.
///
/// ```swift
/// let doubleTap = TapGestureRecognizer(taps: 2) { _ in resetImage() }
/// ```
open class TapGestureRecognizer: GestureRecognizer {
    /// Taps in the series (UIKit's `numberOfTapsRequired`).
    public var numberOfTapsRequired: Int
    /// Fingers per tap (UIKit's `numberOfTouchesRequired`).
    public var numberOfTouchesRequired: Int

    private var tapsCompleted = 0
    private var touchesInTap: [Touch] = []
    private var liveTouchesInTap = 0
    private var firstTapLocation: Point?

    /// A recognizer of `taps` taps by `touches` fingers each (UIKit's defaults: one tap, one finger).
    public init(taps: Int = 1, touches: Int = 1, action: ((TapGestureRecognizer) -> Void)? = nil) {
        numberOfTapsRequired = max(1, taps)
        numberOfTouchesRequired = max(1, touches)
        super.init()
        if let action { addAction(action) }
    }

    /// The fingers of the tap in progress or just recognized, those already lifted included: a
    /// two-finger tap whose fingers lift one after the other reports two when it recognizes.
    public override var numberOfTouches: Int {
        touchesInTap.isEmpty ? super.numberOfTouches : touchesInTap.count
    }

    /// The centre of the tap's fingers (those already lifted included), as UIKit's centroid.
    public override func location(in view: View?) -> Point {
        guard let center = Point.centroid(of: touchesInTap.lazy.map { $0.location(in: nil) }) else {
            return super.location(in: view)
        }
        return view?.convertFromWindow(center) ?? center
    }

    /// Starts a tap of the series, failing if it lands farther than ``Defaults/multiTapSlop`` from the
    /// first or brings more fingers than required.
    open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        super.touchesBegan(touches, with: event)
        if liveTouchesInTap == 0 {
            // A new tap of the series: the waiting time is over, and it must land near the first.
            touchesInTap.removeAllKeepingStorage()
            let location = Point.centroid(of: touches.lazy.map(\.windowLocation)) ?? .zero
            // With several fingers the first to land may be any of them: the whole tap's centre
            // is checked when it ends, and here only that the finger is within reach of it.
            let reach = Defaults.multiTapSlop + (numberOfTouchesRequired > 1 ? Defaults.multiFingerTapSpread : 0)
            if let first = firstTapLocation, first.distance(to: location) > reach {
                state = .failed
                return
            }
            cancelIntervalTimer()
        }
        touchesInTap += touches
        liveTouchesInTap += touches.count
        if touchesInTap.count > numberOfTouchesRequired { state = .failed }
    }

    /// Fails once a finger wanders past the tap slop (``Defaults/tapSlop``, or the contact's radius).
    open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        super.touchesMoved(touches, with: event)
        failIfWandered(touches)
    }

    /// Completes a tap when its last finger lifts: recognizes after the last tap, otherwise waits
    /// ``Defaults/multiTapInterval`` for the next.
    open override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        super.touchesEnded(touches, with: event)
        failIfWandered(touches)
        guard state == .possible else { return }
        liveTouchesInTap -= touches.count
        guard liveTouchesInTap == 0 else { return }
        guard touchesInTap.count == numberOfTouchesRequired else {
            state = .failed
            return
        }
        let center = Point.centroid(of: touchesInTap.lazy.map { $0.startLocation(in: nil) }) ?? .zero
        if let first = firstTapLocation, first.distance(to: center) > Defaults.multiTapSlop {
            state = .failed
            return
        }
        firstTapLocation = firstTapLocation ?? center
        tapsCompleted += 1
        if tapsCompleted == numberOfTapsRequired {
            state = .recognized
        } else {
            intervalTimer = schedule(after: Defaults.multiTapInterval) { [unowned self] in
                if state == .possible { state = .failed }
            }
        }
    }

    /// Fails.
    open override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        touchesInTap.removeAllKeepingStorage()
        liveTouchesInTap = 0
        firstTapLocation = nil
        intervalTimer = nil
    }

    private var intervalTimer: ScheduledTimer?

    private func cancelIntervalTimer() {
        intervalTimer?.cancel()
        intervalTimer = nil
    }

    private func failIfWandered(_ touches: [Touch]) {
        let wandered = touches.contains { touch in
            let slop = max(touch.kind.isPrecise ? Defaults.precisePointerTapSlop : Defaults.tapSlop, touch.majorRadius)
            return touch.location(in: nil).distance(to: touch.startLocation(in: nil)) > slop
        }
        if wandered { state = .failed }
    }
}
