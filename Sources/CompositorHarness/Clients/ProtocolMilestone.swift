/// A point a Wayland client reaches that its protocol log shows, to wait for before acting.
///
/// A client launched with `protocolLog: true` runs with `WAYLAND_DEBUG=client`: libwayland
/// prints every request it sends (`[  1234.567]  -> wl_seat@7.get_touch(new id wl_touch@25)`)
/// and every event it receives (`[  1234.567] wl_seat@7.capabilities(7)`) to stderr. That works
/// for any libwayland client and any compositor, with nothing added to the client.
///
/// ```swift
/// let app = try kwin.launch([appPath, "run", "--fullscreen"], protocolLog: true)
/// let input = try KWinFakeInput(compositor: kwin)  // the fake touch device joins the seat
/// try app.wait(for: .touchBound, timeout: .seconds(10))
/// ```
public struct ProtocolMilestone: Sendable, CustomStringConvertible {
    public let description: String
    private let matches: @Sendable (String) -> Bool

    /// A milestone reached when a protocol-log line satisfies `matches`.
    public init(_ description: String, matches: @escaping @Sendable (String) -> Bool) {
        self.description = description
        self.matches = matches
    }

    func isReached(by line: String) -> Bool { matches(line) }

    /// The client sent `request` on an object of `interface` (e.g. `wl_seat`, `get_touch`).
    public static func request(_ interface: String, _ request: String) -> ProtocolMilestone {
        ProtocolMilestone("sent \(interface).\(request)") { line in
            line.contains(" -> \(interface)@") && line.contains(".\(request)(")
        }
    }

    /// The client received `event` on an object of `interface` (e.g. `xdg_toplevel`, `configure`).
    public static func event(_ interface: String, _ event: String) -> ProtocolMilestone {
        ProtocolMilestone("received \(interface).\(event)") { line in
            !line.contains(" -> ") && line.contains("] \(interface)@") && line.contains(".\(event)(")
        }
    }

    /// The client asked for `wl_touch`: it now hears touches (KWin's seat gains touch only while
    /// a `KWinFakeInput` is connected, so connect that first).
    public static let touchBound = request("wl_seat", "get_touch")
    /// The client asked for `wl_pointer`.
    public static let pointerBound = request("wl_seat", "get_pointer")
    /// The client asked for `wl_keyboard`.
    public static let keyboardBound = request("wl_seat", "get_keyboard")
    /// The compositor configured the client's toplevel window.
    public static let toplevelConfigured = event("xdg_toplevel", "configure")
    /// The client attached a buffer to a surface: it drew something.
    public static let bufferAttached = ProtocolMilestone("attached a buffer") { line in
        line.contains(" -> wl_surface@") && line.contains(".attach(wl_buffer@")
    }
    /// The client's surface entered an output: the compositor shows it. Compositors send
    /// `wl_surface.enter` only for outputs the client has bound, so this suits clients that bind
    /// `wl_output` (the app does; weston's demo clients do not: wait for `bufferAttached` there).
    public static let surfaceShown = event("wl_surface", "enter")
}
