/// Recognizes fingers dragging, as UIKit's `UIPanGestureRecognizer`. Continuous: it begins once
/// the fingers' centre has moved past the pan slop, changes with every move, and ends when fewer
/// than `minimumNumberOfTouches` remain.
///
/// ```swift
/// let pan = PanGestureRecognizer { pan in
///     let moved = pan.translation(in: root)
///     image.center += moved
///     pan.setTranslation(.zero, in: root)
/// }
/// ```
open class PanGestureRecognizer: GestureRecognizer {
    /// Fingers needed to begin, and below which a running pan ends (UIKit's default 1).
    public var minimumNumberOfTouches: Int
    /// Most fingers the pan follows (UIKit's default: no limit); more fail it before it begins.
    public var maximumNumberOfTouches: Int

    /// Translation since the gesture began (or the last `setTranslation`), in window coordinates.
    private var translationInWindow = Vector.zero
    /// Total movement of the centre since the first touch, for the slop and the velocity.
    private var travelled = Vector.zero
    private var previous: TouchSetGeometry?
    /// The centre's movement as the device reported it, for the velocity: shown places may be
    /// resampled between reports (``InputRouter/resampling``), reports never are.
    private var reportedTravel = Vector.zero
    private var previousReported: TouchSetGeometry?
    @exclusivity(unchecked) private var estimator = VelocityEstimator()

    /// A pan of `minimumTouches` to `maximumTouches` fingers, with an optional action.
    public init(minimumTouches: Int = 1, maximumTouches: Int = .max, action: ((PanGestureRecognizer) -> Void)? = nil) {
        minimumNumberOfTouches = max(1, minimumTouches)
        maximumNumberOfTouches = max(minimumNumberOfTouches, maximumTouches)
        super.init()
        if let action { addAction(action) }
    }

    /// How far the fingers' centre has moved, in `view`'s coordinates (the window's when nil).
    public func translation(in view: View?) -> Vector {
        view?.convertFromWindow(translationInWindow) ?? translationInWindow
    }

    /// Sets the translation reported from now on, e.g. `.zero` after applying it to a view.
    public func setTranslation(_ translation: Vector, in view: View?) {
        translationInWindow = view?.transformToWindow.apply(to: translation) ?? translation
    }

    /// How fast the fingers' centre moves, in points per second in `view`'s coordinates.
    public func velocity(in view: View?) -> Vector {
        let velocity = estimator.velocity(at: now)
        return view?.convertFromWindow(velocity) ?? velocity
    }

    /// Whether the pan may begin after moving by `translation` (window coordinates); subclasses
    /// narrow it (a screen-edge pan must move away from its edge).
    open func canBegin(afterMoving translation: Vector) -> Bool { true }

    /// Follows the new fingers; too many fail an undecided pan, and a running one ignores the extras.
    open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        super.touchesBegan(touches, with: event)
        if state.isInProgress {
            // Fingers beyond the maximum join nothing once the pan runs.
            for touch in touches where liveCount > maximumNumberOfTouches { ignore(touch, for: event) }
        } else if liveCount > maximumNumberOfTouches {
            state = .failed
            return
        }
        follow(event)
    }

    /// Begins once the fingers' centre has moved past the slop (``Defaults/panSlop``; 2 pt for a
    /// mouse); changes with every move after.
    open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        super.touchesMoved(touches, with: event)
        follow(event)
        if state == .possible {
            let (count, slop) = fingersAndSlop
            if count >= minimumNumberOfTouches && count <= maximumNumberOfTouches
                && travelled.length > slop && canBegin(afterMoving: travelled)
            {
                state = .began
            }
        } else if state.isInProgress {
            state = .changed
        }
    }

    /// Ends when fewer than ``minimumNumberOfTouches`` remain; fails if all lift before it began.
    open override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        super.touchesEnded(touches, with: event)
        follow(event, lifting: touches)
        let remaining = liveCount
        if state.isInProgress {
            if remaining < minimumNumberOfTouches { state = .ended }
        } else if remaining == 0 {
            state = .failed
        }
    }

    /// Cancels a pan in progress; fails an undecided one.
    open override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        super.touchesCancelled(touches, with: event)
        state = state.isInProgress ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        translationInWindow = .zero
        travelled = .zero
        previous = nil
        reportedTravel = .zero
        previousReported = nil
        estimator.reset()
    }

    private var liveCount: Int {
        trackedTouches.count { !$0.phase.isFinished }
    }

    /// The fingers still down, and how far their centre must move before the pan begins (the
    /// slop, at least the largest contact's radius), in one pass: it runs on every early move.
    private var fingersAndSlop: (count: Int, slop: Double) {
        var count = 0, precise = true, radius = 0.0
        for touch in trackedTouches {
            if !touch.phase.isFinished { count += 1 }
            precise = precise && touch.kind.isPrecise
            radius = max(radius, touch.majorRadius)
        }
        return (count, max(precise ? Defaults.precisePointerPanSlop : Defaults.panSlop, radius))
    }

    /// Adds the centre's movement since the last event; a changed set of fingers re-bases instead.
    private func follow(_ event: TouchEvent, lifting: [Touch]? = nil) {
        guard let current = TouchSetGeometry(trackedTouches, lifting: lifting) else { return }
        if let previous, previous.hasSameTouches(as: current) {
            let delta = current.centroid - previous.centroid
            travelled += delta
            translationInWindow += delta
        }
        // Lifted fingers leave now, so the next move is measured from the fingers that remain.
        previous = lifting == nil ? current : TouchSetGeometry(trackedTouches)
        sampleVelocity(event, lifting: lifting)
    }

    /// Feeds the velocity estimate every report of this event, at its own time: the centre of
    /// the fingers as reported then. Only movement is sampled, so a finger that stops before
    /// lifting reads as stopped.
    private func sampleVelocity(_ event: TouchEvent, lifting: [Touch]?) {
        event.forEachReportTime(of: trackedTouches) { time in
            guard let reported = TouchSetGeometry(trackedTouches, lifting: lifting, reportedAt: time) else { return }
            var moved = previousReported == nil
            if let previousReported, previousReported.hasSameTouches(as: reported) {
                let delta = reported.centroid - previousReported.centroid
                reportedTravel += delta
                moved = delta != .zero
            }
            previousReported = reported
            if moved { estimator.add(Point(x: reportedTravel.dx, y: reportedTravel.dy), at: time) }
        }
        if lifting != nil {
            let newest = event.newestReportTime(of: trackedTouches) ?? event.timestamp
            previousReported = TouchSetGeometry(trackedTouches, reportedAt: newest)
        }
    }
}
