import GestureKit

/// How a ``ShellWindow`` starts.
///
/// ```swift
/// let options = WindowOptions(title: "Sticky notes", size: Size(width: 1024, height: 768), fullscreen: kiosk)
/// ```
///
/// A window whose options name no title or app ID takes the program's own name for both
/// (``programName``), as GTK does: never this library's.
public struct WindowOptions: Sendable {
    /// The title bar's text (`xdg_toplevel.set_title`); the program's name unless given.
    public var title: String
    /// The desktop file's name, which compositors use for the icon and grouping
    /// (`xdg_toplevel.set_app_id`); the program's name unless given.
    public var appID: String
    /// The logical size when the compositor lets the client choose (a 0 × 0 configure).
    public var size: Size
    /// Ask for fullscreen before the window first shows (kiosks).
    public var fullscreen: Bool
    /// The output to be full screen on, by its `wl_output.name` (`HDMI-A-1`, version 4 of the
    /// interface); nil lets the compositor pick. While no output has that name the compositor
    /// picks, and the window asks again for the named one when it appears.
    public var fullscreenOutput: String?
    /// Whether ``size`` is only a default the user did not ask for: the first size the window
    /// chooses is then at most the room the compositor offers — its `configure_bounds`
    /// (xdg_toplevel version 4), or else the smallest output minus ``screenMargin`` on each axis,
    /// so a panel (weston's is 32 px) and a title bar leave the whole window visible.
    public var fitsSizeToScreen = false
    /// Whether the compositor's request to close the window (Alt+F4, a title bar's button) is
    /// ignored, as a kiosk's is: the program then ends by its own means.
    public var ignoresCloseRequests = false
    /// Points left free on each axis of an output when there are no bounds: weston's 32 px
    /// panel plus room for a title bar.
    public static let screenMargin = 64.0

    /// Options for a window titled `title` of `size` points (1024 × 768 unless given), fullscreen if
    /// asked; `appID` names the desktop file. Title and app ID are the program's name unless given.
    public init(
        title: String = WindowOptions.programName, appID: String = WindowOptions.programName,
        size: Size = Size(width: 1024, height: 768), fullscreen: Bool = false
    ) {
        self.title = title
        self.appID = appID
        self.size = size
        self.fullscreen = fullscreen
    }

    /// The running program's file name, `sticky-notes` for `/usr/local/bin/sticky-notes`: what a
    /// window is called and grouped by unless its options say otherwise.
    public static var programName: String {
        let path = CommandLine.arguments.first ?? ""
        let name = path.split(separator: "/").last.map(String.init) ?? ""
        return name.isEmpty ? "wayland-app" : name
    }
}
