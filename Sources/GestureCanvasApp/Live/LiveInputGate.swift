import GestureKit
import WaylandShell

/// What happens to live input before the scene sees it: the kiosk's wake guard may keep it back,
/// and the pointer's cursor follows what is under it.
///
/// It is the live source's part of the session's input filter (``SceneSession/admits``), so a
/// recorded trace holds exactly what the scene saw and replays to the same result.
final class LiveInputGate {
    private unowned let host: SceneHost
    private unowned let shell: ShellWindow
    let cursorPolicy: CursorPolicy
    let wakeGuard: WakeGuard?
    /// The compositor's idle notification, where it offers one (kiosks).
    private var idleWatch: IdleWatch?

    init(host: SceneHost, shell: ShellWindow, kiosk: KioskSettings, now: Double) {
        self.host = host
        self.shell = shell
        let cursorPolicy = CursorPolicy(hidesOnTouch: kiosk.isEnabled && kiosk.hidesCursorOnTouch)
        self.cursorPolicy = cursorPolicy
        host.window.addActionObserver { [unowned cursorPolicy, unowned host, unowned shell] recognizer in
            guard recognizer is HoverGestureRecognizer, let cursor = cursorPolicy.hoverChanged(in: host) else { return }
            shell.cursor = cursor
        }
        guard kiosk.isEnabled else {
            wakeGuard = nil
            return
        }
        let sleepsAfter = kiosk.screenSleepsAfter > 0 ? kiosk.screenSleepsAfter : nil
        // While the kiosk keeps the screen on, it does not sleep for lack of input: no guessing.
        let wakeGuard = WakeGuard(sleepsAfter: kiosk.keepScreenOn ? nil : sleepsAfter, now: now)
        if let sleepsAfter, let watch = shell.display.watchIdle(after: sleepsAfter) {
            wakeGuard.followsCompositor = true
            watch.onChange = { [unowned wakeGuard, unowned host] idle in
                wakeGuard.compositorIdleChanged(idle, at: host.window.scheduler.now)
            }
            idleWatch = watch
        }
        self.wakeGuard = wakeGuard
    }

    /// Whether `event` reaches the scene.
    func admits(_ event: InputEvent, at time: Double) -> Bool {
        guard wakeGuard?.admits(event, at: time) ?? true else { return false }
        if let cursor = cursorPolicy.cursor(after: event, in: host) { shell.cursor = cursor }
        return true
    }
}
