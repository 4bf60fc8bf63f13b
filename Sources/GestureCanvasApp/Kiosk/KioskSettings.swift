/// How the app behaves as a kiosk (`run --kiosk`, or `[kiosk]` in the scene file). The defaults
/// are what an unattended touch screen in a public place wants.
public struct KioskSettings: Equatable, Sendable {
    /// Whether kiosk mode is on: full screen, no way out but ``quitChord``.
    public var isEnabled = false
    /// The only way to quit: by default Ctrl+Alt+Shift+Q, which nobody presses by accident.
    public var quitChord = KeyChord.defaultQuit
    /// Keep the screen from dimming or blanking (`zwp_idle_inhibit_manager_v1`).
    public var keepScreenOn = true
    /// Seconds without input after which the images go back home; 0: never. A scene file may
    /// set 0…86400 (``SceneFileRanges``), so the timer's deadline stays where the clock is exact.
    public var resetAfter = 60.0
    /// Seconds without input after which the screen is taken to be dimmed or blank, so the next
    /// touch only wakes it (set it to the compositor's own blanking timeout); 0: never. A scene
    /// file may set 0…86400, well inside the compositor's 32-bit millisecond idle timeout.
    public var screenSleepsAfter = 600.0
    /// Hide the pointer while people use touch; it comes back when the mouse moves.
    public var hidesCursorOnTouch = true
    /// Show the bar of scene tabs along the bottom.
    public var showsSceneSwitcher = false
    /// The output to be full screen on, by the name the compositor gives it (`HDMI-A-1`,
    /// `wl_output.name`); nil: the one the compositor picks.
    public var output: String?
    /// How far the content is turned on the window, clockwise (`rotation` in the scene file, in
    /// `[kiosk]` or at its top; it applies outside kiosk mode too).
    public var rotation = ContentRotation.none

    public init() {}
}
