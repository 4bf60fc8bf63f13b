import RealModule

/// The root of a view tree and the entry point for input, as UIKit's `UIWindow`.
///
/// The platform layer (the Wayland seat, or a replayed trace) hands the window one
/// ``TouchInputFrame`` per `wl_touch.frame`; the window turns contacts into ``Touch`` objects,
/// hit-tests new ones, and lets the arena (`GestureArena`, internal) deliver them to recognizers and views.
///
/// ```swift
/// let window = Window(size: Size(width: 800, height: 600), scheduler: Scheduler())
/// window.addSubview(photo)
/// window.send(TouchInputFrame(timestamp: 0, changes: [TouchChange(slot: slot, phase: .down, location: p)]))
/// ```
open class Window: View {
    /// The engine's clock; timers of every recognizer in this window run on it.
    public let scheduler: Scheduler
    /// Runs the window's view animations on ``scheduler``.
    public let animator: Animator
    let arena: GestureArena

    /// Touches down now, by the device contact they came from.
    private let touchesBySlot = TouchTable()
    /// What still needs drawing.
    public internal(set) var damage = DamageRegion()
    /// Called when the window goes from nothing to draw to something to draw.
    public var onNeedsDisplay: (() -> Void)?
    /// The view its host shows on a compositor layer of its own while it only moves, or nil:
    /// GestureWindow lifts a photo being dragged, pinched or turned onto a Wayland sub-surface,
    /// which the compositor moves without the app drawing the window again. Moving it (its
    /// `center` or `transform`) asks for a frame (``takeLayeredViewMove()``) and damages nothing;
    /// the window's picture leaves it out (CairoCanvas' renderer does). Setting it damages the
    /// view's area, so the picture drops it, or takes it back. A view leaving the window stops
    /// being it.
    public var layeredView: View? {
        didSet {
            guard layeredView !== oldValue else { return }
            layeredViewHasMoved = false
            oldValue?.invalidateArea()
            layeredView?.invalidateArea()
        }
    }
    /// Whether the layered view moved since ``takeLayeredViewMove()`` was last called.
    public internal(set) var layeredViewHasMoved = false
    /// Told about input that breaks the rules, wherever the engine noticed it (the window, or
    /// the ``InputRouter`` feeding it); the engine has already coped with it. One owner sets it:
    /// GestureWindow's `WindowApp` logs each kind once.
    public var onAnomaly: ((InputAnomaly) -> Void)?

    /// Hands `anomaly` to ``onAnomaly``.
    func report(_ anomaly: InputAnomaly) {
        onAnomaly?(anomaly)
    }

    /// More simultaneous touches than this are ignored, each reported once as an anomaly; nil
    /// (the default) takes every touch. How many a host allows is its policy: the app takes 20
    /// (hands, palms and sleeves on a kiosk, ``InputAnomaly/tooManyTouches(count:)``).
    public var maximumTouchCount: Int?
    /// Whether fingers landing while a pen is near are taken for the hand holding it (on by
    /// default), and for how long after the pen leaves; see `Window+Pen.swift`.
    public var palmRejection = PalmRejection()
    /// Measures text as the renderer lays it out, for ``Label/sizeThatFits(_:)``. The host that
    /// draws the window sets it (`WindowApp` sets CairoCanvas' Pango layouts); without one a label
    /// estimates its size from character counts.
    public var textMeasurer: TextMeasuring?

    private var nextTouchID = 1
    /// The serial of the next touch event dispatched.
    private var nextEventSerial = 1
    private var lastLift: (kind: InputKind, location: Point, timestamp: Double, tapCount: Int)?

    /// A window of `size` points, on `scheduler` (a new clock at 0 unless given), wholly damaged so
    /// that the first frame draws everything.
    public init(size: Size, scheduler: Scheduler = Scheduler()) {
        self.scheduler = scheduler
        self.animator = Animator(scheduler: scheduler)
        self.arena = GestureArena(scheduler: scheduler)
        super.init(frame: Rect(origin: .zero, size: size))
        arena.window = self
        damage.add(bounds)
    }

    deinit {
        // Touches and the recognizers following them refer to each other until the touches end;
        // a window closed with fingers still down must not keep them alive.
        for touch in touchesBySlot.touches { touch.gestureRecognizers.removeAll() }
        arena.releaseEverything()
    }

