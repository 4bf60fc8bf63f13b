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

    /// `environment` isolated, with a private home and runtime folder and the XDG folders inside
    /// that home, so a compositor reads and writes nothing of the user's.
    static func isolated(_ environment: [String: String], home: String, runtime: String) -> [String: String] {
        var variables = isolated(environment)
        variables["XDG_RUNTIME_DIR"] = runtime
        variables["HOME"] = home
        variables["XDG_CONFIG_HOME"] = "\(home)/.config"
        variables["XDG_DATA_HOME"] = "\(home)/.local/share"
        variables["XDG_CACHE_HOME"] = "\(home)/.cache"
        variables["XDG_STATE_HOME"] = "\(home)/.local/state"
        return variables
    }
}
