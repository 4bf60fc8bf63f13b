/// The contest's rules: what a recognizer's request leads to, who wins, who fails or is
/// cancelled, and who is released from waiting. `GestureArena` decides requests here in order.
extension GestureArena {
    /// Decides one request: a state the recognizer asked for, or the arena on its behalf.
    func apply(_ target: GestureRecognizer.State, to recognizer: GestureRecognizer) {
        // Recognizers taking part are in this window (leaving it takes them out); only one that
        // asked from outside the contest (a timer, code setting `state`) needs the walk up.
        guard recognizer.isTakingPart(in: self) || recognizer.view?.window === window else { return }
        if let pending = recognizer.arenaEntry.pendingState {
            switch target {
            case .failed, .cancelled:
                recognizer.arenaEntry.pendingState = nil
                recognizer.arenaEntry.pendingEnd = false
                commit(recognizer, .failed)
            case .ended where pending == .began:
                recognizer.arenaEntry.pendingEnd = true
            default:
                break
            }
            return
        }
        let current = recognizer.arenaEntry.committedState
        // A request overtaken by a decision (the recognizer was made to fail meanwhile) is dropped.
        guard current.canTransition(to: target) else { return }
        if current == .possible && target != .failed {
            attemptRecognition(recognizer, target)
        } else {
            commit(recognizer, target)
        }
    }

    /// A recognizer wants to leave `possible` for `began` or `recognized`.
    func attemptRecognition(_ recognizer: GestureRecognizer, _ target: GestureRecognizer.State) {
        if let blocker = recognizers.firstBorrowed(where: { other in
            other !== recognizer && other.arenaEntry.committedState.isInProgress && shareTouches(other, recognizer)
                && !simultaneous(other, recognizer) && other.canPrevent(recognizer)
                && recognizer.canBePrevented(by: other)
        }) {
            log.add(.prevented, recognizer, blocker, at: now)
            commit(recognizer, .failed)
            return
        }
        let requirements = failureRequirements(of: recognizer)
        if let winner = requirements.first(where: {
            $0.arenaEntry.committedState != .possible && $0.arenaEntry.committedState != .failed
        }) {
            log.add(.requirementRecognized, recognizer, winner, at: now)
            commit(recognizer, .failed)
            return
        }
        let undecided = requirements.filter { $0.arenaEntry.committedState == .possible && $0.isInvolved }
        if !undecided.isEmpty {
            recognizer.arenaEntry.pendingState = target
            mayHaveWaiters = true
            log.add(.waits, recognizer, undecided, at: now)
            return
        }
        if let delegate = recognizer.activeDelegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            log.add(.shouldBeginDenied, recognizer, at: now)
            commit(recognizer, .failed)
            return
        }
        commit(recognizer, target)
    }

    func commit(_ recognizer: GestureRecognizer, _ state: GestureRecognizer.State) {
        let previous = recognizer.arenaEntry.committedState
        recognizer.arenaEntry.committedState = state
        if !state.receivesTouches && previous.receivesTouches { receiversNeedPruning = true }
        if recognizer.trackedTouches.isEmpty { needsSweep = true }
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
    func didRecognize(_ winner: GestureRecognizer) {
        recognizers.forEachBorrowed { other in
            guard other !== winner, shareTouches(other, winner), !simultaneous(winner, other),
                winner.canPrevent(other), other.canBePrevented(by: winner)
            else { return }
            if other.arenaEntry.committedState == .possible {
                other.arenaEntry.pendingState = nil
                other.arenaEntry.pendingEnd = false
                log.add(.prevented, other, winner, at: now)
                commit(other, .failed)
            } else if other.arenaEntry.committedState.isInProgress {
                log.add(.cancelled, other, winner, at: now)
                commit(other, .cancelled)
            }
        }
        for waiting in waiters() {
            guard waiting.arenaEntry.pendingState != nil, requires(waiting, toFail: winner) else { continue }
            waiting.arenaEntry.pendingState = nil
            waiting.arenaEntry.pendingEnd = false
            log.add(.requirementRecognized, waiting, winner, at: now)
            commit(waiting, .failed)
        }
        if winner.cancelsTouchesInView { claimTouches(of: winner) }
    }

    func releaseRecognizers(waitingFor failed: GestureRecognizer) {
        for waiting in waiters() where waiting.arenaEntry.pendingState != nil && requires(waiting, toFail: failed) {
            guard
                !failureRequirements(of: waiting).contains(where: {
                    $0.arenaEntry.committedState == .possible && $0.isInvolved
                }),
                let target = waiting.arenaEntry.pendingState
            else { continue }
            let endsToo = waiting.arenaEntry.pendingEnd
            waiting.arenaEntry.pendingState = nil
            waiting.arenaEntry.pendingEnd = false
            log.add(.released, waiting, at: now)
            attemptRecognition(waiting, target)
            if endsToo && waiting.arenaEntry.committedState == .began { commit(waiting, .ended) }
        }
    }

    /// The recognizers waiting for others to fail, in the order they joined (read as they are
    /// reached: releasing one may decide another).
    func waiters() -> LazyFilterSequence<[GestureRecognizer]> {
        (mayHaveWaiters ? recognizers : []).lazy.filter { $0.arenaEntry.pendingState != nil }
    }

    /// Ends a recognizer's part in the sequence: in progress → cancelled, undecided → failed.
    func abandon(_ recognizer: GestureRecognizer) {
        if recognizer.arenaEntry.committedState.isInProgress {
            commit(recognizer, .cancelled)
        } else if recognizer.arenaEntry.committedState == .possible
            && (recognizer.isInvolved || recognizer.arenaEntry.pendingState != nil)
        {
            recognizer.arenaEntry.pendingState = nil
            commit(recognizer, .failed)
        }
    }
}
