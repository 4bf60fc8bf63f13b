/// The real compositors the harness can run headless.
public enum CompositorKind: String, Sendable, CaseIterable, CustomStringConvertible {
    /// weston's headless backend (package weston): the reference compositor. It has no `wl_seat`.
    case weston
    /// sway's headless backend (package sway): wlroots, which kiosk compositors such as cage are
    /// built on. Runs as an unprivileged user; its seat has no devices.
    case sway
    /// KWin's virtual backend (package kwin-wayland), with touch, pointer and keys injected
    /// through `KWinFakeInput`.
    case kwin
    /// cage 0.1.4 (package cage), the kiosk compositor, nested in KWin: the compositor started is
    /// KWin, and each client runs as the app of a cage of its own (`Compositor.launch`), with
    /// touch injected into KWin through `KWinFakeInput`. Runs as an unprivileged user.
    case cage
    /// mutter 43 (package mutter) headless, with a virtual monitor, its own session bus and
    /// PipeWire; touch, pointer and keys injected through `MutterRemoteDesktop` on that bus.
    case mutter

    public var description: String {
        switch self {
        case .weston: "weston (headless backend)"
        case .sway: "sway (headless backend)"
        case .kwin: "KWin (virtual backend)"
        case .cage: "cage (nested in KWin)"
        case .mutter: "mutter (headless)"
        }
    }

    var launcher: any Launcher {
        switch self {
        case .weston: WestonLauncher()
        case .sway: SwayLauncher()
        case .kwin: KWinLauncher()
        case .cage: CageLauncher()
        case .mutter: MutterLauncher()
        }
    }
}
