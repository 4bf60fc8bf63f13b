/// Delivers touches to recognizers and views and settles the contest between recognizers, with
/// UIKit's rules:
///
/// - A new touch goes to the enabled recognizers of the view it landed on and of its ancestors.
/// - A recognizer that recognizes (discrete) or begins (continuous) wins: recognizers sharing
///   touches with it fail, or are cancelled when already in progress, unless either delegate allows
///   simultaneous recognition or `canPrevent` / `canBePrevented` say otherwise.
/// - A recognizer that requires another to fail waits (reading `possible`) until that one fails,
///   then recognizes; if that one recognizes instead, it fails.
/// - Views get responder calls for touches no recognizer has claimed; `cancelsTouchesInView`,
///   `delaysTouchesBegan` and `delaysTouchesEnded` shape what they see.
/// - A terminal recognizer returns to `possible` once its touches have ended.
///
/// This file holds the contest's state, its entry points and its settling;
/// `GestureArena+Decisions` its rules, `GestureArena+Relations` who takes part and who waits for
/// whom, `GestureArena+Views` what the views hear.
final class GestureArena {
    /// The window owning this arena (unowned: it outlives the arena).
    unowned var window: Window?
    /// Recognizers taking part in the current gestures, in the order they joined.
    @exclusivity(unchecked) private(set) var recognizers: [GestureRecognizer] = []
    /// The recognizers that still hear about their touches (undecided or in progress), in the
    /// same order. Usually one or two once a gesture is under way, so delivering a move does not
    /// walk every recognizer that failed or finished along the way.
    ///
    /// One that stops receiving stays listed (and skipped) until the arena settles: taking it
    /// out while a delivery walks the list would copy the list.
    @exclusivity(unchecked) var receivers: [GestureRecognizer] = []
    /// Whether some recognizer in `receivers` stopped receiving (set by decisions, acted on when
    /// the arena settles).
    @exclusivity(unchecked) var receiversNeedPruning = false
    @exclusivity(unchecked) var log = ArbitrationLog()
    @exclusivity(unchecked) var actionObservers: [(GestureRecognizer) -> Void] = []

    /// States recognizers asked for, decided in order; those before `queueHead` are done.
    @exclusivity(unchecked) private var queue: [StateRequest] = []
    @exclusivity(unchecked) private var queueHead = 0
    @exclusivity(unchecked) private var spareFinished = SpareArray<GestureRecognizer>()
    @exclusivity(unchecked) private var spareCandidates = SpareArray<GestureRecognizer>()
    @exclusivity(unchecked) private var isBusy = false
    /// Responder delivery per touch id, kept until nothing more can reach the view.
    /// In the order the touches landed; a few at a time, so found by a short search, not a hash.
    @exclusivity(unchecked) var deliveries: [TouchDelivery] = []
    /// Whether some delivery may hold phases back (skips a scan on most events).
    @exclusivity(unchecked) var mayHoldDeliveries = false
    /// Whether some delivery may be settled and can go (a touch ended since the last cleanup).
    @exclusivity(unchecked) var mayDropDeliveries = false
    /// Whether some recognizer may have lost its last touch (and may need resetting or failing):
    /// while fingers just move, nobody has, and settling skips the sweep.
    @exclusivity(unchecked) var needsSweep = false
    /// Whether some recognizer may be waiting for others to fail; most gestures have none, and
    /// every decision would otherwise look for them.
    @exclusivity(unchecked) var mayHaveWaiters = false

    /// The window's clock, held here so logging a decision does not walk to the window.
    let scheduler: Scheduler
    var now: Double { scheduler.now }

    init(scheduler: Scheduler) {
        self.scheduler = scheduler
    }

    /// Within one event, touches that began are delivered first, then moves, lifts and cancels.
    static let deliveryOrder: [Touch.Phase] = [.began, .moved, .ended, .cancelled]

    // MARK: Entry points

    func dispatch(_ event: TouchEvent, changed: [Touch]) {
        busy {
            changed.forEachBorrowed { touch in
                if touch.phase == .began { admit(touch) }
            }
            let firstPhase = changed[0].phase
            if changed.count == 1 || changed.allSatisfy({ $0.phase == firstPhase }) {
                // Most events change touches of one phase: no need to sort them out.
                deliver(changed, firstPhase, event)
            } else {
                for phase in Self.deliveryOrder {
                    let touches = changed.filter { $0.phase == phase }
                    if !touches.isEmpty { deliver(touches, phase, event) }
                }
            }
            deliverToViews(changed, event: event)
            changed.forEachBorrowed { touch in
                guard touch.phase.isFinished else { return }
                release(touch)
                mayDropDeliveries = true
                needsSweep = true
            }
        }
    }

