/// weston 10 on its headless backend.
///
/// `weston --backend=headless-backend.so --socket=NAME --width=W --height=H --no-config
/// --idle-time=0` with a private `XDG_RUNTIME_DIR` (0700). `--no-config` keeps a developer's
/// weston.ini out; `--idle-time=0` keeps the idle fade and lock from ever taking the screen. The
/// backend renders nothing by default (add `--use-pixman` through `extraArguments` to render);
/// buffers are still taken and released. It has no `wl_seat`.
struct WestonLauncher: Launcher {
    static let socketName = "wayland-weston"

    func plan(in scratch: ScratchDirectory, options: CompositorOptions, environment: [String: String]) throws
        -> LaunchPlan
    {
        let weston = try Requirements.program("weston", package: "weston", for: .weston, environment: environment)
        let version = try Requirements.version(running: [weston], for: .weston, environment: environment)
        let runtime = try scratch.makeDirectory("runtime")
        var variables = SessionVariables.isolated(environment)
        variables["XDG_RUNTIME_DIR"] = runtime
        let command = [
            weston, "--backend=headless-backend.so", "--socket=\(Self.socketName)", "--width=\(options.width)",
            "--height=\(options.height)", "--no-config", "--idle-time=0",
        ]
        return LaunchPlan(
            command: command + options.extraArguments, environment: variables, runtimeDirectory: runtime,
            socket: .named(Self.socketName), version: version)
    }
}
