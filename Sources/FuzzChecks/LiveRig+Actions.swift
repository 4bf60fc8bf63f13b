import GestureKit
import Glibc
import WaylandTestCompositor

/// Each ``LiveAction`` as the compositor sends it: touches, pointer, touchpad gestures and keys
/// over the wire, configures and scales as the compositor announces them, and the display's
/// refreshes in between (a finger reports once a refresh, as at 60 Hz).
extension LiveRig {
    static let refreshInterval = 1.0 / 60
    /// Key presses and wheel clicks come in at most this many refreshes, however many there are.
    static let mostBursts = 16

    func perform(_ action: LiveAction) throws(FuzzChecks.Failure) {
        switch action {
        case .fingersDown(let ids, let place):
            let point = location(place)
            for (index, id) in ids.enumerated() { touchDown(id, at: point + Self.spread(index)) }
            compositor.touchFrame()
            try refresh(after: Self.refreshInterval)
        case .fingersMove(let ids, let place):
            let point = location(place)
            for (index, id) in ids.enumerated() {
                compositor.touchMotion(id: id, to: Self.wire(point + Self.spread(index)))
            }
            compositor.touchFrame()
            try refresh(after: Self.refreshInterval)
        case .fingersUp(let ids):
            lift(ids)
            try refresh(after: Self.refreshInterval)
        case .touchFrame:
            compositor.touchFrame()
            try refresh(after: Self.refreshInterval)
        case .touchCancel:
            compositor.touchCancel()
            heldFingers.removeAll()
            try refresh(after: Self.refreshInterval)
        case .pinch(let place, let from, let to, let angle, let steps, let repeats, let lifts):
            for _ in 0..<repeats where !isOverBudget {
                let direction = Vector(dx: cos(angle), dy: sin(angle))
                try twoFingers(at: location(place), steps: steps, lifts: lifts) { fraction in
                    direction * ((from + (to - from) * fraction) / 2)
                }
            }
        case .turn(let place, let radius, let angle, let steps, let lifts):
            try twoFingers(at: location(place), steps: steps, lifts: lifts) { fraction in
                Vector(dx: cos(angle * fraction), dy: sin(angle * fraction)) * radius
            }
        case .crowd(let count, let lifts):
            try crowd(count, lifts: lifts)
        case .keys(let code, let count, let shift, let control):
            try keys(code, count: count, shift: shift, control: control)
        case .pointerMove(let place):
            compositor.pointerMotion(to: Self.wire(location(place)))
            compositor.pointerFrame()
            try refresh(after: Self.refreshInterval)
        case .pointerButton(let pressed):
            compositor.pointerButton(TestCompositor.Button.left, pressed: pressed)
            compositor.pointerFrame()
            buttonHeld = pressed
            try refresh(after: Self.refreshInterval)
        case .wheel(let delta, let count, let control):
            try wheel(delta, count: count, control: control)
        case .touchpadPinch(let fingers, let scale, let rotation, let steps, let end):
            compositor.pinchBegin(fingers: fingers)
            began(.pinch)
            for step in 1...steps where !isOverBudget {
                let fraction = Double(step) / Double(steps)
                compositor.pinchUpdate(
                    dx: 3, dy: -2, scale: 1 + (scale - 1) * fraction, rotation: rotation / Double(steps))
                try refresh(after: Self.refreshInterval)
            }
            try endTouchpadGesture(.pinch, end)
        case .touchpadSwipe(let fingers, let dx, let dy, let steps, let end):
            compositor.swipeBegin(fingers: fingers)
            began(.swipe)
            for _ in 1...steps where !isOverBudget {
                compositor.swipeUpdate(dx: dx / Double(steps), dy: dy / Double(steps))
                try refresh(after: Self.refreshInterval)
            }
            try endTouchpadGesture(.swipe, end)
        case .touchpadHold(let fingers, let seconds, let end):
            compositor.holdBegin(fingers: fingers)
            began(.hold)
            try wait(seconds)
            try endTouchpadGesture(.hold, end)
        case .resize(let width, let height, let fullscreen):
            compositor.configure(
                width: width, height: height, states: fullscreen ? [.activated, .fullscreen] : [.activated])
            try refresh(after: Self.refreshInterval)
        case .rescale(let scale, let fractional):
            compositor.setOutputScale(scale, fractional: fractional)
            try refresh(after: Self.refreshInterval)
        case .wait(let seconds):
            try wait(seconds)
        case .touchDeviceLost:
            compositor.setCapabilities(touch: false, pointer: true, keyboard: true)
            heldFingers.removeAll()
            try refresh(after: Self.refreshInterval)
            compositor.setCapabilities(touch: true, pointer: true, keyboard: true)
            try refresh(after: Self.refreshInterval)
        case .keyboardFocusLost:
            compositor.keyboardLeave()
            try refresh(after: Self.refreshInterval)
            compositor.keyboardEnter()
            try refresh(after: Self.refreshInterval)
        }
    }

