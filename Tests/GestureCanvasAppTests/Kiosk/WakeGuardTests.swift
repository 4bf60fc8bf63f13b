import GestureKit
import Testing

@testable import GestureCanvasApp

/// The touch that wakes a dark kiosk screen does nothing else; everything after it works.
@Suite struct WakeGuardTests {
    private let point = Point(x: 10, y: 10)

    @Test func whileTheCompositorSaysIdleTheWholeWakingTouchIsKeptBack() {
        let guardian = WakeGuard(sleepsAfter: nil, now: 0)
        guardian.followsCompositor = true
        guardian.compositorIdleChanged(true, at: 100)

        #expect(!guardian.admits(.touchDown(id: 0, location: point), at: 101))
        #expect(guardian.admits(.touchFrame, at: 101))
        // A second finger landing while the first is down belongs to the same waking gesture.
        #expect(!guardian.admits(.touchDown(id: 1, location: point), at: 101.1))
        #expect(!guardian.admits(.touchMotion(id: 0, location: point), at: 101.2))
        #expect(!guardian.admits(.touchUp(id: 0), at: 101.3))
        #expect(!guardian.admits(.touchUp(id: 1), at: 101.3))
        // The next touch is an ordinary one.
        #expect(guardian.admits(.touchDown(id: 0, location: point), at: 102))
        #expect(guardian.admits(.touchUp(id: 0), at: 102.1))
    }

    @Test func aPenTouchingADarkScreenWakesItAndDrawsNothing() {
        let guardian = WakeGuard(sleepsAfter: nil, now: 0)
        guardian.followsCompositor = true
        guardian.compositorIdleChanged(true, at: 100)
        // Hovering wakes nothing and passes, as pointer motion does.
        #expect(guardian.admits(.pen(PenEvent(.proximityIn, tool: .pen, serial: 1, location: point)), at: 101))
        #expect(!guardian.admits(.pen(PenEvent(.down, pressure: 0.5)), at: 101.1))
        #expect(!guardian.admits(.pen(PenEvent(.motion, location: point, pressure: 0.6)), at: 101.2))
        #expect(!guardian.admits(.pen(PenEvent(.up)), at: 101.3))
        // The pen hovers on; its next stroke is an ordinary one.
        #expect(guardian.admits(.pen(PenEvent(.motion, location: point)), at: 101.4))
        #expect(guardian.admits(.pen(PenEvent(.down, pressure: 0.5)), at: 102))
        #expect(guardian.admits(.pen(PenEvent(.up)), at: 102.1))
        #expect(guardian.admits(.pen(PenEvent(.proximityOut)), at: 102.2))
    }

    @Test func inputRightAfterResumedIsStillTheWakingInput() {
        let guardian = WakeGuard(sleepsAfter: nil, now: 0)
        guardian.followsCompositor = true
        guardian.compositorIdleChanged(true, at: 100)
        // The compositor tells of the activity before it forwards the touch that caused it.
        guardian.compositorIdleChanged(false, at: 200)
        #expect(!guardian.admits(.touchDown(id: 3, location: point), at: 200.01))
        #expect(!guardian.admits(.touchUp(id: 3), at: 200.1))
        #expect(guardian.admits(.touchDown(id: 4, location: point), at: 200.2))
    }

    @Test func withoutIdleNotificationsLongInactivityMeansAsleep() {
        let guardian = WakeGuard(sleepsAfter: 600, now: 0)
        #expect(guardian.admits(.touchDown(id: 0, location: point), at: 10))
        #expect(guardian.admits(.touchUp(id: 0), at: 10.1))
        #expect(!guardian.isAsleep(at: 609))
        #expect(guardian.isAsleep(at: 611))
        #expect(!guardian.admits(.pointerButton(.left, pressed: true), at: 611))
        #expect(!guardian.admits(.pointerButton(.left, pressed: false), at: 611.1))
        #expect(guardian.admits(.pointerButton(.left, pressed: true), at: 612))
    }

    @Test func keysScrollingAndTouchpadGesturesWakeWithoutActing() {
        let guardian = WakeGuard(sleepsAfter: 60, now: 0)
        #expect(!guardian.admits(.key("Tab", pressed: true), at: 100))
        #expect(!guardian.admits(.key("Tab", pressed: false), at: 100.1))
        #expect(!guardian.admits(.pinchBegin(fingers: 2), at: 200))
        #expect(!guardian.admits(.pinchUpdate(dx: 0, dy: 0, scale: 2, rotation: 0), at: 200.1))
        #expect(!guardian.admits(.pinchEnd(cancelled: false), at: 200.2))
        #expect(!guardian.admits(.pointerAxis(dx: 0, dy: 10), at: 300))
        #expect(guardian.admits(.pointerAxis(dx: 0, dy: 10), at: 300.1))
    }

    @Test func pointerMotionWakesAndPassesSinceItChangesNothing() {
        let guardian = WakeGuard(sleepsAfter: 60, now: 0)
        #expect(guardian.admits(.pointerMotion(location: point), at: 100))
        #expect(guardian.admits(.pointerButton(.left, pressed: true), at: 100.5))
    }

    @Test func neverAsleepWithoutEitherSource() {
        let guardian = WakeGuard(sleepsAfter: nil, now: 0)
        #expect(guardian.admits(.touchDown(id: 0, location: point), at: 100_000))
    }
}
