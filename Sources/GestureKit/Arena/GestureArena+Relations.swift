/// Who may take part in a contest and how recognizers relate: which recognizers a new touch is
/// offered to, whether two share touches or may recognize together, and whom one must wait for.
extension GestureArena {
    /// Appends to `result` the recognizers a new touch is offered to: those of the view it
    /// landed on and of its ancestors, nearest first.
    func collectCandidates(for touch: Touch, into result: inout [GestureRecognizer]) {
        var view = touch.view
        while let current = view {
            current.gestureRecognizers.forEachBorrowed { recognizer in
                guard recognizer.isEnabled && recognizer.acceptsNewTouches && recognizer.allows(touch.kind) else {
                    return
                }
                if let delegate = recognizer.activeDelegate,
                    !delegate.gestureRecognizer(recognizer, shouldReceive: touch)
                {
                    return
                }
                result.append(recognizer)
            }
            view = current.superview
        }
        // Room for all of them at once in the touch's own list.
        touch.gestureRecognizers.reserveCapacity(result.count)
    }

    func shareTouches(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.sequenceTouches.contains { b.sequenceTouches.contains($0) }
    }

    func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        (a.activeDelegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.activeDelegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    /// Everything `recognizer` must wait for: its explicit requirements plus what the subclass
    /// hooks and delegates ask for among the recognizers taking part.
    func failureRequirements(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
        var result = recognizer.failureRequirements
        recognizers.forEachBorrowed { other in
            guard other !== recognizer, !result.containsBorrowed(where: { $0 === other }) else { return }
            if asksToWait(recognizer, for: other) { result.append(other) }
        }
        return result
    }

    /// Whether `recognizer` must wait for `other` to fail: the same answer as looking `other` up
    /// in ``failureRequirements(of:)``, without asking about every other recognizer.
    func requires(_ recognizer: GestureRecognizer, toFail other: GestureRecognizer) -> Bool {
        guard other !== recognizer else { return false }
        return recognizer.failureRequirements.contains { $0 === other }
            || (other.isTakingPart(in: self) && asksToWait(recognizer, for: other))
    }

    /// What the subclass hooks and the delegates say about `recognizer` waiting for `other`.
    private func asksToWait(_ recognizer: GestureRecognizer, for other: GestureRecognizer) -> Bool {
        recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
            || (recognizer.activeDelegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) ?? false)
            || (other.activeDelegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) ?? false)
    }
}
