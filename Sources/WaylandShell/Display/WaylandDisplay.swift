internal import CWaylandClient
internal import CWaylandProtocols
import Glibc

/// A connection to a Wayland compositor, with the globals GestureCanvas uses bound.
///
/// Connecting lists the compositor's globals and binds `wl_compositor`, `wl_shm`,
/// `xdg_wm_base`, every `wl_seat` and `wl_output`, and where offered `wl_subcompositor`, `zwp_pointer_gestures_v1`,
/// `zxdg_decoration_manager_v1`, `zwp_input_timestamps_manager_v1`, `wp_viewporter`,
/// `wp_fractional_scale_manager_v1`, `zwp_idle_inhibit_manager_v1`, `ext_idle_notifier_v1` and `wp_presentation`. Seats and outputs may
/// come and go later; the display follows them. Missing window globals are reported when a
/// ``ShellWindow`` is made, so a display can be opened just to ask what the compositor offers.
///
/// ```swift
/// let display = try WaylandDisplay()            // $WAYLAND_DISPLAY
/// print(display.inputDescription)              // "seat0: pointer, keyboard"
/// ```
public final class WaylandDisplay {
    /// The `wl_display`.
    let pointer: OpaquePointer
    /// The clock events and the engine's scheduler run on: seconds since this display connected.
    let timebase: Timebase
    let oddities = OnceLog(logger: shellLog)
    var registry: Registry!

    var compositor: BoundGlobal?
    /// `wl_subcompositor`: pictures the compositor moves over a window (see ``SurfaceLayer``).
    var subcompositor: BoundGlobal?
    var sharedMemory: BoundGlobal?
    var wmBase: WmBase?
    var decorationManager: BoundGlobal?
    var pointerGestures: BoundGlobal?
    var inputTimestamps: BoundGlobal?
    /// `zwp_tablet_manager_v2`: pens and erasers (see `Seat/TabletSeat.swift`).
    var tabletManager: BoundGlobal?
    var viewporter: BoundGlobal?
    var fractionalScaleManager: BoundGlobal?
    var idleInhibitManager: BoundGlobal?
    var idleNotifier: BoundGlobal?
    var presentation: Presentation?
    var outputs: [Output] = []
    var seats: [Seat] = []
    /// Windows by their `wl_surface`, for routing input.
    var windows: [OpaquePointer: WeakWindow] = [:]

    /// Called when a seat gains or loses a device, or a seat comes or goes (for logging; tests
    /// wait on it before injecting touches).
    public var onInputDevicesChange: (() -> Void)?

    /// Connects to the display `name`: a socket name in `XDG_RUNTIME_DIR` or an absolute path;
    /// nil means the connected socket in `$WAYLAND_SOCKET` if set (a compositor starting its
    /// client), else `$WAYLAND_DISPLAY` (and `wayland-0` when that is unset), as libwayland does.
    ///
    /// - Throws: ``ShellError/badWaylandSocket(value:problem:)`` when `WAYLAND_SOCKET` is set but
    ///   names no connected socket; ``ShellError/noDisplay(name:fromEnvironment:reason:)`` when
    ///   nothing answers at the display's name.
    public convenience init(name: String? = nil) throws {
        _ = installLibwaylandLogHandler
        if name == nil, let socket = getenv("WAYLAND_SOCKET").map({ String(cString: $0) }),
            let problem = WaylandSocketVariable.problem(with: socket)
        {
            throw ShellError.badWaylandSocket(value: socket, problem: problem)
        }
        let environment = getenv("WAYLAND_DISPLAY").map { String(cString: $0) }
        guard let display = wl_display_connect(name) else {
            let number = errno
            throw ShellError.noDisplay(
                name: name ?? environment ?? "wayland-0", fromEnvironment: name == nil && environment != nil,
                reason: systemError(number == 0 ? ENOENT : number))
        }
        self.init(connected: display, clock: Self.monotonicNanoseconds)
        try listGlobals()
    }

