/// Turns device input (``InputEvent``s) into what the engine and the app act on. The live
/// Wayland seat and trace replay both feed one of these, so a recorded session replays exactly.
///
/// - Touches are grouped into frames (``TouchFrameAssembler``) and sent to the window.
/// - The left mouse button is one more finger (kind `.mouse`).
/// - Touchpad pinches and swipes become stand-in fingers at the pointer (kind `.touchpad`), as many
///   as the compositor says are on the pad, so the ordinary pinch, rotation, pan and swipe
///   recognizers handle them: a three-finger swipe is a three-touch swipe.
/// - Pointer motion reaches the hover recognizers (``Window/pointerMoved(to:at:kind:pen:)``).
/// - A pen's tip and eraser are touches of kind `.pen` and `.eraser`, with their axes; a pen
///   hovering near drives the hover recognizers as the pointer does (`InputRouter+Pens.swift`).
/// - Scrolling, touchpad holds and keys go to the app through callbacks.
///
/// ```swift
/// let router = InputRouter(window: window)
/// router.onKey = { key in if key.name == "Escape" && key.isPressed { quit() } }
/// router.handle(.touchDown(id: 0, location: Point(x: 10, y: 10)), at: 0)
/// router.handle(.touchFrame, at: 0)
/// ```
public final class InputRouter {
    /// A key press or release with the modifiers held at the time.
    public struct KeyPress: Hashable, Sendable {
        /// The key's xkb keysym name (`Escape`, `q`, `F11`).
        public let name: String
        /// True for a press, false for a release.
        public let isPressed: Bool
        /// The modifiers held when the key changed, this key's own change included.
        public let modifiers: KeyModifiers
    }

    /// The window the touches go to.
    public let window: Window
    /// Where the pointer is over the window, or nil when it is elsewhere.
    public private(set) var pointerLocation: Point?
    /// The modifier keys held now, from the key events seen (so replay sees what the live app saw).
    public private(set) var modifiers: KeyModifiers = []

    /// Whether the touchscreen's moves are shown resampled to each display frame (on by default;
    /// see `InputRouter+Frames.swift`): a finger moving steadily moves the picture steadily, whatever
    /// its report rate against the display's. Off, every move is shown as it is reported, when
    /// its group ends. Either way landings and lifts are never moved, and velocities come from
    /// the reports themselves.
    public var resampling: Bool {
        get { wiring.resampling }
        set { wiring.resampling = newValue }
    }
    /// Whether the platform hands touch input over in batches and tells each end
    /// (``InputEvent/inputBatchEnded``), as the Wayland host does: groups then end where
    /// `TouchGrouping` says — with the batch after a device `frame`, or before a finger changes
    /// twice — rather than only at ``InputEvent/touchFrame``. Set by such a host before input comes.
    public var groupsTouchesByBatch: Bool {
        get { wiring.groupsTouchesByBatch }
        set { wiring.groupsTouchesByBatch = newValue }
    }
    /// The display's rhythm, from the host's frame callbacks or presentation feedback.
    public internal(set) var displayTimeline = DisplayTimeline()

    /// Decides, before anything else sees it, whether an event reaches the engine (a kiosk keeps
    /// back the touch that wakes its screen); nil lets every event through.
    public var inputFilter: ((InputEvent, _ time: Double) -> Bool)? {
        get { wiring.inputFilter }
        set { wiring.inputFilter = newValue }
    }

    /// Every event the filter let through, before it is handled (recording a trace).
    public var onEvent: ((InputEvent, Double) -> Void)? {
        get { wiring.onEvent }
        set { wiring.onEvent = newValue }
    }
    /// What the host set that every event consults: internal, as every access to a public
    /// stored property is checked for exclusivity at run time (docs/performance.md).
    var wiring = RouterWiring()
    /// Every key press and release, with the modifiers held.
    public var onKey: ((KeyPress) -> Void)?
    /// An assistive technology's action (``InputEvent/accessibilityAction(element:action:)``), by
    /// the element's and the action's names.
    public var onAccessibilityAction: ((_ element: String, _ action: String) -> Void)?
    /// Scrolling at the pointer, with the modifiers held (Ctrl+wheel zooms in the photos scene).
    public var onScroll: ((Point, Vector, KeyModifiers) -> Void)?
    /// The window was resized (``InputEvent/resize(_:)``): lay its views out anew. A window host
    /// gives the window its size, and lays out what autoresizes, before it hands the event over.
    public var onResize: ((Size) -> Void)?
    /// The window's scale changed (``InputEvent/scale(_:)``); nothing in the engine depends on it.
    public var onScale: ((Double) -> Void)?
    /// A touchpad hold began (true) or ended (false) at the pointer: fingers resting, e.g. to stop a glide.
    public var onHold: ((Point, Bool) -> Void)?
    /// The touchpad gesture in progress (swipe, pinch or hold, and its finger count), nil between them.
    public private(set) var touchpadGesture: TouchpadGesture? {
        didSet { if touchpadGesture != oldValue { onTouchpadGesture?(touchpadGesture) } }
    }
    /// Told when a touchpad gesture begins (with its kind and fingers) and ends (nil).
    public var onTouchpadGesture: ((TouchpadGesture?) -> Void)?

