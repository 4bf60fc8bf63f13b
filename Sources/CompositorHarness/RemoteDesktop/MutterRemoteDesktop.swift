import HostSystem

/// Real input injected into a running mutter through its D-Bus remote-desktop API, on the
/// compositor's own session bus (`Compositor.sessionBusSocket`).
///
/// ```swift
/// let mutter = try Compositor.start(.mutter, options: CompositorOptions(width: 1280, height: 800))
/// let input = try MutterRemoteDesktop(compositor: mutter)  // a session, started; touch joins the seat
/// try input.touchDown(0, x: 100, y: 100)
/// try input.touchUp(0)
/// ```
///
/// What mutter 43 does with it, found on these machines:
/// - A remote-desktop session needs a screen-cast session beside it
///   (`ScreenCast.CreateSession({"remote-desktop-session-id": id})`, `RecordMonitor`) whose
///   stream is what coordinates are relative to: the monitor's pixels from its top-left corner.
///   `Start` fails without PipeWire, which `Compositor.start(.mutter)` runs.
/// - The session ends when the D-Bus connection that created it closes, and mutter refuses calls
///   on it from other connections: this type keeps one connection for its whole life.
/// - Virtual devices are created by the first event of each kind, and that first event reaches
///   no client. `init` sends a throwaway touch off the monitor, after which the seat has touch;
///   a client binds `wl_touch` only then (`waitUntilTouchIsBound(by:)`).
/// - mutter sends a `wl_touch.frame` after each finger's event (there is no frame request): two
///   fingers moving together reach a client as two frames.
/// - Touch slots are this client's choice, unique among the fingers down.
public final class MutterRemoteDesktop {
    private let bus: DBusConnection
    /// The remote-desktop session's object path.
    public let sessionPath: String
    /// The screen-cast stream (the monitor) coordinates are relative to.
    public let streamPath: String

    static let remoteDesktop = "org.gnome.Mutter.RemoteDesktop"
    static let screenCast = "org.gnome.Mutter.ScreenCast"

    /// Connects to the compositor's session bus, creates and starts a session on its monitor, and
    /// sends the throwaway touch. mutter registers its D-Bus names just after its Wayland socket
    /// accepts: this waits up to `timeout` for them.
    public init(compositor: Compositor, timeout: Duration = .seconds(10)) throws {
        guard let socket = compositor.sessionBusSocket else {
            throw DBusError(name: "unsupported", message: "\(compositor.kind) has no session bus of its own")
        }
        bus = try DBusConnection(socketPath: socket)
        let deadline = Deadline(after: timeout)
        var created: String?
        while created == nil {
            do {
                created = try bus.call(
                    destination: Self.remoteDesktop, path: "/org/gnome/Mutter/RemoteDesktop",
                    interface: Self.remoteDesktop, member: "CreateSession")
            } catch let error as DBusError where error.name == "org.freedesktop.DBus.Error.ServiceUnknown" {
                if deadline.hasPassed { throw error }
                Deadline.pause()
            }
        }
        guard let session = created else { throw DBusError(name: "reply", message: "CreateSession gave no path") }
        sessionPath = session
        let id = try bus.call(
            destination: Self.remoteDesktop, path: session, interface: "org.freedesktop.DBus.Properties",
            member: "Get", [.string("\(Self.remoteDesktop).Session"), .string("SessionId")])
        let screenCast = try bus.call(
            destination: Self.screenCast, path: "/org/gnome/Mutter/ScreenCast", interface: Self.screenCast,
            member: "CreateSession", [.stringDictionary([("remote-desktop-session-id", id ?? "")])])
        let stream = try bus.call(
            destination: Self.screenCast, path: screenCast ?? "", interface: "\(Self.screenCast).Session",
            member: "RecordMonitor", [.string(""), .stringDictionary([])])
        guard let stream else { throw DBusError(name: "reply", message: "RecordMonitor gave no stream") }
        streamPath = stream
        try call("Start")
        // The touchscreen device appears with the first touch, which reaches no client; for a
        // moment after, touches are lost or land off their points (found on these machines: a
        // whole first drag lost, or its first points pulled towards the corner). Two throwaway
        // touches a while apart, in the corner, settle it before any client has `wl_touch`.
        for _ in 0..<2 {
            try touchDown(0, x: 1, y: 1)
            for _ in 0..<5 {
                KWinFakeInput.sleep(.milliseconds(16))
                try touchMotion(0, x: 1, y: 1)
            }
            try touchUp(0)
            KWinFakeInput.sleep(.milliseconds(150))
        }
    }

    deinit {
        try? call("Stop")
    }

    // MARK: Touch

    /// A finger lands at `x`, `y` (the monitor's pixels).
    public func touchDown(_ slot: UInt32, x: Double, y: Double) throws {
        try call("NotifyTouchDown", [.string(streamPath), .uint32(slot), .double(x), .double(y)])
    }

    /// Finger `slot` moves to `x`, `y`.
    public func touchMotion(_ slot: UInt32, x: Double, y: Double) throws {
        try call("NotifyTouchMotion", [.string(streamPath), .uint32(slot), .double(x), .double(y)])
    }

    /// Several fingers move at once: the calls go in one write, and mutter handles them in one
    /// turn of its main loop, as it would one hardware frame of a touchscreen.
    public func touchMotions(_ motions: [(slot: UInt32, x: Double, y: Double)]) throws {
        try bus.callTogether(
            destination: Self.remoteDesktop, path: sessionPath, interface: "\(Self.remoteDesktop).Session",
            motions.map {
                ("NotifyTouchMotion", [.string(streamPath), .uint32($0.slot), .double($0.x), .double($0.y)])
            })
    }

    /// Finger `slot` lifts.
    public func touchUp(_ slot: UInt32) throws {
        try call("NotifyTouchUp", [.uint32(slot)])
    }

    /// Calls a method of the session; returns once mutter has handled it.
    private func call(_ member: String, _ arguments: [DBusValue] = []) throws {
        try bus.call(
            destination: Self.remoteDesktop, path: sessionPath, interface: "\(Self.remoteDesktop).Session",
            member: member, arguments)
    }
}
