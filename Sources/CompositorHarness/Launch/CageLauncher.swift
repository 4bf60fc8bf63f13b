/// cage 0.1.4, the kiosk compositor (wlroots 0.15), nested in KWin.
///
/// cage has no headless seat of its own worth testing: it runs on wlroots' Wayland backend as a
/// window of a KWin on its virtual backend, and KWin's injected touch (`KWinFakeInput`) reaches
/// it there and, through it, cage's app. So `Compositor.start(.cage)` starts that KWin (this plan
/// is KWin's, with cage's checks added), and every `launch` starts a cage of its own with the
/// command as its app: `WLR_BACKENDS=wayland WLR_RENDERER=pixman cage -- COMMAND`, as the kiosk
/// runs it (see `Compositor.launchInCage`).
///
/// - cage refuses root: it runs as `HarnessUser`, through `setpriv` as sway does, and its app
///   runs as that user too. That user cannot open KWin's 0700 runtime directory, so cage gets a
///   connected socket as `WAYLAND_SOCKET`, and a runtime directory of its own for its socket.
/// - It opens a 1280 × 720 output, whatever KWin's size, unless KWin resizes its window.
/// - It aborts on SIGTERM (wl_display_terminate's assertion): its app is stopped instead, and
///   cage ends by itself.
/// - It never sends `wl_touch.frame` (fixed upstream after 0.1.4).
struct CageLauncher: Launcher {
    func plan(in scratch: ScratchDirectory, options: CompositorOptions, environment: [String: String]) throws
        -> LaunchPlan
    {
        let cage = try Requirements.program("cage", package: "cage", for: .cage, environment: environment)
        let account = try HarnessUser.unprivilegedAccount(for: .cage, environment: environment)
        var asAccount: [String] = []
        if Account.current.uid != account.uid {
            let setpriv = try Requirements.program(
                "setpriv", package: "util-linux", for: .cage, environment: environment)
            asAccount = [setpriv, "--reuid=\(account.uid)", "--regid=\(account.gid)", "--init-groups", "--"]
        }
        // `-v` (cage has no --version) as the user it will run as: also proves switching works.
        let cageVersion = try Requirements.version(
            running: asAccount + [cage], for: .cage, environment: environment, option: "-v")
        var plan: LaunchPlan
        do {
            plan = try KWinLauncher().plan(in: scratch, options: options, environment: environment)
        } catch let unavailable as CompositorUnavailable {
            throw CompositorUnavailable(.cage, reason: "it runs nested in KWin, which cannot: \(unavailable.reason)")
        }
        plan.nested = NestedCage(program: cage, asAccount: asAccount, account: account)
        plan.version = "\(cageVersion) in \(plan.version)"
        return plan
    }
}

/// What a `.cage` compositor needs to start a cage per client.
struct NestedCage {
    /// cage's absolute path.
    let program: String
    /// `setpriv … --` when the tests are root, else empty.
    let asAccount: [String]
    let account: Account
}
