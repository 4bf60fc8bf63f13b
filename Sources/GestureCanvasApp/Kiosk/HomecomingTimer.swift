import GestureKit

/// Attract mode: after ``delay`` seconds without input the scene's photos go back home, so the
/// next visitor finds the kiosk as it was meant to look. A finger resting on the screen puts it off.
final class HomecomingTimer {
    let delay: Double
    private unowned let host: SceneHost
    private var timer: ScheduledTimer?

    init(delay: Double, host: SceneHost) {
        self.delay = delay
        self.host = host
    }

    /// Input arrived: the wait starts again.
    func restart() {
        timer?.cancel()
        guard delay > 0 else { return }
        timer = host.window.scheduler.schedule(after: delay) { [weak self] in self?.fire() }
    }

    private func fire() {
        timer = nil
        guard host.window.activeTouches.isEmpty else {
            restart()
            return
        }
        host.scene.returnHome()
    }
}
