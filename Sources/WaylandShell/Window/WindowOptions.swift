import GestureKit

/// How a ``ShellWindow`` starts.
///
/// ```swift
/// let options = WindowOptions(title: "GestureCanvas — photos", size: Size(width: 1024, height: 768), fullscreen: kiosk)
/// ```
public struct WindowOptions: Sendable {
    /// The title bar's text (`xdg_toplevel.set_title`).
    public var title: String
    /// The desktop file's name, which compositors use for the icon and grouping.
    public var appID: String
    /// The logical size when the compositor lets the client choose (a 0 × 0 configure).
    public var size: Size
    /// Ask for fullscreen before the window first shows (kiosks).
    public var fullscreen: Bool

    public init(
        title: String = "GestureCanvas", appID: String = "org.gesturecanvas.GestureCanvas",
        size: Size = Size(width: 1024, height: 768), fullscreen: Bool = false
    ) {
        self.title = title
        self.appID = appID
        self.size = size
        self.fullscreen = fullscreen
    }
}
