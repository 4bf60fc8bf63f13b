import GestureKit

/// Keeps the touch that wakes a sleeping or dimmed kiosk screen from doing anything else:
/// people tap a dark screen to wake it, and must not move, fade or reset a photo by it.
///
/// Wayland does not tell a client whether the screen is dark. The guard takes it to be asleep
/// - when the compositor says the seat is idle (`ext_idle_notification_v1.idled`, where offered;
///   its timeout should match the compositor's own blanking), until the input that woke it — which
///   may arrive just before or just after the `resumed` event; or
/// - where the compositor offers no idle notifications, after ``sleepsAfter`` seconds without
///   input: a guess that is right when it matches the compositor's blanking timeout.
///
/// The whole waking gesture is kept back: the fingers that land while it is down, until the last
/// lifts; a pressed button or key until released; a touchpad gesture until it ends. Pointer
/// motion wakes the screen too, but it changes nothing, so it passes.
final class WakeGuard {
    /// Seconds after `resumed` in which input is still the input that woke the screen.
    static let resumeGrace = 0.5

    /// Seconds without input after which the screen is taken to be asleep, used only while the
    /// compositor does not report idleness; nil: never guess.
    var sleepsAfter: Double?
    /// Whether the compositor reports idleness (then its word alone counts).
    var followsCompositor = false
    private var compositorSaysIdle = false
    private var resumedAt: Double?
    private var lastInput: Double

    private var heldTouches: Set<Int32> = []
    private var heldButtons: Set<PointerButton> = []
    private var heldKeys: Set<String> = []
    private var holdsTouchpadGesture = false
    /// A pen that touched a dark screen: its stroke is held back until it lifts or leaves.
    private var holdsPenStroke = false

    /// A guard whose inactivity clock starts at `time`.
    init(sleepsAfter: Double?, now time: Double) {
        self.sleepsAfter = sleepsAfter
        lastInput = time
    }

    /// The compositor's idle notification: idle (`idled`) or in use again (`resumed`).
    func compositorIdleChanged(_ idle: Bool, at time: Double) {
        compositorSaysIdle = idle
        resumedAt = idle ? nil : time
    }

    /// Whether the screen is taken to be asleep at `time`.
    func isAsleep(at time: Double) -> Bool {
        if followsCompositor {
            return compositorSaysIdle || resumedAt.map { time - $0 <= Self.resumeGrace } == true
        }
        return sleepsAfter.map { $0 > 0 && time - lastInput >= $0 } ?? false
    }

    /// A pen's report: a tip touching a dark screen wakes it, and its stroke does nothing else;
    /// a pen hovering wakes nothing, as pointer motion.
    private func admitsPen(_ report: PenEvent, waking: Bool) -> Bool {
        switch report.phase {
        case .down where waking:
            holdsPenStroke = true
            woke()
            return false
        case .up, .proximityOut:
            defer { holdsPenStroke = false }
            return !holdsPenStroke || report.phase == .proximityOut
        default:
            return !holdsPenStroke || report.phase == .button
        }
    }

    /// Whether `event` may reach the scene; false for every part of a waking gesture.
    func admits(_ event: InputEvent, at time: Double) -> Bool {
        switch event {
        // Not input: the screen's sleep is unchanged.
        case .idle, .resize, .scale, .touchDeviceFrame, .inputBatchEnded, .displayFrame: return true
        default: break
        }
        defer { lastInput = time }
        let waking = isAsleep(at: time)
        switch event {
        case .touchDown(let id, _):
            guard waking || !heldTouches.isEmpty else { return true }
            heldTouches.insert(id)
            woke()
            return false
        case .touchMotion(let id, _), .touchShape(let id, _, _):
            return !heldTouches.contains(id)
        case .touchUp(let id):
            return heldTouches.remove(id) == nil
        case .touchCancel:
            heldTouches.removeAll()
            return true
        case .inputLost:
            // The devices went; whatever they held back ends with them.
            heldTouches.removeAll()
            heldButtons.removeAll()
            holdsTouchpadGesture = false
            holdsPenStroke = false
            return true
        case .pointerButton(let button, let pressed):
            if pressed {
                guard waking else { return true }
                heldButtons.insert(button)
                woke()
                return false
            }
            return heldButtons.remove(button) == nil
        case .key(let name, let pressed):
            if pressed {
                guard waking else { return true }
                heldKeys.insert(name)
                woke()
                return false
            }
            return heldKeys.remove(name) == nil
        case .pinchBegin, .swipeBegin, .holdBegin:
            holdsTouchpadGesture = waking
            if waking { woke() }
            return !waking
        case .pinchUpdate, .swipeUpdate:
            return !holdsTouchpadGesture
        case .pinchEnd, .swipeEnd, .holdEnd:
            defer { holdsTouchpadGesture = false }
            return !holdsTouchpadGesture
        case .pen(let report):
            return admitsPen(report, waking: waking)
        case .pointerAxis:
            if waking { woke() }
            return !waking
        case .pointerMotion:
            if waking { woke() }
            return true
        case .accessibilityAction:
            // A screen reader's user cannot see the screen wake: the action wakes it and is done.
            if waking { woke() }
            return true
        case .touchFrame, .pointerLeave, .idle, .resize, .scale, .touchDeviceFrame, .inputBatchEnded, .displayFrame:
            return true
        }
    }

    private func woke() {
        compositorSaysIdle = false
        resumedAt = nil
    }
}
