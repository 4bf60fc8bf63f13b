extension KWinFakeInput {
    /// Waits until `client` (launched with `protocolLog: true`) has bound `wl_touch` and KWin
    /// has handled that request: a touch injected afterwards reaches the client.
    ///
    /// Create the injector first: KWin's seat gains touch only once it has authenticated, and
    /// only then does a client ask for `wl_touch`. Waiting for the log line alone is not enough:
    /// a touch that KWin handles before the client's `get_touch` is lost (found on these machines:
    /// KWin only moves its pointer there).
    ///
    /// ```swift
    /// let app = try kwin.launch([appPath, "run", "--fullscreen"], protocolLog: true)
    /// let input = try KWinFakeInput(compositor: kwin)
    /// try input.waitUntilTouchIsBound(by: app)
    /// try input.pinch(center: ScreenPoint(x: 640, y: 400), from: 100, to: 300)
    /// ```
    public func waitUntilTouchIsBound(by client: ClientProcess, timeout: Duration = .seconds(10)) throws {
        try client.wait(for: .touchBound, timeout: timeout)
        // libwayland logs a request when the client queues it; the client sends it at its next
        // flush, before it sleeps. 50 ms covers that on a loaded two-core machine. KWin then
        // reads the client's socket no later than this injector's round trip behind it.
        Self.sleep(.milliseconds(50))
        try sync()
    }
}