    /// Offers a new touch to the recognizers of its view and the view's ancestors.
    private func admit(_ touch: Touch) {
        let delivery = TouchDelivery(touch: touch)
        // A palm's view hears nothing of it, as if a recognizer had claimed it from the start.
        delivery.isClaimed = touch.isRejectedAsPalm
        deliveries.append(delivery)
        var candidates = spareCandidates.take()
        defer { spareCandidates.giveBack(&candidates) }
        collectCandidates(for: touch, into: &candidates)
        if touch.isRejectedAsPalm { candidates.removeAll { $0.allows(.pen) } }
        candidates.forEachBorrowed { recognizer in
            recognizer.track(touch)
            join(recognizer)
        }
    }

    /// Calls the touches method for `phase` of every receiver following some of `touches`, each
    /// with its own, deciding what it asked for before the next one hears.
    private func deliver(_ touches: [Touch], _ phase: Touch.Phase, _ event: TouchEvent) {
        receivers.forEachBorrowed { visit($0, touches, phase, event) }
    }

    /// Hands `recognizer` its share of `touches`, if any, and decides what it asked for.
    @inline(__always)
    private func visit(_ recognizer: GestureRecognizer, _ touches: [Touch], _ phase: Touch.Phase, _ event: TouchEvent) {
        guard recognizer.arenaEntry.committedState.receivesTouches else { return }
        switch recognizer.share(of: touches) {
        case .none: return
        case .all: deliver(touches, phase, event, to: recognizer)
        case .some: deliver(touches.filter(recognizer.isTracking), phase, event, to: recognizer)
        }
        drain()
    }

    private func deliver(
        _ touches: [Touch], _ phase: Touch.Phase, _ event: TouchEvent, to recognizer: GestureRecognizer
    ) {
        recognizer.arenaEntry.deliveringArena = BorrowedReference(self)
        switch phase {
        case .began: recognizer.touchesBegan(touches, with: event)
        case .moved: recognizer.touchesMoved(touches, with: event)
        case .ended: recognizer.touchesEnded(touches, with: event)
        default: recognizer.touchesCancelled(touches, with: event)
        }
        recognizer.arenaEntry.deliveringArena = nil
    }

    /// Cancels the whole touch sequence: no recognizer may recognize from it any more.
    func cancelAll(_ event: TouchEvent) {
        needsSweep = true
        busy {
            for recognizer in receivers where recognizer.arenaEntry.committedState.receivesTouches {
                let own = recognizer.trackedTouches
                guard !own.isEmpty else { continue }
                deliver(own, .cancelled, event, to: recognizer)
                drain()
            }
            clearQueue()
            // Waiting recognizers go first, so no failure below releases one into recognizing.
            for recognizer in recognizers where recognizer.arenaEntry.pendingState != nil {
                recognizer.arenaEntry.pendingState = nil
                commit(recognizer, .failed)
            }
            for recognizer in recognizers { abandon(recognizer) }
            var cancelled: [Touch] = []
            for delivery in deliveries {
                delivery.held.removeAll()
                if finishView(of: delivery) { cancelled.append(delivery.touch) }
            }
            deliveries.removeAll()
            send(.cancelled, cancelled, event)
            for touch in event.allTouches { release(touch) }
        }
    }

    /// Lets every recognizer following `touch` (which ended) forget it.
    private func release(_ touch: Touch) {
        let following = touch.gestureRecognizers
        touch.gestureRecognizers.removeAll()
        for recognizer in following { recognizer.forget(touch) }
    }

    /// Takes a recognizer out of the contest (disabled, removed, or its view left the window).
    func detach(_ recognizer: GestureRecognizer) {
        needsSweep = true
        busy {
            if recognizer.arenaEntry.pendingState != nil {
                recognizer.arenaEntry.pendingState = nil
                commit(recognizer, .failed)
            }
            abandon(recognizer)
            for touch in recognizer.trackedTouches { recognizer.untrack(touch) }
            if recognizer.isTakingPart(in: self) { reset(recognizer) }
            // Nothing it asked for may be decided once it has left.
            queue.removeSubrange(..<queueHead)
            queueHead = 0
            queue.removeAll { $0.recognizer === recognizer }
        }
    }

