/// Watches the touches on a view and decides whether they form a gesture, as UIKit's
/// `UIGestureRecognizer`. Subclass it for a custom gesture exactly as in UIKit: override the
/// touches methods and `reset()`, call `super`, and set `state`.
///
/// ```swift
/// let doubleTap = TapGestureRecognizer(taps: 2) { recognizer in
///     recognizer.view?.transform = .identity
/// }
/// image.addGestureRecognizer(doubleTap)
/// singleTap.require(toFail: doubleTap)
/// ```
///
/// A state set inside a touches method takes effect when that method returns: the arena then
/// decides whether the recognizer must wait for another to fail, whether it wins, and whom it
/// cancels, and runs the actions.
open class GestureRecognizer {
    /// The recognizer's state. A recognizer waiting for another to fail still reads `possible`.
    /// A value set inside a touches method reads back at once; the arena may overrule it when
    /// the method returns (to `failed`, or back to `possible` while it waits).
    public var state: State {
        get { arenaEntry.queuedState ?? arenaEntry.committedState }
        set { requestState(newValue) }
    }

    /// The view the recognizer is attached to.
    public internal(set) var view: View? {
        get { attachedView }
        set {
            attachedView = newValue
            cachedLabel = nil
        }
    }
    /// ``view``'s storage. Unowned, not weak: the view owns its recognizers and clears this when it
    /// goes, and a weak reference would send every retain of the view down the runtime's slow
    /// path. Internal, as every access to a public stored property is checked for exclusivity at
    /// run time, and recognizers ask for their view on every event.
    private unowned var attachedView: View?
    /// A disabled recognizer receives no touches; disabling one mid-gesture cancels it.
    public var isEnabled: Bool = true {
        didSet { if !isEnabled { view?.window?.recognizerWillDetach(self) } }
    }
    /// Steers this recognizer's arbitration (UIKit's delegate); held weakly, as in UIKit.
    public weak var delegate: GestureRecognizerDelegate? {
        didSet { mayHaveDelegate = delegate != nil }
    }
    /// Whether a delegate is set: reading a weak reference is a runtime call, and the arena asks
    /// about delegates many times per gesture while most recognizers have none.
    private var mayHaveDelegate = false
    /// The delegate, looked up only when one was set.
    var activeDelegate: GestureRecognizerDelegate? { mayHaveDelegate ? delegate : nil }
    /// A stable name for reports and the inspector (e.g. `pan`).
    public var name: String? {
        didSet { cachedLabel = nil }
    }
    /// ``label``, made when first asked for and dropped when a name it is made of changes.
    var cachedLabel: String?
    /// Whether recognizing sends `touchesCancelled` to the view for the touches involved. UIKit's default: true.
    public var cancelsTouchesInView: Bool = true
    /// Whether the view's `touchesBegan` waits until this recognizer fails. UIKit's default: false.
    public var delaysTouchesBegan: Bool = false
    /// Whether the view's `touchesEnded` waits until this recognizer fails or recognizes. UIKit's default: true.
    public var delaysTouchesEnded: Bool = true
    /// The input kinds this recognizer takes (UIKit's `allowedTouchTypes`).
    public var allowedTouchKinds: Set<InputKind> = Set(InputKind.allCases) {
        didSet { allowsEveryInputKind = allowedTouchKinds.count == InputKind.allCases.count }
    }
    /// The kind of input driving this gesture: its touches' (a pen's, when a pen is among them), or
    /// what hovers for a hover recognizer; nil before any. Kept until the recognizer resets, so an
    /// `ended` action still sees it (reports name it).
    public internal(set) var inputKind: InputKind?
    /// Most recognizers take every kind; checking this skips hashing a kind on every new touch.
    private var allowsEveryInputKind = true

    /// What the arena keeps about this recognizer's part in its contest.
    @exclusivity(unchecked) var arenaEntry = ArenaEntry()
    /// Set while ``reset()`` runs: a state set then has nothing left to act on.
    @exclusivity(unchecked) var isResetting = false
    /// The recognizers this one must wait for, held strongly as a view holds its recognizers
    /// (two that require each other keep each other alive, and neither could ever recognize).
    @exclusivity(unchecked) var failureRequirements: [GestureRecognizer] = []
    /// Touches down now that this recognizer receives, in arrival order.
    @exclusivity(unchecked) var trackedTouches: [Touch] = []
    /// The ids of every touch this recognizer received since its last reset, ascending (ids only
    /// grow). A handful at most, so a short array beats a hashed set on every event.
    @exclusivity(unchecked) var sequenceTouches: [Int] = []
    var isInvolved: Bool { !sequenceTouches.isEmpty }
    @exclusivity(unchecked) private var actions: [RecognizerAction] = []
    @exclusivity(unchecked) private var timers: [ScheduledTimer] = []
    @exclusivity(unchecked) private var lastWindowLocation: Point = .zero