    /// Lifts every finger, ends every gesture and lets time pass: whatever the input did, every
    /// animation must then have settled and no touch be left alive. Then the app quits.
    func finish() throws(FuzzChecks.Failure) {
        lift(heldFingers.sorted())
        for gesture in openGestures { try endTouchpadGesture(gesture, .ended) }
        if buttonHeld { compositor.pointerButton(TestCompositor.Button.left, pressed: false) }
        compositor.setModifiers([])
        try wait(Self.settlingTime, settling: true)
        try FuzzChecks.expect(
            !window.animator.isAnimating,
            "an animation still runs \(Self.settlingTime) s after the input (the engine's clock at "
                + "\(window.scheduler.now) s, the loop's at \(app.loop.now) s, \(app.shell.commitCount) commits): "
                + animatingViews(in: window).map { "\($0.name ?? "a view") at \($0.center), \($0.transform)" }
                .joined(separator: "; "))
        try FuzzChecks.expect(
            window.activeTouches.isEmpty, "touches alive after every finger lifted: \(window.activeTouches)")
        // Quitting, as on SIGTERM: the report's final line, every view's state, must be JSON too.
        app.finish()
        try expectJSONLines()
    }

    private func animatingViews(in view: View) -> [View] {
        (window.animator.isAnimating(view) ? [view] : []) + view.subviews.flatMap { animatingViews(in: $0) }
    }

    /// Long enough for a glide, a spring-back and an exact redraw.
    static let settlingTime = 10.0

    // MARK: Gestures

    /// Two fingers either side of `center`, `offset(fraction)` from it, moving over `steps`
    /// refreshes; lifted at the end when `lifts`.
    private func twoFingers(
        at center: Point, steps: Int, lifts: Bool, offset: (Double) -> Vector
    ) throws(FuzzChecks.Failure) {
        let ids: [Int32] = [38, 39]
        touchDown(ids[0], at: center - offset(0))
        touchDown(ids[1], at: center + offset(0))
        compositor.touchFrame()
        try refresh(after: Self.refreshInterval)
        for step in 1...steps where !isOverBudget {
            let shift = offset(Double(step) / Double(steps))
            compositor.touchMotion(id: ids[0], to: Self.wire(center - shift))
            compositor.touchMotion(id: ids[1], to: Self.wire(center + shift))
            compositor.touchFrame()
            try refresh(after: Self.refreshInterval)
        }
        if lifts {
            lift(ids)
            try refresh(after: Self.refreshInterval)
        }
    }

    /// `count` fingers on a grid over the window in one frame, all moved once.
    private func crowd(_ count: Int, lifts: Bool) throws(FuzzChecks.Failure) {
        let ids = (0..<Int32(count)).map { $0 }
        let size = window.bounds.size
        let points = ids.map { id in
            Point(x: size.width * (0.1 + 0.8 * Double(id % 8) / 7), y: size.height * (0.1 + 0.8 * Double(id / 8) / 4))
        }
        for (id, point) in zip(ids, points) { touchDown(id, at: point) }
        compositor.touchFrame()
        try refresh(after: Self.refreshInterval)
        for (id, point) in zip(ids, points) {
            compositor.touchMotion(id: id, to: Self.wire(point + Vector(dx: 6, dy: 4)))
        }
        compositor.touchFrame()
        try refresh(after: Self.refreshInterval)
        if lifts {
            lift(ids)
            try refresh(after: Self.refreshInterval)
        }
    }

    private func touchDown(_ id: Int32, at point: Point) {
        compositor.touchDown(id: id, at: Self.wire(point))
        heldFingers.insert(id)
    }

