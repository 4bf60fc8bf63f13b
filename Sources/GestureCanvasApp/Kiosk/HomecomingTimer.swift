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

    /// Input arrived at `time`: the wait starts again from then. Timed from the event, not from
    /// the clock, so a replay of the recorded input brings the photos home at the same moment.
    func restart(at time: Double) {
        timer?.cancel()
        guard delay > 0 else { return }
        let scheduler = host.window.scheduler
        timer = scheduler.schedule(after: max(0, time + delay - scheduler.now)) { [weak self] in self?.fire() }
    }

    /// Whether `event` is input that puts the homecoming off (what a person does, not the time
    /// passing or the window changing).
    static func restarts(on event: InputEvent) -> Bool {
        switch event {
        case .idle, .inputLost, .resize, .scale, .displayFrame, .touchDeviceFrame, .inputBatchEnded: false
        default: true
        }
    }

    private func fire() {
        timer = nil
        guard host.window.activeTouches.isEmpty else {
            restart(at: host.window.scheduler.now)
            return
        }
        host.scene.returnHome()
    }
}