    /// The last decisions between recognizers (who waited for whom, who cancelled whom), newest last.
    public var arbitrationLog: [ArbitrationRecord] { arena.log.records }

    /// Every recognizer taking part in the current gestures.
    public var activeRecognizers: [GestureRecognizer] { arena.recognizers }

    /// Touches down now, ordered by id.
    public var activeTouches: [Touch] { touchesBySlot.touches }

    /// Calls `observer` after every touch event has been delivered (the inspector draws trails).
    public func addTouchObserver(_ observer: @escaping (TouchEvent) -> Void) {
        touchObservers.append(observer)
    }

    // Unchecked: read on every event, and each loop over it goes over a copy.
    @exclusivity(unchecked) private var touchObservers: [(TouchEvent) -> Void] = []

    /// Calls `observer` for every action call, before the recognizer's own actions run, so it
    /// sees the values the actions see on entry (reports, the inspector, tests).
    public func addActionObserver(_ observer: @escaping (GestureRecognizer) -> Void) {
        arena.actionObservers.append(observer)
    }

    // MARK: Hover

    /// The hover recognizers the pointer is over now, front view first.
    private var hovering: [HoverGestureRecognizer] = []
    /// Where the pointer is over the window, nil when it is elsewhere.
    public private(set) var pointerLocation: Point?
    /// What the pointer is (the mouse, or a hovering pen with its axes).
    private var pointer: (kind: InputKind, pen: PenAxes?) = (.mouse, nil)

    /// The pointer moved to `point` (window coordinates), or left the window (nil): hover
    /// recognizers of the view under it and of that view's ancestors begin or change, those it
    /// left end. Call it again with the same point when views moved under a still pointer.
    /// A hovering pen is the pointer too: `kind` ``InputKind/pen`` or ``InputKind/eraser``, with
    /// its axes (its distance above the screen), which the hover recognizers pass on; without a
    /// `kind` the pointer stays what it was.
    public func pointerMoved(
        to point: Point?, at timestamp: Double? = nil, kind: InputKind? = nil, pen: PenAxes? = nil
    ) {
        if let timestamp { advance(to: timestamp) }
        layoutIfNeeded()
        pointerLocation = point
        if let kind { pointer = (kind, pen) }
        let (kind, pen) = pointer
        var now: [HoverGestureRecognizer] = []
        var view = point.flatMap { hitTest($0) }
        while let current = view {
            for case let hover as HoverGestureRecognizer in current.gestureRecognizers
            where hover.isEnabled && hover.hoveringKinds.contains(kind) {
                now.append(hover)
            }
            view = current.superview
        }
        let left = hovering.filter { old in !now.contains { $0 === old } }
        hovering = now
        for hover in left { hover.pointerLeft(in: self) }
        if let point { for hover in now { hover.pointerMoved(to: point, kind: kind, pen: pen, in: self) } }
    }

    /// Tells the action observers and runs the actions of a recognizer whose state changed
    /// outside the contest for touches (hovering).
    func recognizerDidChange(_ recognizer: GestureRecognizer) {
        for observer in arena.actionObservers { observer(recognizer) }
        recognizer.runActions()
    }

    // MARK: Time

    /// Moves the engine to `time`: the one way time passes, for every driver — the router's
    /// events, the shell's frames, replay, tests. The clock never goes back (an earlier `time`,
    /// such as an event stamped before the latest drawn frame, leaves it where it is); timers due
    /// by then fire at their own deadlines, in order; with `steppingAnimations`, animations take
    /// their state at that moment, as a display frame or a landing finger needs.
    ///
    /// - Returns: the engine's time afterwards, which is when what follows happens.
    @discardableResult
    public func advance(to time: Double, steppingAnimations: Bool = false) -> Double {
        scheduler.advance(to: time)
        if steppingAnimations && animator.isAnimating { animator.step() }
        return scheduler.now
    }

    // MARK: Input

