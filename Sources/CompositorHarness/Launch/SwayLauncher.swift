/// sway 1.7 on wlroots' headless backend, as an unprivileged user.
///
/// `WLR_BACKENDS=headless WLR_RENDERER=pixman WLR_LIBINPUT_NO_DEVICES=1 sway -c CONFIG`. sway
/// refuses to run as root, so when the tests are root it runs as `HarnessUser` through
/// `setpriv --reuid --regid --init-groups` (util-linux), with a runtime directory (0700) and
/// `HOME` owned by that user. Clients running as root still connect: root's `CAP_DAC_OVERRIDE`
/// passes the 0700 folder and the socket's 0755 mode.
///
/// sway names its socket itself (`wayland-1` in an empty runtime directory; 1.7 has no option
/// for it). The config's last line runs once sway is up and writes `$WAYLAND_DISPLAY`, which sway
/// sets for the commands it starts, into a file: the name and the "ready" signal in one.
struct SwayLauncher: Launcher {
    func plan(in scratch: ScratchDirectory, options: CompositorOptions, environment: [String: String]) throws
        -> LaunchPlan
    {
        let sway = try Requirements.program("sway", package: "sway", for: .sway, environment: environment)
        let account = try HarnessUser.unprivilegedAccount(for: .sway, environment: environment)
        var asAccount: [String] = []
        if Account.current.uid != account.uid {
            let setpriv = try Requirements.program(
                "setpriv", package: "util-linux", for: .sway, environment: environment)
            asAccount = [
                setpriv, "--reuid=\(account.uid)", "--regid=\(account.gid)", "--init-groups", "--",
            ]
        }
        // --version as the user it will run as: also proves that switching users works here.
        let version = try Requirements.version(running: asAccount + [sway], for: .sway, environment: environment)
        let runtime = try scratch.makeDirectory("runtime", owner: account)
        let announcement = "\(runtime)/socket-name"
        let config = try scratch.write(
            Self.config(options: options, announcingTo: announcement), to: "runtime/config", owner: account)

        var variables = SessionVariables.isolated(environment)
        variables["XDG_RUNTIME_DIR"] = runtime
        variables["HOME"] = runtime
        variables["USER"] = account.name
        variables["LOGNAME"] = account.name
        variables["WLR_BACKENDS"] = "headless"
        variables["WLR_RENDERER"] = "pixman"
        variables["WLR_LIBINPUT_NO_DEVICES"] = "1"
        var plan = LaunchPlan(
            command: asAccount + [sway, "-c", config] + options.extraArguments, environment: variables,
            runtimeDirectory: runtime, socket: .announced(inFile: announcement), version: version)
        if let parent = options.parentDisplay {
            // Nested: a window of the parent (wlroots' Wayland backend, which also takes the
            // parent's tablet-v2 pens), connected through a socket handed over.
            plan.environment["WLR_BACKENDS"] = "wayland"
            plan.environment["WAYLAND_SOCKET"] = "\(ChildProcess.passedDescriptor)"
            plan.parentSocket = parent
        }
        return plan
    }

    /// The smallest config: the output's size, no Xwayland (it would want /tmp/.X11-unix), no bar
    /// or wallpaper helpers, and the announcement. `mv` makes the file appear whole.
    static func config(options: CompositorOptions, announcingTo file: String) -> String {
        """
        # Written by the GestureCanvas test harness (Sources/CompositorHarness).
        output * mode \(options.width)x\(options.height)
        xwayland disable
        exec sh -c 'printf %s "$WAYLAND_DISPLAY" > \(file).partial && mv \(file).partial \(file)'

        """
    }
}
