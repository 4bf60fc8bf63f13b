extension TestCompositor {
    /// What the client asked of its newest toplevel; nil when it has none.
    public var toplevel: ToplevelInfo? { liveToplevel?.snapshot }

    /// Sends a configure (xdg_toplevel, decoration, xdg_surface) and returns its serial; nil
    /// when there is no toplevel.
    ///
    /// ```swift
    /// let serial = compositor.configure(width: 800, height: 600, states: [.activated, .fullscreen])
    /// ```
    @discardableResult
    public func configure(width: Int32, height: Int32, states: [ToplevelState] = [.activated]) -> UInt32? {
        defer { state.flush() }
        return liveToplevel?.configure(size: Size(width: width, height: height), states: states)
    }

    /// Asks the toplevel to close (xdg_toplevel.close), as the window's close button would.
    public func closeToplevel() {
        liveToplevel?.close()
        state.flush()
    }

    /// Pings every xdg_wm_base and returns the serial; `unansweredPings` holds it until the
    /// client's pong arrives.
    @discardableResult
    public func sendPing() -> UInt32 {
        let serial = state.nextSerial()
        state.pings.append(serial)
        state.wmBases.forEach { $0.ping(serial: serial) }
        state.flush()
        return serial
    }

    /// Pings not answered yet.
    public var unansweredPings: [UInt32] { state.pings }
    /// The serials of every pong received, in order.
    public var pongs: [UInt32] { state.pongs }

    private var liveToplevel: Toplevel? { state.toplevels.last { $0.isAlive } }
}
