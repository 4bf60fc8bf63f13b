extension GestureRecognizer.State {
    /// Recognizers in these states still hear about their touches.
    var receivesTouches: Bool { self == .possible || isInProgress }
}

extension GestureRecognizer {
    /// Whether a touch that lands now may join this recognizer: it is undecided (or waiting only
    /// to begin a continuous gesture), or its continuous gesture is in progress.
    var acceptsNewTouches: Bool {
        switch arenaEntry.committedState {
        case .possible: arenaEntry.pendingState == nil || arenaEntry.pendingState == .began
        case .began, .changed: true
        default: false
        }
    }
}

extension [GestureRecognizer] {
    /// Removes `recognizer`, which appears at most once; untouched when absent.
    mutating func remove(_ recognizer: GestureRecognizer) {
        if let index = firstIndex(where: { $0 === recognizer }) { remove(at: index) }
    }
}
