/// What views hear about touches: responder calls for touches no recognizer has claimed, held
/// back while a recognizer that delays them is undecided, and cancelled when one claims them.
extension GestureArena {
    private func holdsBegan(_ touch: Touch) -> Bool {
        recognizers.containsBorrowed {
            $0.delaysTouchesBegan && $0.arenaEntry.committedState == .possible && $0.sequenceTouches.contains(touch.id)
        }
    }

    private func holdsEnded(_ touch: Touch) -> Bool {
        recognizers.containsBorrowed {
            $0.delaysTouchesEnded && $0.arenaEntry.committedState == .possible && $0.sequenceTouches.contains(touch.id)
        }
    }

    func deliverToViews(_ changed: [Touch], event: TouchEvent) {
        // One finger changing, the usual case: no sorting by phase, no arrays.
        if changed.count == 1 {
            if isReadyForView(changed[0], event: event) { send(changed[0].phase, changed, event) }
            return
        }
        for phase in Self.deliveryOrder where changed.contains(where: { $0.phase == phase }) {
            send(phase, changed.filter { $0.phase == phase && isReadyForView($0, event: event) }, event)
        }
    }

    /// Records what `touch`'s change means for its view; true when the view hears of it now,
    /// false when nothing is due (claimed, finished) or it is held back.
    private func isReadyForView(_ touch: Touch, event: TouchEvent) -> Bool {
        guard let delivery = delivery(of: touch.id), !delivery.isClaimed else { return false }
        switch touch.phase {
        case .began:
            if holdsBegan(touch) {
                delivery.held.append((.began, event))
                mayHoldDeliveries = true
                return false
            }
            delivery.viewHasBegun = true
            return true
        case .moved:
            if !delivery.held.isEmpty {
                delivery.held.append((.moved, event))
                return false
            }
            return delivery.viewHasBegun && !delivery.viewHasFinished
        case .ended:
            if !delivery.held.isEmpty || (delivery.viewHasBegun && holdsEnded(touch)) {
                delivery.held.append((.ended, event))
                mayHoldDeliveries = true
                return false
            }
            return finishView(of: delivery)
        default:
            delivery.held.removeAll()
            return finishView(of: delivery)
        }
    }

    /// The view's last call for this touch is due: true unless it never began or already finished.
    func finishView(of delivery: TouchDelivery) -> Bool {
        guard delivery.viewHasBegun && !delivery.viewHasFinished else { return false }
        delivery.viewHasFinished = true
        return true
    }

    private func delivery(of touchID: Int) -> TouchDelivery? {
        deliveries.firstBorrowed { $0.touch.id == touchID }
    }

    /// Lets held deliveries through once no recognizer that delays them is still undecided.
    func releaseHeldDeliveries() {
        guard mayHoldDeliveries else { return }
        let holding = deliveries.filter { !$0.held.isEmpty }
        if holding.isEmpty {
            mayHoldDeliveries = false
            return
        }
        for delivery in holding {
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
            if delivery.isSettled { mayDropDeliveries = true }
        }
    }

    /// Takes the winner's touches from their views: `touchesCancelled` where the view had begun,
    /// and nothing more for them.
    func claimTouches(of winner: GestureRecognizer) {
        var cancelled: [Touch] = []
        for id in winner.sequenceTouches {
            guard let delivery = delivery(of: id), !delivery.isClaimed else { continue }
            delivery.isClaimed = true
            delivery.held.removeAll()
            if delivery.isSettled { mayDropDeliveries = true }
            if finishView(of: delivery) { cancelled.append(delivery.touch) }
        }
        guard !cancelled.isEmpty else { return }
        send(.cancelled, cancelled, TouchEvent(timestamp: now, allTouches: cancelled))
    }

    /// Calls the responder method for `phase` on each touch's view, one call per view.
    func send(_ phase: Touch.Phase, _ touches: [Touch], _ event: TouchEvent) {
        guard !touches.isEmpty else { return }
        // One finger, the usual case: one view, nothing to group.
        if touches.count == 1 {
            if let view = touches[0].view { send(phase, touches, to: view, event) }
            return
        }
        var groups: [(view: View, touches: [Touch])] = []
        for touch in touches {
            guard let view = touch.view else { continue }
            if let index = groups.firstIndex(where: { $0.view === view }) {
                groups[index].touches.append(touch)
            } else {
                groups.append((view, [touch]))
            }
        }
        for (view, touches) in groups { send(phase, touches, to: view, event) }
    }

    private func send(_ phase: Touch.Phase, _ touches: [Touch], to view: View, _ event: TouchEvent) {
        switch phase {
        case .began: view.touchesBegan(touches, with: event)
        case .moved: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        default: view.touchesCancelled(touches, with: event)
        }
    }
}
