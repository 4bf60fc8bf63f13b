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

    public var description: String {
        switch self {
        case .weston: "weston (headless backend)"
        case .sway: "sway (headless backend)"
        case .kwin: "KWin (virtual backend)"
        }
    }

    var launcher: any Launcher {
        switch self {
        case .weston: WestonLauncher()
        case .sway: SwayLauncher()
        case .kwin: KWinLauncher()
        }
    }
}