    /// Lets go of every touch and recognizer without running any action (the window is closing).
    func releaseEverything() {
        for recognizer in recognizers {
            for touch in recognizer.trackedTouches { touch.gestureRecognizers.removeAll() }
            recognizer.trackedTouches.removeAll()
        }
        for recognizer in recognizers { recognizer.arenaEntry.arenaIdentity = nil }
        recognizers.removeAll()
        receivers.removeAll()
        deliveries.removeAll()
        clearQueue()
    }

    /// A recognizer asked for a new state; it is decided now, or when the current delivery returns.
    func request(_ recognizer: GestureRecognizer, _ state: GestureRecognizer.State) {
        queue.append(StateRequest(recognizer: recognizer, state: state))
        if !isBusy {
            // A timer decided: whatever it changed may leave recognizers without touches.
            needsSweep = true
            busy {}
        }
    }

    /// A recognizer's timer ran, or it let go of a touch: it may now need resetting or failing.
    func recognizerMayBeIdle() {
        needsSweep = true
        if !isBusy { busy {} }
    }

    // MARK: Settling

    /// Runs `body`, then settles everything it set off. Nested calls settle once, at the outside.
    private func busy(_ body: () -> Void) {
        if isBusy {
            body()
            return
        }
        isBusy = true
        body()
        settle()
        isBusy = false
    }

    private func settle() {
        var unsettled = true
        while unsettled {
            drain()
            releaseHeldDeliveries()
            if needsSweep { sweep() }
            unsettled = needsSweep || queueHead < queue.count
        }
        if mayDropDeliveries {
            deliveries.removeAllKeepingStorage { $0.isSettled }
            mayDropDeliveries = false
        }
        if receiversNeedPruning {
            receivers.removeAllKeepingStorage { !$0.arenaEntry.committedState.receivesTouches }
            receiversNeedPruning = false
        }
    }

    /// Resets terminal recognizers whose touches have all ended, and fails (or cancels) those
    /// left undecided with no touch and no timer, which would otherwise wait forever.
    private func sweep() {
        needsSweep = false
        var finished = spareFinished.take()
        defer { spareFinished.giveBack(&finished) }
        recognizers.forEachBorrowed { recognizer in
            guard recognizer.trackedTouches.isEmpty else { return }
            if recognizer.arenaEntry.committedState.isTerminal {
                finished.append(recognizer)
            } else if recognizer.arenaEntry.queuedState == nil && recognizer.arenaEntry.pendingState == nil
                && !recognizer.hasLiveTimers
            {
                let ending: GestureRecognizer.State =
                    recognizer.arenaEntry.committedState == .possible ? .failed : .cancelled
                queue.append(StateRequest(recognizer: recognizer, state: ending))
                needsSweep = true
            }
        }
        guard !finished.isEmpty else { return }
        // All at once: a gesture usually ends a dozen recognizers together.
        finished.forEachBorrowed { $0.arenaEntry.arenaIdentity = nil }
        recognizers.removeAllKeepingStorage { !$0.isTakingPart(in: self) }
        receivers.removeAllKeepingStorage { !$0.isTakingPart(in: self) }
        finished.forEachBorrowed { $0.performReset() }
        if mayHaveWaiters { mayHaveWaiters = recognizers.contains { $0.arenaEntry.pendingState != nil } }
        needsSweep = true
    }

    /// Decides the queued requests in order, those queued meanwhile included. The head is kept
    /// in the arena, so a nested drain (an action sending input) carries on from where it is.
    private func drain() {
        while queueHead < queue.count {
            let request = queue[queueHead]
            queueHead += 1
            if !queue[queueHead...].contains(where: { $0.recognizer === request.recognizer }) {
                request.recognizer.arenaEntry.queuedState = nil
            }
            apply(request.state, to: request.recognizer)
        }
        clearQueue()
    }

    private func clearQueue() {
        queue.removeAllKeepingStorage()
        queueHead = 0
    }

    private func join(_ recognizer: GestureRecognizer) {
        guard !recognizer.isTakingPart(in: self) else { return }
        recognizer.arenaEntry.arenaIdentity = ObjectIdentifier(self)
        recognizers.append(recognizer)
        // Joining takes a new touch, which only undecided or running recognizers accept.
        if recognizer.arenaEntry.committedState.receivesTouches { receivers.append(recognizer) }
    }

    private func reset(_ recognizer: GestureRecognizer) {
        recognizers.remove(recognizer)
        receivers.remove(recognizer)
        recognizer.arenaEntry.arenaIdentity = nil
        recognizer.performReset()
    }
}

/// A state a recognizer asked for, waiting for the arena to decide it.
struct StateRequest {
    let recognizer: GestureRecognizer
    let state: GestureRecognizer.State
}