    @exclusivity(unchecked) var touches = TouchFrameAssembler(kind: .finger)
    /// Where a live touchscreen's groups end (see ``InputEvent/inputBatchEnded``).
    @exclusivity(unchecked) var touchGrouping = TouchGrouping()

    /// The touchscreen's moves waiting for the next display frame, and what was shown.
    @exclusivity(unchecked) var held = HeldMoves()
    /// How far before a frame's presentation its moves are sampled.
    @exclusivity(unchecked) var lead = SampleLead()
    /// When the last display frame was latched while resampling: moves wait for the next one
    /// while frames keep coming.
    @exclusivity(unchecked) var lastDisplayFrame: Double?
    /// The moment the last display frame showed the moves as of.
    @exclusivity(unchecked) var lastSampleTime = -Double.infinity
    /// The host's last latch and the presentation predicted for it.
    @exclusivity(unchecked) var lastLatch: (time: Double, presentation: Double)?
    /// Delivers moves that waited too long for a display frame that did not come.
    var lateFrameTimer: ScheduledTimer?
    @exclusivity(unchecked) private var mouse = TouchFrameAssembler(kind: .mouse)
    /// The pens near the window (`InputRouter+Pens.swift`).
    @exclusivity(unchecked) var pens = PenTools()
    @exclusivity(unchecked) private var touchpad = TouchpadFingers()

    /// The window's clock, kept here: reaching it through the window costs a retain per event.
    let scheduler: Scheduler

    /// A router feeding `window`, on the window's clock.
    public init(window: Window) {
        self.window = window
        self.scheduler = window.scheduler
        // Odd input is the window's to report (``Window/onAnomaly``), wherever it is noticed.
        touches.onAnomaly = { [unowned window] in window.report($0) }
        mouse.onAnomaly = { [unowned window] in window.report($0) }
        pens.onAnomaly = { [unowned window] in window.report($0) }
    }