    /// Delivers one frame of touch changes. Time first moves to the frame's timestamp, so timers
    /// due before it (a long press, the end of a double-tap window) fire first; and animations
    /// step to it and views marked for layout take their places, so a finger lands on views where
    /// they are at this moment, not where the last drawn frame showed them (or where no frame was
    /// drawn at all: tests, replay), and live input and its replay hit the same places.
    public func send(_ frame: TouchInputFrame) {
        let time = advance(to: frame.timestamp, steppingAnimations: true)
        layoutIfNeeded()
        var changed = spareChanged.take()
        // Emptied before it is kept, so no ended touch stays alive in it.
        defer { spareChanged.giveBack(&changed) }
        for change in frame.changes {
            // A contact changing twice in one frame (up and down again of a reused id) splits it.
            if !changed.isEmpty, let touch = touchesBySlot[change.slot],
                changed.containsBorrowed(where: { $0 === touch })
            {
                dispatch(changed, at: time)
                changed.removeAll()
            }
            if let touch = apply(change, at: time, reportedAt: frame.timestamp) { changed.append(touch) }
        }
        dispatch(changed, at: time)
    }

    @exclusivity(unchecked) private var spareChanged = SpareArray<Touch>()

    /// Where the downs of the frame being sent land, whatever is drawn over their place: the view
    /// a synthetic gesture is for (``InputRouter/sendSynthetic(_:landingOn:)``); nil: hit-tested.
    private var landingView: View?

    /// Delivers `frame` with its downs landing on `view` (see ``landingView``).
    func send(_ frame: TouchInputFrame, landingOn view: View) {
        landingView = view
        defer { landingView = nil }
        send(frame)
    }

    /// Cancels every touch, as `wl_touch.cancel` asks: recognizers in progress end cancelled,
    /// the others fail, views get `touchesCancelled`, and nothing stays alive.
    public func cancelAllTouches(at timestamp: Double? = nil) {
        advance(to: timestamp ?? scheduler.now, steppingAnimations: true)
        let touches = activeTouches
        for touch in touches {
            touch.phase = .cancelled
            touch.timestamp = scheduler.now
        }
        touchesBySlot.removeAll()
        let event = TouchEvent(timestamp: scheduler.now, allTouches: touches)
        arena.cancelAll(event)
        for observer in touchObservers { observer(event) }
    }

    /// Applies one change at engine time `time`; `reportTime` is when the device reported it
    /// (the frame's time, before the clock was moved to it).
    private func apply(_ change: TouchChange, at time: Double, reportedAt reportTime: Double) -> Touch? {
        switch change.phase {
        case .down:
            if touchesBySlot[change.slot] != nil {
                report(.downForTouchAlreadyDown(change.slot))
                return nil
            }
            if let maximumTouchCount, touchesBySlot.count >= maximumTouchCount {
                report(.tooManyTouches(count: touchesBySlot.count + 1))
                return nil
            }
            let location = change.location ?? .zero
            let radius = (change.majorAxis ?? 0) / 2
            let touch = Touch(
                id: nextTouchID, kind: change.slot.kind, location: location, timestamp: time,
                tapCount: tapCount(at: location, kind: change.slot.kind, time: time), majorRadius: radius,
                pen: change.pen)
            nextTouchID += 1
            touch.toolSerial = change.toolSerial
            if change.slot.kind == .finger, palmRejection.rejects(at: time) { touch.isRejectedAsPalm = true }
            touch.window = self
            touch.view = landingView ?? hitTest(change.hitTestLocation ?? location, radius: radius) ?? self
            touch.coalescedEvent = nextEventSerial
            touchesBySlot.insert(touch, for: change.slot)
            return touch
        case .motion:
            guard let touch = touchesBySlot[change.slot] else {
                report(.motionForUnknownTouch(change.slot))
                return nil
            }
            if let major = change.majorAxis { touch.majorRadius = major / 2 }
            // A pen pressing harder in place has moved, as UIKit reports a pencil's force changing.
            let axesChanged = change.pen != nil && change.pen != touch.pen
            if let pen = change.pen { touch.pen = pen }
            touch.takeReports(of: change, at: time, inEvent: nextEventSerial)
            guard let location = change.location, location != touch.windowLocation || axesChanged else { return nil }
            touch.previousWindowLocation = touch.windowLocation
            touch.windowLocation = location
            touch.phase = .moved
            touch.timestamp = time
            return touch
        case .up, .cancel:
            guard let touch = touchesBySlot.remove(change.slot) else {
                report(.upForUnknownTouch(change.slot))
                return nil
            }
            touch.take(change.reports, inEvent: nextEventSerial)
            if let pen = change.pen { touch.pen = pen }
            if let location = change.location, location != touch.windowLocation {
                touch.previousWindowLocation = touch.windowLocation
                touch.windowLocation = location
            }
            touch.timestamp = time
            if change.phase == .cancel {
                touch.phase = .cancelled
            } else {
                touch.phase = .ended
                lastLift = (touch.kind, touch.windowLocation, time, touch.tapCount)
            }
            return touch
        }
    }

