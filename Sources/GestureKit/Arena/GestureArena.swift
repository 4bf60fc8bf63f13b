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
final class GestureArena {
    weak var window: Window?
    /// Recognizers taking part in the current gestures, in the order they joined.
    private(set) var recognizers: [GestureRecognizer] = []
    var log = ArbitrationLog()
    var actionObservers: [(GestureRecognizer) -> Void] = []

    private var queue: [(recognizer: GestureRecognizer, state: GestureRecognizer.State)] = []
    private var isBusy = false
    /// Responder delivery per touch id, kept until nothing more can reach the view.
    private var deliveries: [Int: TouchDelivery] = [:]

    private var now: Double { window?.scheduler.now ?? 0 }

    // MARK: Entry points

    func dispatch(_ event: TouchEvent, changed: [Touch]) {
        busy {
            for touch in changed where touch.phase == .began {
                deliveries[touch.id] = TouchDelivery(touch: touch)
                for recognizer in candidates(for: touch) {
                    recognizer.track(touch)
                    join(recognizer)
                }
            }
            for phase in [Touch.Phase.began, .moved, .ended, .cancelled] {
                let touches = changed.filter { $0.phase == phase }
                guard !touches.isEmpty else { continue }
                for recognizer in recognizers where recognizer.committedState.receivesTouches {
                    let own = touches.filter { touch in recognizer.trackedTouches.contains { $0 === touch } }
                    guard !own.isEmpty else { continue }
                    switch phase {
                    case .began: recognizer.touchesBegan(own, with: event)
                    case .moved: recognizer.touchesMoved(own, with: event)
                    case .ended: recognizer.touchesEnded(own, with: event)
                    default: recognizer.touchesCancelled(own, with: event)
                    }
                    drain()
                }
            }
            deliverToViews(changed, event: event)
            for touch in changed where touch.phase.isFinished {
                for recognizer in touch.gestureRecognizers { recognizer.untrack(touch) }
            }
        }
    }

    /// Cancels the whole touch sequence: no recognizer may recognize from it any more.
    func cancelAll(_ event: TouchEvent) {
        busy {
            for recognizer in recognizers where recognizer.committedState.receivesTouches {
                let own = recognizer.trackedTouches
                guard !own.isEmpty else { continue }
                recognizer.touchesCancelled(own, with: event)
                drain()
            }
            queue.removeAll()
            // Waiting recognizers go first, so no failure below releases one into recognizing.
            for recognizer in recognizers where recognizer.pendingState != nil {
                recognizer.pendingState = nil
                commit(recognizer, .failed)
            }
            for recognizer in recognizers { abandon(recognizer) }
            var cancelled: [Touch] = []
            for delivery in deliveries.values.sorted(by: { $0.touch.id < $1.touch.id }) {
                delivery.held.removeAll()
                if delivery.viewHasBegun && !delivery.viewHasFinished {
                    delivery.viewHasFinished = true
                    cancelled.append(delivery.touch)
                }
            }
            deliveries.removeAll()
            send(.cancelled, cancelled, event)
            for touch in event.allTouches {
                for recognizer in touch.gestureRecognizers { recognizer.untrack(touch) }
            }
        }
    }

    /// Takes a recognizer out of the contest (disabled, removed, or its view left the window).
    func detach(_ recognizer: GestureRecognizer) {
        busy {
            if recognizer.pendingState != nil {
                recognizer.pendingState = nil
                commit(recognizer, .failed)
            }
            abandon(recognizer)
            for touch in recognizer.trackedTouches { recognizer.untrack(touch) }
            if recognizers.contains(where: { $0 === recognizer }) { reset(recognizer) }
        }
    }

    /// A recognizer asked for a new state; it is decided now, or when the current delivery returns.
    func request(_ recognizer: GestureRecognizer, _ state: GestureRecognizer.State) {
        queue.append((recognizer, state))
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
        var changed = true
        while changed || !queue.isEmpty {
            drain()
            releaseHeldDeliveries()
            changed = false
            for recognizer in recognizers
            where recognizer.committedState.isTerminal && recognizer.trackedTouches.isEmpty {
                reset(recognizer)
                changed = true
            }
            // A recognizer left undecided with no touches and no timer would wait forever.
            for recognizer in recognizers
            where recognizer.trackedTouches.isEmpty && recognizer.queuedState == nil && recognizer.pendingState == nil
                && !recognizer.hasLiveTimers && !recognizer.committedState.isTerminal
            {
                queue.append((recognizer, recognizer.committedState == .possible ? .failed : .cancelled))
                changed = true
            }
        }
        deliveries = deliveries.filter { !$0.value.isSettled }
    }

    private func drain() {
        while !queue.isEmpty {
            let (recognizer, state) = queue.removeFirst()
            if !queue.contains(where: { $0.recognizer === recognizer }) { recognizer.queuedState = nil }
            apply(state, to: recognizer)
        }
    }

