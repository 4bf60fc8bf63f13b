import CKWinFakeInput
import CWaylandClient

/// Real input injected into a running KWin through its `org_kde_kwin_fake_input` protocol
/// (version 4, plasma-wayland-protocols): touches, absolute and relative pointer motion,
/// buttons, scrolling and keys. KWin handles them as if they came from a device, so the client
/// under test receives ordinary `wl_touch`, `wl_pointer` and `wl_keyboard` events.
///
/// ```swift
/// let input = try KWinFakeInput(compositor: kwin)   // authenticates; the seat gains touch
/// try input.touchDown(0, x: 100, y: 100)
/// try input.touchFrame()
/// try input.touchUp(0)
/// try input.touchFrame()
/// try input.sync()                                   // KWin has handled all of it
/// ```
///
/// What KWin 5.27 does with it, found on these machines:
/// - The global is restricted: KWin offers it only with `KWIN_WAYLAND_NO_PERMISSION_CHECKS=1`
///   (`Compositor.start(.kwin)` sets it).
/// - A fake device joins the seat when this client authenticates and leaves when it disconnects:
///   the seat's capabilities change then, and a client binds `wl_touch` only afterwards. Create
///   this before waiting for a client's `ProtocolMilestone.touchBound`, and keep it alive.
/// - Coordinates are global (the output's pixels from its top-left corner), not surface-local:
///   run the client fullscreen so that the two coincide.
/// - Touch ids are this client's choice, unique among the fingers down; KWin maps them to the
///   ids its `wl_touch` sends. Nothing is delivered before `touchFrame()`.
public final class KWinFakeInput {
    public static let interfaceName = "org_kde_kwin_fake_input"
    /// The version whose requests this type sends: 2 added touch, 3 absolute motion, 4 keys.
    public static let newestVersion: UInt32 = 4

    public let connection: WaylandConnection
    /// The version bound: `min(advertised, newestVersion)`.
    public let version: UInt32
    private let proxy: OpaquePointer

    /// Connects to the compositor at `socketPath`, binds the fake-input global and authenticates
    /// (KWin shows `application` and `reason` where it asks a user; with permission checks off it
    /// grants at once). Returns once KWin has handled the authentication.
    public init(
        socketPath: String, application: String = "GestureCanvas tests",
        reason: String = "inject touches into the client under test", timeout: Duration = .seconds(5)
    ) throws {
        connection = try WaylandConnection(socketPath: socketPath, timeout: timeout)
        (proxy, version) = try connection.bind(
            Self.interfaceName, interface: gc_org_kde_kwin_fake_input_interface(), upTo: Self.newestVersion)
        org_kde_kwin_fake_input_authenticate(proxy, application, reason)
        try connection.roundtrip(timeout: timeout)
    }

    /// Connects to a running compositor of the harness (it must be `.kwin`).
    public convenience init(compositor: Compositor, timeout: Duration = .seconds(5)) throws {
        try self.init(socketPath: compositor.socketPath, timeout: timeout)
    }

    deinit {
        // The protocol has no destructor request; disconnecting (the connection's deinit) is what
        // removes the device from KWin's seat.
        wl_proxy_destroy(proxy)
    }

    // MARK: Touch (version 2)

    /// A finger lands at global `x`, `y`.
    public func touchDown(_ id: UInt32, x: Double, y: Double) throws {
        try require(2, "touch_down")
        org_kde_kwin_fake_input_touch_down(proxy, id, wl_fixed_from_double(x), wl_fixed_from_double(y))
    }

    /// Finger `id` moves to global `x`, `y`.
    public func touchMotion(_ id: UInt32, x: Double, y: Double) throws {
        try require(2, "touch_motion")
        org_kde_kwin_fake_input_touch_motion(proxy, id, wl_fixed_from_double(x), wl_fixed_from_double(y))
    }

    /// Finger `id` lifts.
    public func touchUp(_ id: UInt32) throws {
        try require(2, "touch_up")
        org_kde_kwin_fake_input_touch_up(proxy, id)
    }

    /// Closes a group of touch changes: KWin delivers them (with `wl_touch.frame`) now.
    public func touchFrame() throws {
        try require(2, "touch_frame")
        org_kde_kwin_fake_input_touch_frame(proxy)
    }

    /// Cancels every finger down: clients get `wl_touch.cancel`.
    public func touchCancel() throws {
        try require(2, "touch_cancel")
        org_kde_kwin_fake_input_touch_cancel(proxy)
    }

    // MARK: Pointer and keys

    /// Moves the pointer by `dx`, `dy`.
    public func movePointer(byX dx: Double, y dy: Double) {
        org_kde_kwin_fake_input_pointer_motion(proxy, wl_fixed_from_double(dx), wl_fixed_from_double(dy))
    }

    /// Moves the pointer to global `x`, `y` (version 3).
    public func movePointer(toX x: Double, y: Double) throws {
        try require(3, "pointer_motion_absolute")
        org_kde_kwin_fake_input_pointer_motion_absolute(proxy, wl_fixed_from_double(x), wl_fixed_from_double(y))
    }

    /// Presses or releases a pointer button.
    public func button(_ button: PointerButton, _ state: InputState) {
        org_kde_kwin_fake_input_button(proxy, button.code, state.rawValue)
    }

    /// Scrolls by `value` along `axis`, in the units of `wl_pointer.axis` (positive: down or right).
    public func axis(_ axis: ScrollAxis, by value: Double) {
        org_kde_kwin_fake_input_axis(proxy, axis.rawValue, wl_fixed_from_double(value))
    }

    /// Presses or releases the key with Linux input code `code` (`KEY_ESC` is 1; see
    /// linux/input-event-codes.h): what `wl_keyboard.key` carries (version 4).
    public func key(_ code: UInt32, _ state: InputState) throws {
        try require(4, "keyboard_key")
        org_kde_kwin_fake_input_keyboard_key(proxy, code, state.rawValue)
    }

    // MARK: Sending

    /// Sends what is queued without waiting.
    public func flush() throws {
        try connection.flush()
    }

    /// Sends what is queued and waits until KWin has handled it (and so has sent the resulting
    /// events to the client under test).
    public func sync(timeout: Duration = .seconds(5)) throws {
        try connection.roundtrip(timeout: timeout)
    }

    private func require(_ needed: UInt32, _ request: String) throws {
        guard version >= needed else {
            throw FakeInputError.requestNeedsNewerVersion(request: request, needs: needed, bound: version)
        }
    }
}