    private func dispatch(_ changed: [Touch], at time: Double) {
        guard !changed.isEmpty else { return }
        var touches = touchesBySlot.touches
        // Touches that ended in this frame have left the table but belong to the event.
        if changed.containsBorrowed(where: { $0.phase.isFinished }) {
            touches.reserveCapacity(touches.count + changed.count)
            for touch in changed where touch.phase.isFinished { touches.append(touch) }
            touches.sort { $0.id < $1.id }
        }
        if touches.count > changed.count {
            for touch in touches where !changed.contains(where: { $0 === touch }) { touch.phase = .stationary }
        }
        let event = TouchEvent(timestamp: time, allTouches: touches, serial: nextEventSerial)
        nextEventSerial += 1
        arena.dispatch(event, changed: changed)
        for observer in touchObservers { observer(event) }
    }

    /// UIKit counts a touch as the next tap of a series when it lands soon after and near the last lift.
    private func tapCount(at location: Point, kind: InputKind, time: Double) -> Int {
        guard let last = lastLift, last.kind == kind,
            time - last.timestamp <= Defaults.multiTapInterval,
            last.location.distance(to: location) <= Defaults.multiTapSlop
        else { return 1 }
        return last.tapCount + 1
    }

    /// The view under `point`; for a fat finger (`radius` > 0, half the contact's major axis from
    /// `wl_touch.shape`), the nearest view within the contact that has gesture recognizers and lies
    /// in front of what the point itself hits (a button beside the finger, not the background the
    /// finger's centre landed on: a scene's full-window root would otherwise always win).
    ///
    /// The contact is probed on rings of a quarter, half, three quarters and all of the radius,
    /// 12 directions each, nearest ring first; each probe asks the views' own hit shapes.
    public func hitTest(_ point: Point, radius: Double) -> View? {
        let direct = hitTest(point)
        guard radius > 0 else { return direct }
        let base = direct ?? self
        for ring in 1...4 {
            let distance = radius * Double(ring) / 4
            for step in 0..<12 {
                let angle = Double(step) * .pi / 6
                let probe = Point(x: point.x + distance * .cos(angle), y: point.y + distance * .sin(angle))
                if let hit = hitTest(probe), hit !== base, hit.isDescendant(of: base),
                    Self.takesGestures(hit, below: base)
                {
                    return hit
                }
            }
        }
        return direct
    }

    /// Whether `view` or one of its ancestors below `base` has an enabled gesture recognizer.
    private static func takesGestures(_ view: View, below base: View) -> Bool {
        var current: View? = view
        while let next = current, next !== base {
            if next.gestureRecognizers.contains(where: { $0.isEnabled && !($0 is HoverGestureRecognizer) }) {
                return true
            }
            current = next.superview
        }
        return false
    }

    // MARK: Tree changes

    func viewWillLeave(_ view: View) {
        if let layered = layeredView, layered.isDescendant(of: view) { layeredView = nil }
        if !hovering.isEmpty {
            let gone = hovering.filter { $0.view?.isDescendant(of: view) ?? true }
            hovering.removeAll { hover in gone.contains { $0 === hover } }
            for hover in gone { hover.pointerLeft(in: self) }
        }
        var stack = [view]
        while let next = stack.popLast() {
            next.gestureRecognizers.forEach(arena.detach)
            animator.stopAnimations(of: next)
            stack.append(contentsOf: next.subviews)
        }
    }

    func recognizerWillDetach(_ recognizer: GestureRecognizer) {
        arena.detach(recognizer)
    }
}
