/// mutter 43 (GNOME's compositor) headless, with a virtual monitor, its own session bus and a
/// PipeWire daemon.
///
/// `sh -c 'dbus-daemon --session --address=unix:path=RUNTIME/bus & pipewire & exec mutter
/// --headless --wayland --no-x11 --virtual-monitor WxH --wayland-display NAME'`: mutter takes its
/// input from D-Bus (`MutterRemoteDesktop`, on that bus), whose sessions need a screen cast, which
/// needs PipeWire ("Failed to create pipewire context" otherwise). `exec` makes mutter the group's
/// leader: SIGTERM goes to it first, and the bus and PipeWire are swept after it.
/// `GSETTINGS_BACKEND=memory` keeps dconf out; `HOME` and the `XDG_*_HOME` folders are in the
/// scratch folder. The seat starts with no capabilities: touch joins it with the first injected
/// touch. About 275 MB installed (zenity pulls WebKitGTK).
struct MutterLauncher: Launcher {
    static let socketName = "wayland-mutter"

    func plan(in scratch: ScratchDirectory, options: CompositorOptions, environment: [String: String]) throws
        -> LaunchPlan
    {
        let mutter = try Requirements.program("mutter", package: "mutter", for: .mutter, environment: environment)
        let bus = try Requirements.program(
            "dbus-daemon", package: "dbus-daemon", for: .mutter, environment: environment)
        let pipewire = try Requirements.program(
            "pipewire", package: "pipewire-bin", for: .mutter, environment: environment)
        let shell = try Requirements.program("sh", package: "dash", for: .mutter, environment: environment)
        let home = try scratch.makeDirectory("home")
        let runtime = try scratch.makeDirectory("runtime")

        var variables = SessionVariables.isolated(environment, home: home, runtime: runtime)
        variables["GSETTINGS_BACKEND"] = "memory"
        let busSocket = "\(runtime)/bus"
        variables["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=\(busSocket)"
        let version = try Requirements.version(running: [mutter], for: .mutter, environment: variables)

        let arguments = [
            "--headless", "--wayland", "--no-x11", "--virtual-monitor", "\(options.width)x\(options.height)",
            "--wayland-display", Self.socketName,
        ]
        // mutter asks for the bus as it starts: the bus must listen first (2 s at most).
        let script = """
            "$1" --session --address="$DBUS_SESSION_BUS_ADDRESS" --nofork --nopidfile &
            i=0; while [ ! -S "\(busSocket)" ] && [ $i -lt 200 ]; do sleep 0.01; i=$((i+1)); done
            "$2" &
            shift 2
            exec "$@"
            """
        return LaunchPlan(
            command: [shell, "-c", script, "mutter-session", bus, pipewire, mutter] + arguments
                + options.extraArguments,
            environment: variables, runtimeDirectory: runtime, socket: .named(Self.socketName), version: version,
            sessionBus: busSocket)
    }
}
