/// Keeps compositors and clients under test apart from the session the tests run in.
enum SessionVariables {
    /// Variables that point a process at the surrounding desktop: its display, its session bus,
    /// its sway, its Qt platform, libwayland's debug log. Under a desktop session these would
    /// send a client to the wrong compositor or a KWin to the user's bus.
    static let desktopSession: Set<String> = [
        "WAYLAND_DISPLAY", "WAYLAND_SOCKET", "WAYLAND_DEBUG", "DISPLAY", "XDG_RUNTIME_DIR",
        "DBUS_SESSION_BUS_ADDRESS", "SWAYSOCK", "I3SOCK", "QT_QPA_PLATFORM", "XDG_SESSION_TYPE",
        "XDG_CURRENT_DESKTOP", "XDG_SESSION_DESKTOP", "KDE_FULL_SESSION",
    ]

    /// `environment` without the desktop session's variables.
    static func isolated(_ environment: [String: String]) -> [String: String] {
        environment.filter { !desktopSession.contains($0.key) }
    }
}