    /// Handles one event at `time` (seconds on the window's scheduler), where every event enters
    /// the engine, live or replayed.
    ///
    /// The timestamp is made sane here, once: never before the engine's clock (an event stamped
    /// before the latest animation frame — it was on its way while the frame was drawn — or
    /// before a local time such as a cancel's receipt is handled at the clock's time), so every
    /// consumer (``inputFilter``, ``onEvent``, the recognizers, the scheduler) sees one time that
    /// only moves forward, and a recorded trace replays with the times the live engine used.
    public func handle(_ event: InputEvent, at stamp: Double) {
        let time = max(stamp, scheduler.now)
        // Where touch groups end and when display frames are latched is the pipeline's own
        // bookkeeping, not input: no filter sees it, and only its effects are recorded.
        switch event {
        case .touchDeviceFrame: return deviceFramed()
        case .inputBatchEnded: return batchEnded(at: time)
        case .displayFrame(let presentation, let sampleTime):
            return latchDisplayFrame(at: time, presentation: presentation, sampleTime: sampleTime)
        default: break
        }
        if let inputFilter, !inputFilter(event, time) { return }
        grouping(event, at: time)
        onEvent?(event, time)
        // Touch changes wait for their frame, whose sending moves time on: timers due by then
        // fire before it all the same.
        if !Self.waitsForFrame(event) { window.advance(to: time) }
        switch event {
        case .touchDown(let id, let location):
            lead.reported(at: time)
            touches.down(id: id, at: location, time: time)
        case .touchMotion(let id, let location):
            lead.reported(at: time)
            touches.motion(id: id, to: location, time: time)
        case .touchUp(let id):
            deliverTouches(touches.up(id: id, time: time))
            if touches.downIDs.isEmpty { touchGrouping.reset() }
        case .touchShape(let id, let major, _):
            touches.shape(id: id, major: major)
        case .touchFrame:
            deliverTouches(touches.frame())
            applyPens(at: time)
        case .pen(let report):
            if pens.report(report, at: time) { applyPens(at: time) }
        case .touchCancel:
            // A cancel takes the touchscreen's fingers; pens are their own device.
            touches.cancel()
            touchGrouping.reset()
            held.removeAll()
            window.cancelAllTouches(at: time)
        case .pointerMotion(let location):
            pointerLocation = location
            if mouse.downIDs.contains(0) {
                mouse.motion(id: 0, to: location, time: time)
                send(mouse.frame())
            }
            if !pens.isHovering { window.pointerMoved(to: location, kind: .mouse) }
        case .pointerLeave:
            pointerLocation = nil
            if !pens.isHovering { window.pointerMoved(to: nil, kind: .mouse) }
        case .pointerButton(.left, let pressed):
            if pressed {
                guard !mouse.downIDs.contains(0) else { return }
                mouse.down(id: 0, at: pointerLocation ?? .zero, time: time)
                send(mouse.frame())
            } else {
                send(mouse.up(id: 0, time: time))
            }
        case .pointerButton:
            break
        case .pointerAxis(let dx, let dy):
            if let pointerLocation { onScroll?(pointerLocation, Vector(dx: dx, dy: dy), modifiers) }
        case .pinchBegin(let fingers):
            let changes = touchpad.beginPinch(at: pointerLocation ?? window.bounds.center, fingers: fingers)
            touchpadGesture = TouchpadGesture(kind: .pinch, fingers: changes.count { $0.phase == .down })
            sendTouchpad(changes, at: time)
        case .pinchUpdate(let dx, let dy, let scale, let rotation):
            guard touchpad.isActive else { return reportGestureWithoutBegin() }
            sendTouchpad(touchpad.updatePinch(dx: dx, dy: dy, scale: scale, rotationDegrees: rotation), at: time)
        case .swipeBegin(let fingers):
            let changes = touchpad.beginSwipe(at: pointerLocation ?? window.bounds.center, fingers: fingers)
            touchpadGesture = TouchpadGesture(kind: .swipe, fingers: changes.count { $0.phase == .down })
            sendTouchpad(changes, at: time)
        case .swipeUpdate(let dx, let dy):
            guard touchpad.isActive else { return reportGestureWithoutBegin() }
            sendTouchpad(touchpad.updateSwipe(dx: dx, dy: dy), at: time)
        case .pinchEnd(let cancelled), .swipeEnd(let cancelled):
            guard touchpad.isActive else { return reportGestureWithoutBegin() }
            touchpadGesture = nil
            sendTouchpad(touchpad.end(cancelled: cancelled), at: time)
        case .holdBegin(let fingers):
            touchpadGesture = TouchpadGesture(kind: .hold, fingers: max(1, fingers))
            onHold?(pointerLocation ?? window.bounds.center, true)
        case .holdEnd:
            touchpadGesture = nil
            onHold?(pointerLocation ?? window.bounds.center, false)
        case .touchDeviceFrame, .inputBatchEnded, .displayFrame:
            break
        case .key(let name, let pressed):
            if let modifier = KeyModifiers(keyName: name) {
                if pressed { modifiers.insert(modifier) } else { modifiers.remove(modifier) }
            }
            onKey?(KeyPress(name: name, isPressed: pressed, modifiers: modifiers))
        case .idle:
            break
        case .accessibilityAction(let element, let action):
            onAccessibilityAction?(element, action)
        case .inputLost:
            cancelAll(at: time)
        case .resize(let size):
            onResize?(size)
        case .scale(let scale):
            onScale?(scale)
        }
    }

    /// Lifts everything, nothing stays down: what ``InputEvent/inputLost`` does, for the host's
    /// own reasons (a scene switch) that a recorded trace need not hold.
    public func cancelAll(at time: Double) {
        touches.cancel()
        touchGrouping.reset()
        held.removeAll()
        mouse.cancel()
        cancelPens()
        _ = touchpad.end(cancelled: true)
        touchpadGesture = nil
        window.cancelAllTouches(at: time)
    }

    private static func waitsForFrame(_ event: InputEvent) -> Bool {
        switch event {
        case .touchDown, .touchMotion, .touchShape, .pen: true
        default: false
        }
    }

    private func reportGestureWithoutBegin() {
        window.report(.touchpadGestureWithoutBegin)
    }

    private func send(_ frame: TouchInputFrame?) {
        if let frame { window.send(frame) }
    }

    /// Delivers a closed group of the touchscreen (`InputRouter+Frames.swift`).
    private func deliverTouches(_ frame: TouchInputFrame?) {
        if let frame { deliverTouchFrame(frame) }
    }

    private func sendTouchpad(_ changes: [TouchChange], at time: Double) {
        guard !changes.isEmpty else { return }
        window.send(TouchInputFrame(timestamp: time, changes: changes))
    }
}

/// The settings and hooks of an ``InputRouter`` that every event consults (see `wiring`).
struct RouterWiring {
    var resampling = true
    var groupsTouchesByBatch = false
    var inputFilter: ((InputEvent, Double) -> Bool)?
    var onEvent: ((InputEvent, Double) -> Void)?
}
