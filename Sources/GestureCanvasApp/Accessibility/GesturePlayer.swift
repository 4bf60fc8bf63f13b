import GestureKit
import Logging

/// Performs actions as their gestures (``SyntheticGesture``), through the window's input router,
/// on the window's clock: one gesture at a time, the next waiting for the one before to end (and
/// for a multi-tap interval after it, so its first touch is not counted as the next tap of the
/// one before). A replay does the same at the same moments, since a key or action of a trace
/// starts the same gestures on the replay's clock.
///
/// Real input comes first. An action asked for while a real finger, the mouse button or a
/// touchpad gesture is down on the window is refused, in a log line. A real one that begins while
/// a gesture plays (``realInputBegins(at:)``) cancels that gesture and what waits after it,
/// before the real one takes effect, so no recognizer ever sees real and synthetic fingers together.
final class GesturePlayer {
    /// What waits: a name for the log, and the gesture, made when its turn comes (a move starts
    /// from where the moves before it left the photo).
    private typealias Request = (name: String, make: () -> SyntheticGesture?, then: (() -> Void)?)

    private unowned let router: InputRouter
    private var waiting: [Request] = []
    private var playing: (name: String, gesture: SyntheticGesture, next: Int, then: (() -> Void)?)?
    private var fingersDown = Set<Int32>()
    private var timer: ScheduledTimer?
    /// Whether refusals of a full queue were logged since it last emptied: a held key repeats
    /// twenty-five times a second.
    private var loggedFull = false
    private let logger = Logger(label: "gesture-canvas.accessibility")

    /// Gestures that may wait behind the one playing: a few presses ahead of a second's worth of
    /// gestures; a key held down past that is refused, not stored without end.
    static let maximumWaiting = 8
    /// Seconds between one gesture's last frame and the next one's first.
    static let gap = Defaults.multiTapInterval + SyntheticGesture.frameInterval

    init(router: InputRouter) {
        self.router = router
    }

    /// Whether a gesture plays or waits.
    var isBusy: Bool { playing != nil || !waiting.isEmpty || timer != nil }

    /// Plays the gesture `make` gives, now or after those waiting, and calls `then` after its
    /// last frame; false when refused (a real touch is down, or too many wait), with a log line
    /// naming `name`. `make` may give nil when its turn comes (its view went): nothing is played.
    @discardableResult
    func play(_ name: String, _ make: @escaping () -> SyntheticGesture?, then: (() -> Void)? = nil) -> Bool {
        let realTouches = router.window.activeTouches.count - fingersDown.count
        if realTouches > 0 {
            logger.warning("accessibility: \(name) is not done while a finger or the mouse is down on the window")
            return false
        }
        if isBusy {
            guard waiting.count < Self.maximumWaiting else {
                if !loggedFull {
                    logger.warning(
                        "accessibility: \(Self.maximumWaiting) gestures wait already; \(name) and the next are not done until they are"
                    )
                    loggedFull = true
                }
                return false
            }
            waiting.append((name, make, then))
            return true
        }
        start((name, make, then))
        return true
    }

    /// A real finger, mouse button, pen or touchpad gesture begins at `time`: the gesture playing
    /// is cancelled (its fingers with it) and those waiting are dropped, with a log line.
    func realInputBegins(at time: Double) {
        guard isBusy else { return }
        let name = playing?.name ?? waiting.first?.name ?? "a gesture"
        logger.notice(
            "accessibility: real input at \(time) s cancels \(name) and \(waiting.count) waiting after it")
        if !fingersDown.isEmpty { router.window.cancelAllTouches(at: time) }
        stop()
    }

    /// What the scene said of the latest assistive technology's action (``request(_:of:)``).
    var requestResult: Bool?

    /// Asks for the action named `action` of the element named `element`, as an assistive
    /// technology's input: through the router (``InputEvent/accessibilityAction(element:action:)``),
    /// so a recording holds it and its replay does it at the same moment. Whether it was done.
    func request(_ action: String, of element: String) -> Bool {
        requestResult = nil
        defer { requestResult = nil }
        router.handle(.accessibilityAction(element: element, action: action), at: router.window.scheduler.now)
        return requestResult ?? false
    }

    /// Drops everything without a word (the scene went: its views are gone).
    func stop() {
        timer?.cancel()
        timer = nil
        playing = nil
        waiting.removeAll()
        fingersDown.removeAll()
        loggedFull = false
    }

    /// Whether `event` puts something real down on the window: a finger, the mouse button, a
    /// pen's tip, a touchpad's fingers.
    static func beginsRealInput(_ event: InputEvent) -> Bool {
        switch event {
        case .touchDown, .pinchBegin, .swipeBegin: true
        case .pointerButton(_, let pressed): pressed
        case .pen(let report): report.phase == .down
        default: false
        }
    }

    private func start(_ request: Request) {
        guard let gesture = request.make(), !gesture.frames.isEmpty else { return next() }
        playing = (request.name, gesture, 0, request.then)
        sendFrame()
    }

    private func sendFrame() {
        timer = nil
        guard var current = playing else { return }
        let frame = current.gesture.frames[current.next]
        let changes = frame.changes.map { finger, phase, location in
            TouchChange(
                slot: TouchSlot(kind: .finger, id: InputRouter.syntheticTouchIDs + finger), phase: phase,
                location: location)
        }
        for (finger, phase, _) in frame.changes {
            if phase == .down { fingersDown.insert(finger) } else if phase != .motion { fingersDown.remove(finger) }
        }
        current.next += 1
        playing = current
        router.sendSynthetic(
            TouchInputFrame(timestamp: router.window.scheduler.now, changes: changes), landingOn: current.gesture.view)
        guard playing != nil else { return }  // the frame's actions stopped the player (a scene switch)
        if current.next < current.gesture.frames.count {
            timer = router.window.scheduler.schedule(after: current.gesture.frames[current.next].delay) {
                [unowned self] in sendFrame()
            }
        } else {
            playing = nil
            current.then?()
            next()
        }
    }

    private func next() {
        guard !waiting.isEmpty else {
            loggedFull = false
            return
        }
        timer = router.window.scheduler.schedule(after: Self.gap) { [unowned self] in
            timer = nil
            start(waiting.removeFirst())
        }
    }
}

/// A scene whose actions are performed as gestures: the host hands it its player.
protocol PlaysGestures: AnyObject {
    var gestures: GesturePlayer? { get set }
    /// Does the action named `name` of the element named `element` (an assistive technology's,
    /// live or replayed); whether it was done, nil when the scene has no such element or action.
    func performAction(named name: String, of element: String) -> Bool?
}