    /// A recognizer with no action; add one with ``addAction(_:)``, then attach it with
    /// ``View/addGestureRecognizer(_:)``.
    public init() {}

    deinit {
        for timer in timers { timer.cancel() }
    }

    /// A recognizer with one action, e.g. `CheckmarkRecognizer { check in … }` for a custom subclass.
    public convenience init(action: @escaping (Self) -> Void) {
        self.init()
        addAction(action)
    }

    /// Adds an action to run on every state change except a failure.
    public func addAction(_ action: @escaping (Self) -> Void) {
        // Only ever called with this recognizer (`runActions`), so the cast cannot fail.
        actions.append(RecognizerAction { recognizer in action(unsafeDowncast(recognizer, to: Self.self)) })
    }

    /// Removes every action added so far.
    public func removeAllActions() {
        actions.removeAll()
    }

    /// This recognizer waits until `other` fails before it recognizes; if `other` recognizes, this one fails.
    /// It keeps `other` alive (two recognizers that require each other would never be freed).
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0 === other }) else { return }
        failureRequirements.append(other)
    }

    // MARK: Touches

    /// True while the recognizer has recognized but waits for recognizers it requires to fail
    /// (its `state` still reads `possible`).
    public var isWaitingForFailures: Bool { arenaEntry.pendingState != nil }

    /// How many touches the recognizer is following now.
    public var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the recognizer's touches in `view`'s coordinates (the window's when nil).
    /// After the touches lift, the last centroid they had.
    public func location(in view: View?) -> Point {
        let inWindow = trackedCentroid ?? lastWindowLocation
        return view?.convertFromWindow(inWindow) ?? inWindow
    }

    /// The centroid of the tracked touches in window coordinates, nil without any.
    private var trackedCentroid: Point? {
        guard !trackedTouches.isEmpty else { return nil }
        var x = 0.0, y = 0.0
        for touch in trackedTouches {
            x += touch.windowLocation.x
            y += touch.windowLocation.y
        }
        let count = Double(trackedTouches.count)
        return Point(x: x / count, y: y / count)
    }

    /// The location of one of the recognizer's touches, in arrival order.
    public func location(ofTouch index: Int, in view: View?) -> Point {
        guard trackedTouches.indices.contains(index) else { return location(in: view) }
        return trackedTouches[index].location(in: view)
    }

    /// The engine's current time in seconds.
    public var now: Double { view?.window?.scheduler.now ?? 0 }

    /// Stops receiving `touch`; the recognizer will hear nothing more about it.
    public func ignore(_ touch: Touch, for event: TouchEvent) {
        untrack(touch)
        sequenceTouches.removeAll { $0 == touch.id }
        view?.window?.arena.recognizerMayBeIdle()
    }

    // MARK: Subclass hooks

    /// Called with the touches that began on the view (or an ancestor's subview) this recognizer
    /// follows. Subclasses override it, call `super`, and may set ``state``.
    open func touchesBegan(_ touches: [Touch], with event: TouchEvent) {}
    /// Called with the followed touches that moved in this event.
    open func touchesMoved(_ touches: [Touch], with event: TouchEvent) {}
    /// Called with the followed touches that lifted in this event.
    open func touchesEnded(_ touches: [Touch], with event: TouchEvent) {}
    /// Called when the compositor cancelled the followed touches (`wl_touch.cancel`): a recognizer
    /// in progress sets `cancelled`, an undecided one `failed` (the arena sees to it afterwards
    /// for a subclass that does not).
    open func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {}

    /// Clears the recognizer's own state; called before it returns to `possible`.
    open func reset() {}

    /// Whether this recognizer, recognizing, makes `other` fail. Default true.
    open func canPrevent(_ other: GestureRecognizer) -> Bool { true }
    /// Whether `other`, recognizing, makes this recognizer fail. Default true.
    open func canBePrevented(by other: GestureRecognizer) -> Bool { true }
    /// Whether this recognizer must wait for `other` to fail. Default false.
    open func shouldRequireFailure(of other: GestureRecognizer) -> Bool { false }
    /// Whether `other` must wait for this recognizer to fail. Default false.
    open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }

    /// Runs `action` after `delay` seconds on the engine's clock, unless the recognizer resets
    /// (or goes away) first, so `action` may capture the recognizer `unowned`.
    @discardableResult
    public func schedule(after delay: Double, _ action: @escaping () -> Void) -> ScheduledTimer? {
        guard let scheduler = view?.window?.scheduler else { return nil }
        timers.removeAll { !$0.isValid }
        // The timer cannot outlive the recognizer: deinit cancels it.
        let timer = scheduler.schedule(after: delay, owner: self, action)
        timers.append(timer)
        return timer
    }

    func timerDidFire() {
        // A timer that changed nothing may still leave the recognizer waiting for nothing.
        view?.window?.arena.recognizerMayBeIdle()
    }

    /// Whether a timer made by ``schedule(after:_:)`` is still waiting.
    var hasLiveTimers: Bool { timers.contains { $0.isValid } }

    // MARK: Engine side

    func allows(_ kind: InputKind) -> Bool {
        allowsEveryInputKind || allowedTouchKinds.contains(kind)
    }

    func isTakingPart(in arena: GestureArena) -> Bool {
        arenaEntry.arenaIdentity == ObjectIdentifier(arena)
    }

    func track(_ touch: Touch) {
        // A pen among fingers is what a report names.
        if inputKind?.isPen != true { inputKind = touch.kind }
        trackedTouches.append(touch)
        if !sequenceTouches.contains(touch.id) { sequenceTouches.append(touch.id) }
        touch.gestureRecognizers.append(self)
    }

    /// How many of `touches` this recognizer receives: none, all (the usual case, so the array
    /// is handed on as it is), or some.
    func share(of touches: [Touch]) -> TouchShare {
        // One finger, followed by this recognizer alone: the case of almost every event.
        if touches.count == 1 && trackedTouches.count == 1 {
            return touches[0] === trackedTouches[0] ? .all : .none
        }
        var tracked = 0
        for touch in touches where isTracking(touch) { tracked += 1 }
        return tracked == 0 ? .none : tracked == touches.count ? .all : .some
    }

    func isTracking(_ touch: Touch) -> Bool {
        trackedTouches.contains { $0 === touch }
    }

    func untrack(_ touch: Touch) {
        forget(touch)
        touch.gestureRecognizers.removeAll { $0 === self }
    }

    /// Drops `touch` from this recognizer's side only; the caller empties the touch's list.
    func forget(_ touch: Touch) {
        guard let index = trackedTouches.firstIndex(where: { $0 === touch }) else { return }
        lastWindowLocation = location(in: nil)
        trackedTouches.remove(at: index)
    }

    func runActions() {
        actions.forEachBorrowed { $0.run(self) }
    }

    /// Returns the recognizer to `possible`, forgetting its touches and timers.
    func performReset() {
        if let point = trackedCentroid { lastWindowLocation = point }
        for touch in trackedTouches { touch.gestureRecognizers.removeAll { $0 === self } }
        // Capacity kept: the next gesture fills them again.
        trackedTouches.removeAllKeepingStorage()
        sequenceTouches.removeAllKeepingStorage()
        inputKind = nil
        timers.forEach { $0.cancel() }
        timers.removeAllKeepingStorage()
        arenaEntry.pendingState = nil
        arenaEntry.pendingEnd = false
        arenaEntry.queuedState = nil
        arenaEntry.committedState = .possible
        isResetting = true
        reset()
        isResetting = false
    }

    private func requestState(_ next: State) {
        // State set inside reset() (as some UIKit subclasses do) has nothing left to act on.
        guard !isResetting else { return }
        let visible = state
        guard visible.canTransition(to: next) else {
            // Repeating a decision (failing twice, recognizing while waiting) is harmless.
            if visible == next || visible.isTerminal || arenaEntry.pendingState != nil { return }
            assertionFailure("\(self): illegal transition \(visible) → \(next)")
            return
        }
        if let deliveringArena = arenaEntry.deliveringArena {
            arenaEntry.queuedState = next
            deliveringArena.use { $0.request(self, next) }
        } else if let arena = view?.window?.arena {
            arenaEntry.queuedState = next
            arena.request(self, next)
        } else {
            arenaEntry.committedState = next
        }
    }
}

extension GestureRecognizer: TimerOwner {}

extension GestureRecognizer: CustomStringConvertible {
    public var description: String {
        "\(type(of: self))(\(name ?? "unnamed") on \(view?.name ?? "no view"), \(state))"
    }
}

/// How much of an event's touches a recognizer receives.
enum TouchShare {
    case none, some, all
}

/// An action added to a recognizer. An object, so running the actions of every state change
/// retains nothing (see ``Swift/Array/forEachBorrowed(_:)``).
final class RecognizerAction {
    let run: (GestureRecognizer) -> Void

    init(_ run: @escaping (GestureRecognizer) -> Void) {
        self.run = run
    }
}
