/// KWin 5.27 on its virtual backend, under its own session bus.
///
/// `dbus-run-session -- kwin_wayland --virtual --socket S --width W --height H --no-lockscreen
/// --no-global-shortcuts --no-kactivities` with
/// - `KWIN_COMPOSE=Q`: QPainter compositing, no OpenGL needed (the default, OpenGL on software
///   rendering, also works; override it through `CompositorOptions.environment`);
/// - `KWIN_WAYLAND_NO_PERMISSION_CHECKS=1`: any client may bind restricted globals, among them
///   `org_kde_kwin_fake_input`, which `KWinFakeInput` injects input through;
/// - `QT_QPA_PLATFORM=wayland-org.kde.kwin.qpa`: KWin's own Qt platform plugin;
/// - `HOME` and the `XDG_*_HOME` folders inside the scratch folder: KWin writes kwinrc and
///   kglobalshortcutsrc, which must neither come from nor land in the user's home.
///
/// Debian installs /usr/bin/kwin_wayland with file capabilities (`cap_sys_resource=ep`); a
/// sandbox whose bounding set lacks that capability refuses to execute it (EPERM). A plain copy
/// carries no capabilities and runs; it must still be called `kwin_wayland`, or KWin's platform
/// plugin refuses to load. So the harness runs a copy in the scratch folder's `bin/`.
struct KWinLauncher: Launcher {
    static let socketName = "wayland-kwin"

    func plan(in scratch: ScratchDirectory, options: CompositorOptions, environment: [String: String]) throws
        -> LaunchPlan
    {
        let installed = try Requirements.program(
            "kwin_wayland", package: "kwin-wayland", for: .kwin, environment: environment)
        let session = try Requirements.program(
            "dbus-run-session", package: "dbus-daemon", for: .kwin, environment: environment)
        _ = try scratch.makeDirectory("bin", mode: 0o755)
        let kwin = try scratch.copyExecutable(installed, to: "bin/kwin_wayland")
        let home = try scratch.makeDirectory("home")
        let runtime = try scratch.makeDirectory("runtime")

        var variables = SessionVariables.isolated(environment, home: home, runtime: runtime)
        variables["KWIN_COMPOSE"] = "Q"
        variables["KWIN_WAYLAND_NO_PERMISSION_CHECKS"] = "1"
        variables["QT_QPA_PLATFORM"] = "wayland-org.kde.kwin.qpa"
        let version = try Requirements.version(running: [kwin], for: .kwin, environment: variables)

        // Nested in a parent display (its Wayland backend), or on the virtual framebuffer.
        var backend = ["--virtual"]
        if let parent = options.parentDisplay {
            backend = ["--wayland-display", parent]
            variables["WAYLAND_DISPLAY"] = parent
        }
        let command =
            [session, "--", kwin] + backend + [
                "--socket", Self.socketName, "--width", "\(options.width)", "--height", "\(options.height)",
                "--no-lockscreen", "--no-global-shortcuts", "--no-kactivities",
            ]
        return LaunchPlan(
            command: command + options.extraArguments, environment: variables, runtimeDirectory: runtime,
            socket: .named(Self.socketName), version: version, quitsFirst: "kwin_wayland")
    }
}