    /// Connects over an already connected socket (a test compositor's
    /// `makeClientConnection()`); the display owns the descriptor from then on.
    ///
    /// `clock` is CLOCK_MONOTONIC in nanoseconds unless a caller moves time itself: a fuzzer or
    /// a test that drives the app through minutes of long presses and animations in moments
    /// passes a manual clock and pumps the loop with ``EventLoop/runOnce(timeout:)`` (its timers
    /// fire when that clock reaches them; the timerfd, which keeps CLOCK_MONOTONIC, only wakes
    /// a waiting loop).
    ///
    /// ```swift
    /// var nanoseconds = WaylandDisplay.monotonicNanoseconds()
    /// let display = try WaylandDisplay(fileDescriptor: descriptor) { nanoseconds }
    /// nanoseconds += 600_000_000   // a long press later
    /// ```
    public convenience init(fileDescriptor: Int32, clock: @escaping () -> UInt64 = WaylandDisplay.monotonicNanoseconds)
        throws
    {
        _ = installLibwaylandLogHandler
        guard let display = wl_display_connect_to_fd(fileDescriptor) else {
            throw ShellError.noDisplay(
                name: "descriptor \(fileDescriptor)", fromEnvironment: false, reason: systemError(errno))
        }
        self.init(connected: display, clock: clock)
        try listGlobals()
    }

    /// CLOCK_MONOTONIC in nanoseconds: the clock a display runs on unless it is given another.
    public static func monotonicNanoseconds() -> UInt64 {
        Timebase.monotonicNanoseconds()
    }

    private init(connected display: OpaquePointer, clock: @escaping () -> UInt64) {
        timebase = Timebase(readClock: clock)
        pointer = display
        registry = Registry(display: display)
        registry.onGlobal = { [unowned self] in bindIfUseful($0) }
        registry.onGlobalRemoved = { [unowned self] in forget($0) }
    }

    /// Waits for the globals (binding them as they are listed), then for what the new objects
    /// announce at once: output scales, seat capabilities. Both within
    /// ``connectionDeadline``. On failure `deinit` cleans up.
    private func listGlobals() throws {
        let deadline = timebase.now + Self.connectionDeadline
        for _ in 0..<2 {
            try roundtrip(before: deadline, allowing: Self.connectionDeadline)
        }
        shellLog.debug("connected: \(registry.globals.count) globals; \(inputDescription)")
    }

    deinit {
        releaseObjects()
        wl_display_flush(pointer)
        wl_display_disconnect(pointer)
    }

    /// Destroys every proxy, devices first, while the connection still exists.
    private func releaseObjects() {
        seats.removeAll()
        outputs.removeAll()
        presentation = nil
        idleNotifier = nil
        idleInhibitManager = nil
        fractionalScaleManager = nil
        viewporter = nil
        pointerGestures = nil
        inputTimestamps = nil
        tabletManager = nil
        decorationManager = nil
        wmBase = nil
        sharedMemory = nil
        subcompositor = nil
        compositor = nil
        registry = nil
    }

    /// What the seats offer, for logging: `seat0: touch, pointer, keyboard; touchpad gestures`.
    public var inputDescription: String {
        guard !seats.isEmpty else { return "no seat" }
        var text = seats.map(\.description).joined(separator: "; ")
        if pointerGestures != nil { text += "; touchpad gestures" }
        if inputTimestamps != nil { text += "; nanosecond touch timestamps" }
        if tabletManager != nil { text += "; pens (tablet-v2)" }
        return text
    }

    /// The windows open on this display.
    var liveWindows: [ShellWindow] { windows.values.compactMap(\.window) }

    /// The window whose surface is `surface`; nil for a surface that is not ours, or NULL.
    func inputTarget(for surface: OpaquePointer?) -> InputTarget? {
        surface.flatMap { windows[$0]?.window }
    }

    /// An event's millisecond time on the loop's timebase; the time of receipt when the
    /// compositor's clock is not CLOCK_MONOTONIC.
    func eventTime(milliseconds: UInt32) -> Double {
        if let time = timebase.time(ofMilliseconds: milliseconds) { return time }
        noteForeignClock()
        return timebase.now
    }

    /// A nanosecond timestamp on the loop's timebase, or the time of receipt.
    func eventTime(nanoseconds: UInt64) -> Double {
        if let time = timebase.time(ofNanoseconds: nanoseconds) { return time }
        noteForeignClock()
        return timebase.now
    }

    /// Normal under KWin's fake input and nested sessions, so said once, for `--verbose` only.
    /// (Their stamps' spacing is not used: some such clocks stand still between events.)
    private func noteForeignClock() {
        oddities.inform(
            "foreign-clock",
            "the compositor stamps input with its own clock rather than CLOCK_MONOTONIC (KWin's fake input and "
                + "nested sessions do): gestures are timed by when each event arrives instead, which works the same")
    }
}

/// A window the display routes input to, held weakly: the app owns its windows.
struct WeakWindow {
    weak var window: ShellWindow?
}
