/// How a compositor is started.
///
/// ```swift
/// var options = CompositorOptions(width: 1280, height: 800)
/// options.environment["KWIN_COMPOSE"] = "O2"  // KWin: OpenGL on software rendering instead of QPainter
/// ```
public struct CompositorOptions: Sendable {
    /// The output's size in pixels (scale 1).
    public var width: Int
    public var height: Int
    /// How long start-up may take before it counts as failed. Measured here: weston and KWin have
    /// their socket in about 0.25 s, sway in 0.3 s; the margin is for a loaded two-core CI machine.
    public var startTimeout: Duration = .seconds(20)
    /// How long the compositor gets to exit after SIGTERM before SIGKILL.
    public var stopGrace: Duration = .seconds(5)
    /// The longest the compositor may live: a watchdog process ends it after this even if the
    /// test process died without stopping it.
    public var lifetime: Duration = .seconds(600)
    /// Variables added to (or replacing) the compositor's environment.
    public var environment: [String: String] = [:]
    /// Arguments appended to the compositor's command line (e.g. weston's `--use-pixman`).
    public var extraArguments: [String] = []
    /// KWin and sway: run nested, as a window of this Wayland display (a socket path), on their
    /// Wayland backends instead of a virtual or headless one. The parent's pointer, touchpad
    /// gestures (`zwp_pointer_gestures_v1`, KWin), pens (tablet-v2, sway) and keys then reach the
    /// nested compositor's own clients. The parent must be dispatched while it starts and runs.
    public var parentDisplay: String?

    public init(width: Int = 1280, height: Int = 800) {
        self.width = width
        self.height = height
    }
}