    private func lift(_ ids: [Int32]) {
        guard !ids.isEmpty else { return }
        for id in ids {
            compositor.touchUp(id: id)
            heldFingers.remove(id)
        }
        compositor.touchFrame()
    }

    // MARK: Keys and the pointer

    private func keys(_ code: UInt32, count: Int, shift: Bool, control: Bool) throws(FuzzChecks.Failure) {
        var modifiers: TestCompositor.Modifiers = []
        if shift { modifiers.insert(.shift) }
        if control { modifiers.insert(.control) }
        compositor.setModifiers(modifiers)
        try inBursts(of: count) {
            compositor.keyPress(code)
            compositor.keyRelease(code)
        }
        compositor.setModifiers([])
    }

    private func wheel(_ delta: Double, count: Int, control: Bool) throws(FuzzChecks.Failure) {
        compositor.setModifiers(control ? [.control] : [])
        try inBursts(of: count) {
            compositor.pointerAxis(.vertical, value: delta, discrete: delta < 0 ? -1 : 1, source: .wheel)
            compositor.pointerFrame()
        }
        compositor.setModifiers([])
    }

    /// `count` times `send`, spread over at most ``mostBursts`` refreshes. The app reads after
    /// every ``mostEventsUnread`` (the test compositor writes each event to the socket at once, and
    /// a socket holds a few hundred small writes; a real compositor writes a batch at a time).
    private func inBursts(of count: Int, _ send: () -> Void) throws(FuzzChecks.Failure) {
        let bursts = min(count, Self.mostBursts)
        var sent = 0
        for burst in 1...bursts where !isOverBudget {
            let upTo = count * burst / bursts
            while sent < upTo {
                send()
                sent += 1
                if sent % Self.mostEventsUnread == 0 { try pump() }
            }
            try refresh(after: Self.refreshInterval)
        }
    }

    static let mostEventsUnread = 32

    /// The app keeps one pinch or swipe at a time (a new one cancels the old, as libinput never
    /// overlaps them) and a hold beside it.
    private func began(_ gesture: TouchpadGesture) {
        if gesture != .hold { openGestures.removeAll { $0 != .hold } }
        openGestures.removeAll { $0 == gesture }
        openGestures.append(gesture)
    }

    private func endTouchpadGesture(_ gesture: TouchpadGesture, _ end: LiveAction.GestureEnd) throws(FuzzChecks.Failure)
    {
        guard end != .leftOpen, openGestures.contains(gesture) else { return }
        let cancelled = end == .cancelled
        switch gesture {
        case .pinch: compositor.pinchEnd(cancelled: cancelled)
        case .swipe: compositor.swipeEnd(cancelled: cancelled)
        case .hold: compositor.holdEnd(cancelled: cancelled)
        }
        openGestures.removeAll { $0 == gesture }
        try refresh(after: Self.refreshInterval)
    }

    // MARK: Places

    /// Where `place` is now, in the window's points.
    private func location(_ place: LiveAction.Place) -> Point {
        let size = window.bounds.size
        switch place {
        case .fraction(let x, let y):
            return Point(x: x * size.width, y: y * size.height)
        case .view(let index):
            let centers = namedViewCenters(in: window)
            return centers.isEmpty ? window.bounds.center : centers[index % centers.count]
        }
    }

    /// The centres of the visible named views (photos, the canvas, tabs), in the window's points.
    private func namedViewCenters(in view: View) -> [Point] {
        var centers = view.subviews.flatMap { namedViewCenters(in: $0) }
        if view.name != nil, !view.isHidden, view !== window {
            centers.insert(view.convert(view.bounds.center, to: nil), at: 0)
        }
        return centers
    }

    /// Fingers of one touch land a little apart, as fingers do.
    private static func spread(_ index: Int) -> Vector {
        Vector(dx: Double(index) * 23, dy: Double(index) * 11)
    }

    /// A point as the compositor sends it: wl_fixed holds ±8 million, so a photo's centre far
    /// off the window is sent at most a hundred thousand points away.
    private static func wire(_ point: Point) -> (x: Double, y: Double) {
        let limit = 100_000.0
        return (
            x: min(max(point.x.isFinite ? point.x : 0, -limit), limit),
            y: min(max(point.y.isFinite ? point.y : 0, -limit), limit)
        )
    }
}

/// A touchpad gesture the compositor has begun and not yet ended.
enum TouchpadGesture {
    case pinch, swipe, hold
}