    private func apply(_ target: GestureRecognizer.State, to recognizer: GestureRecognizer) {
        guard recognizer.view?.window === window else { return }
        if let pending = recognizer.pendingState {
            switch target {
            case .failed, .cancelled:
                recognizer.pendingState = nil
                recognizer.pendingEnd = false
                commit(recognizer, .failed)
            case .ended where pending == .began:
                recognizer.pendingEnd = true
            default:
                break
            }
            return
        }
        let current = recognizer.committedState
        // A request overtaken by a decision (the recognizer was made to fail meanwhile) is dropped.
        guard current.canTransition(to: target) else { return }
        if current == .possible && target != .failed {
            attemptRecognition(recognizer, target)
        } else {
            commit(recognizer, target)
        }
    }

    /// A recognizer wants to leave `possible` for `began` or `recognized`.
    private func attemptRecognition(_ recognizer: GestureRecognizer, _ target: GestureRecognizer.State) {
        if let blocker = recognizers.first(where: { other in
            other !== recognizer && other.committedState.isInProgress && shareTouches(other, recognizer)
                && !simultaneous(other, recognizer) && other.canPrevent(recognizer)
                && recognizer.canBePrevented(by: other)
        }) {
            log.add(.prevented, recognizer, [blocker], at: now)
            commit(recognizer, .failed)
            return
        }
        let requirements = failureRequirements(of: recognizer)
        if let winner = requirements.first(where: { $0.committedState != .possible && $0.committedState != .failed }) {
            log.add(.requirementRecognized, recognizer, [winner], at: now)
            commit(recognizer, .failed)
            return
        }
        let undecided = requirements.filter { $0.committedState == .possible && $0.isInvolved }
        if !undecided.isEmpty {
            recognizer.pendingState = target
            log.add(.waits, recognizer, undecided, at: now)
            return
        }
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            log.add(.shouldBeginDenied, recognizer, [], at: now)
            commit(recognizer, .failed)
            return
        }
        commit(recognizer, target)
    }

    private func commit(_ recognizer: GestureRecognizer, _ state: GestureRecognizer.State) {
        let previous = recognizer.committedState
        recognizer.committedState = state
        if state != .failed {
            for observer in actionObservers { observer(recognizer) }
            recognizer.runActions()
        }
        if previous == .possible && (state == .began || state == .ended) {
            didRecognize(recognizer)
        } else if state == .failed {
            releaseRecognizers(waitingFor: recognizer)
        }
    }

    /// The winner's effects: competitors fail or are cancelled, recognizers waiting for it to fail
    /// fail, and its touches are taken from the view.
    private func didRecognize(_ winner: GestureRecognizer) {
        for other in recognizers where other !== winner {
            guard shareTouches(other, winner), !simultaneous(winner, other),
                winner.canPrevent(other), other.canBePrevented(by: winner)
            else { continue }
            if other.committedState == .possible {
                other.pendingState = nil
                other.pendingEnd = false
                log.add(.prevented, other, [winner], at: now)
                commit(other, .failed)
            } else if other.committedState.isInProgress {
                log.add(.cancelled, other, [winner], at: now)
                commit(other, .cancelled)
            }
        }
        for waiting in recognizers where waiting.pendingState != nil {
            guard failureRequirements(of: waiting).contains(where: { $0 === winner }) else { continue }
            waiting.pendingState = nil
            waiting.pendingEnd = false
            log.add(.requirementRecognized, waiting, [winner], at: now)
            commit(waiting, .failed)
        }
        if winner.cancelsTouchesInView { claimTouches(of: winner) }
    }

    private func releaseRecognizers(waitingFor failed: GestureRecognizer) {
        for waiting in recognizers where waiting.pendingState != nil {
            let requirements = failureRequirements(of: waiting)
            guard requirements.contains(where: { $0 === failed }),
                !requirements.contains(where: { $0.committedState == .possible && $0.isInvolved }),
                let target = waiting.pendingState
            else { continue }
            let endsToo = waiting.pendingEnd
            waiting.pendingState = nil
            waiting.pendingEnd = false
            log.add(.released, waiting, [], at: now)
            attemptRecognition(waiting, target)
            if endsToo && waiting.committedState == .began { commit(waiting, .ended) }
        }
    }

    /// Ends a recognizer's part in the sequence: in progress → cancelled, undecided → failed.
    private func abandon(_ recognizer: GestureRecognizer) {
        if recognizer.committedState.isInProgress {
            commit(recognizer, .cancelled)
        } else if recognizer.committedState == .possible && (recognizer.isInvolved || recognizer.pendingState != nil) {
            recognizer.pendingState = nil
            commit(recognizer, .failed)
        }
    }

    private func reset(_ recognizer: GestureRecognizer) {
        recognizers.removeAll { $0 === recognizer }
        recognizer.performReset()
    }

    // MARK: Relations

    private func candidates(for touch: Touch) -> [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        var view = touch.view
        while let current = view {
            for recognizer in current.gestureRecognizers
            where recognizer.isEnabled && recognizer.acceptsNewTouches
                && recognizer.allowedInputKinds.contains(touch.kind)
            {
                if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch) {
                    continue
                }
                result.append(recognizer)
            }
            view = current.superview
        }
        return result
    }

    private func join(_ recognizer: GestureRecognizer) {
        if !recognizers.contains(where: { $0 === recognizer }) { recognizers.append(recognizer) }
    }

    private func shareTouches(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        !a.sequenceTouches.isDisjoint(with: b.sequenceTouches)
    }

    private func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    /// Everything `recognizer` must wait for: its explicit requirements plus what the subclass
    /// hooks and delegates ask for among the recognizers taking part.
    private func failureRequirements(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
        var result = recognizer.failureRequirements.compactMap(\.recognizer)
        for other in recognizers where other !== recognizer && !result.contains(where: { $0 === other }) {
            if recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
                || (recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) ?? false)
                || (other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) ?? false)
            {
                result.append(other)
            }
        }
        return result
    }

    // MARK: Views

    private func holdsBegan(_ touch: Touch) -> Bool {
        recognizers.contains {
            $0.delaysTouchesBegan && $0.committedState == .possible && $0.sequenceTouches.contains(touch.id)
        }
    }

    private func holdsEnded(_ touch: Touch) -> Bool {
        recognizers.contains {
            $0.delaysTouchesEnded && $0.committedState == .possible && $0.sequenceTouches.contains(touch.id)
        }
    }

    private func deliverToViews(_ changed: [Touch], event: TouchEvent) {
        for phase in [Touch.Phase.began, .moved, .ended, .cancelled] {
            var ready: [Touch] = []
            for touch in changed where touch.phase == phase {
                guard let delivery = deliveries[touch.id], !delivery.isClaimed else { continue }
                switch phase {
                case .began:
                    if holdsBegan(touch) {
                        delivery.held.append((.began, event))
                    } else {
                        delivery.viewHasBegun = true
                        ready.append(touch)
                    }
                case .moved:
                    if !delivery.held.isEmpty {
                        delivery.held.append((.moved, event))
                    } else if delivery.viewHasBegun && !delivery.viewHasFinished {
                        ready.append(touch)
                    }
                case .ended:
                    if !delivery.held.isEmpty || (delivery.viewHasBegun && holdsEnded(touch)) {
                        delivery.held.append((.ended, event))
                    } else if delivery.viewHasBegun && !delivery.viewHasFinished {
                        delivery.viewHasFinished = true
                        ready.append(touch)
                    }
                default:
                    delivery.held.removeAll()
                    if delivery.viewHasBegun && !delivery.viewHasFinished {
                        delivery.viewHasFinished = true
                        ready.append(touch)
                    }
                }
            }
            send(phase, ready, event)
        }
    }

    /// Lets held deliveries through once no recognizer that delays them is still undecided.
    private func releaseHeldDeliveries() {
        for delivery in deliveries.values.sorted(by: { $0.touch.id < $1.touch.id }) where !delivery.held.isEmpty {
            while let (phase, event) = delivery.held.first {
                if phase == .began && holdsBegan(delivery.touch) { break }
                if phase == .ended && holdsEnded(delivery.touch) { break }
                delivery.held.removeFirst()
                switch phase {
                case .began: delivery.viewHasBegun = true
                case .ended: delivery.viewHasFinished = true
                default: break
                }
                send(phase, [delivery.touch], event)
            }
        }
    }

    /// Takes the winner's touches from their views: `touchesCancelled` where the view had begun,
    /// and nothing more for them.
    private func claimTouches(of winner: GestureRecognizer) {
        var cancelled: [Touch] = []
        for id in winner.sequenceTouches.sorted() {
            guard let delivery = deliveries[id], !delivery.isClaimed else { continue }
            delivery.isClaimed = true
            delivery.held.removeAll()
            if delivery.viewHasBegun && !delivery.viewHasFinished {
                delivery.viewHasFinished = true
                cancelled.append(delivery.touch)
            }
        }
        guard !cancelled.isEmpty else { return }
        send(.cancelled, cancelled, TouchEvent(timestamp: now, allTouches: cancelled))
    }

    /// Calls the responder method for `phase` on each touch's view, one call per view.
    private func send(_ phase: Touch.Phase, _ touches: [Touch], _ event: TouchEvent) {
        var groups: [(view: View, touches: [Touch])] = []
        for touch in touches {
            guard let view = touch.view else { continue }
            if let index = groups.firstIndex(where: { $0.view === view }) {
                groups[index].touches.append(touch)
            } else {
                groups.append((view, [touch]))
            }
        }
        for (view, touches) in groups {
            switch phase {
            case .began: view.touchesBegan(touches, with: event)
            case .moved: view.touchesMoved(touches, with: event)
            case .ended: view.touchesEnded(touches, with: event)
            default: view.touchesCancelled(touches, with: event)
            }
        }
    }
}

extension GestureRecognizer.State {
    /// Recognizers in these states still hear about their touches.
    var receivesTouches: Bool { self == .possible || isInProgress }
}

extension GestureRecognizer {
    /// Whether a touch that lands now may join this recognizer: it is undecided (or waiting only
    /// to begin a continuous gesture), or its continuous gesture is in progress.
    var acceptsNewTouches: Bool {
        switch committedState {
        case .possible: pendingState == nil || pendingState == .began
        case .began, .changed: true
        default: false
        }
    }
}
