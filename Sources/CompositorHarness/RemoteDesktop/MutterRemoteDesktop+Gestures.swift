import Glibc

/// Whole gestures through mutter's remote desktop, paced like a 60 Hz touchscreen: each step
/// moves every finger at once (`touchMotions`: mutter still sends a `wl_touch.frame` after each
/// finger) and sleeps `stepInterval`. Events are paced even where a real finger would not pause: mutter loses a
/// touch whose down and up reach it in the same main-loop turn.
extension MutterRemoteDesktop {
    /// Waits until `client` (launched with `protocolLog: true`) has bound `wl_touch` and mutter
    /// has had time to handle that request: a touch injected afterwards reaches the client.
    /// Create this first: mutter's seat gains touch with its first injected touch.
    public func waitUntilTouchIsBound(by client: ClientProcess, timeout: Duration = .seconds(10)) throws {
        try client.wait(for: .touchBound, timeout: timeout)
        // The request is logged when queued and sent at the client's next flush; mutter reads it
        // in its next main-loop turn. There is no round trip to wait on from D-Bus: 100 ms covers
        // both on a loaded two-core machine.
        KWinFakeInput.sleep(.milliseconds(100))
    }

    /// One finger down at `start`, moved in `steps` even steps to `end`, resting `rest` there,
    /// then lifted.
    public func drag(
        from start: ScreenPoint, to end: ScreenPoint, slot: UInt32 = 0, steps: Int = 20,
        stepInterval: Duration = .milliseconds(16), rest: Duration = .zero
    ) throws {
        try touchDown(slot, x: start.x, y: start.y)
        for step in 1...max(1, steps) {
            KWinFakeInput.sleep(stepInterval)
            let fraction = Double(step) / Double(max(1, steps))
            try touchMotion(slot, x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
        }
        KWinFakeInput.sleep(max(rest, stepInterval))
        try touchUp(slot)
    }

    /// Two fingers on either side of `center` along the x axis, `startDistance` apart, spread in
    /// `steps` even steps until they are `endDistance` apart, then lifted one after the other.
    public func pinch(
        center: ScreenPoint, from startDistance: Double, to endDistance: Double, slots: (UInt32, UInt32) = (0, 1),
        steps: Int = 20, stepInterval: Duration = .milliseconds(16)
    ) throws {
        func halfDistance(at fraction: Double) -> Double {
            (startDistance + (endDistance - startDistance) * fraction) / 2
        }
        let half = halfDistance(at: 0)
        try touchDown(slots.0, x: center.x - half, y: center.y)
        try touchDown(slots.1, x: center.x + half, y: center.y)
        for step in 1...max(1, steps) {
            KWinFakeInput.sleep(stepInterval)
            let half = halfDistance(at: Double(step) / Double(max(1, steps)))
            try touchMotions([(slots.0, center.x - half, center.y), (slots.1, center.x + half, center.y)])
        }
        KWinFakeInput.sleep(stepInterval)
        try touchUp(slots.0)
        try touchUp(slots.1)
    }
}
