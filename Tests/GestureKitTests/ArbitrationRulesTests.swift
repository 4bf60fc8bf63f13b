import GestureKit
import GestureKitTesting
import RealModule
import Testing

/// UIKit's arbitration rules one at a time: what views hear (`delaysTouchesBegan`,
/// `delaysTouchesEnded`, `cancelsTouchesInView`), the delegate's questions, prevention and
/// simultaneity, disabling mid-gesture, the responder chain, and illegal transitions.
@Suite struct ArbitrationRulesTests {
    @Test func delaysTouchesBeganHoldsTheViewBackUntilTheRecognizerFails() {
        let (window, view) = makeWindow(with: RecordingView())
        let doubleTap = attach(TapGestureRecognizer(taps: 2), named: "doubleTap", to: view)
        doubleTap.delaysTouchesBegan = true
        let input = SyntheticInput(window)
        let finger = input.finger(at: Point(x: 200, y: 200))
        finger.move(by: Vector(dx: 5, dy: 0))
        #expect(view.calls.isEmpty)
        // Wandering past the slop fails the double tap: the held began and moves arrive in order.
        finger.move(by: Vector(dx: 30, dy: 0))
        #expect(view.calls == ["began", "moved", "moved"])
        finger.lift()
        #expect(view.calls.last == "ended")

        // A double tap that succeeds keeps its touches from the view entirely.
        let other = RecordingView(frame: Rect(x: 400, y: 100, width: 200, height: 200))
        window.addSubview(other)
        let otherTap = attach(TapGestureRecognizer(taps: 2), named: "otherTap", to: other)
        otherTap.delaysTouchesBegan = true
        input.advance(by: 1)
        input.taps(2, at: Point(x: 500, y: 200))
        input.advance(by: 1)
        #expect(other.calls.isEmpty)
    }

    @Test func delaysTouchesEndedHoldsTheLiftUntilTheRecognizerDecides() {
        let (window, view) = makeWindow(with: RecordingView())
        attach(TapGestureRecognizer(taps: 2), named: "doubleTap", to: view)
        let input = SyntheticInput(window)
        input.tap(at: Point(x: 200, y: 200))
        #expect(view.calls == ["began"])
        input.advance(by: Defaults.multiTapInterval + 0.01)
        #expect(view.calls == ["began", "ended"])

        let second = RecordingView(frame: Rect(x: 400, y: 100, width: 200, height: 200))
        window.addSubview(second)
        attach(TapGestureRecognizer(taps: 2), named: "secondTap", to: second)
        input.taps(2, at: Point(x: 500, y: 200))
        #expect(second.calls == ["began", "began", "cancelled"])
    }

    @Test func cancelsTouchesInViewDecidesWhetherTheViewKeepsItsTouches() {
        let (window, view) = makeWindow(with: RecordingView())
        let pan = attach(PanGestureRecognizer(), named: "pan", to: view)
        let input = SyntheticInput(window)
        var finger = input.finger(at: Point(x: 150, y: 150))
        finger.move(to: Point(x: 200, y: 150), duration: 0.05, steps: 5)
        finger.lift()
        // The first 10 pt step is within the slop and reaches the view; the pan then claims the touch.
        #expect(view.phases == ["began", "moved", "cancelled"])

        let keeper = RecordingView(frame: Rect(x: 400, y: 100, width: 200, height: 200))
        window.addSubview(keeper)
        attach(PanGestureRecognizer(), named: "keeperPan", to: keeper).cancelsTouchesInView = false
        finger = input.finger(at: Point(x: 450, y: 150))
        finger.move(to: Point(x: 500, y: 150), duration: 0.05, steps: 5)
        finger.lift()
        #expect(keeper.phases == ["began", "moved", "ended"])
        #expect(pan.state == .possible)
    }

    @Test func delegateQuestionsSteerTheContest() {
        let (window, view) = makeWindow(with: View())
        let delegate = TestDelegate()
        let tap = attach(TapGestureRecognizer(), named: "tap", to: view)
        let press = attach(LongPressGestureRecognizer(minimumDuration: 0.2), named: "press", to: view)
        tap.delegate = delegate
        press.delegate = delegate
        let log = ActionLog(window)
        let input = SyntheticInput(window)

        delegate.shouldBegin = { $0 !== tap }
        input.tap(at: Point(x: 200, y: 200))
        #expect(log.calls.isEmpty)
        #expect(window.arbitrationLog.last?.kind == .shouldBeginDenied)

        delegate.shouldBegin = { _ in true }
        delegate.shouldReceive = { recognizer, _ in recognizer !== tap }
        input.advance(by: 1)
        input.tap(at: Point(x: 200, y: 200))
        #expect(log.calls.isEmpty)

        // The press must wait for the tap to fail: holding still lets the tap keep hoping until
        // the finger lifts, so the press never begins before the lift and then fails with it.
        delegate.shouldReceive = { _, _ in true }
        delegate.requireFailure = { recognizer, other in recognizer === press && other === tap }
        input.advance(by: 1)
        var finger = input.finger(at: Point(x: 200, y: 200))
        input.advance(by: 0.5)
        #expect(press.state == .possible)
        finger.lift()
        #expect(log.calls == ["tap:ended"])

        // The same relation asked from the other side.
        log.clear()
        delegate.requireFailure = { _, _ in false }
        delegate.beRequiredToFail = { recognizer, other in recognizer === tap && other === press }
        input.advance(by: 1)
        finger = input.finger(at: Point(x: 200, y: 200))
        input.advance(by: 0.5)
        finger.move(by: Vector(dx: 25, dy: 0))
        #expect(log.calls == ["press:began", "press:changed"])
        finger.lift()
    }

    @Test func aRecognizerThatCannotPreventLetsOthersRecognizeToo() {
        final class PoliteTap: TapGestureRecognizer {
            override func canPrevent(_ other: GestureRecognizer) -> Bool { false }
        }
        let (window, view) = makeWindow(with: View())
        view.frame = window.bounds
        attach(PoliteTap(), named: "polite", to: view)
        attach(TapGestureRecognizer(), named: "plain", to: view)
        let log = ActionLog(window)
        SyntheticInput(window).tap(at: Point(x: 200, y: 200))
        #expect(log.calls == ["polite:ended", "plain:ended"])
    }

    @Test func withoutSimultaneityTheFirstToBeginWins() {
        let (window, view) = makeWindow(with: View())
        let pan = attach(PanGestureRecognizer(), named: "pan", to: view)
        let pinch = attach(PinchGestureRecognizer(), named: "pinch", to: view)
        let log = ActionLog(window)
        let input = SyntheticInput(window)
        let (a, b) = input.twoFingers(at: Point(x: 150, y: 200), Point(x: 250, y: 200))
        input.simultaneously {
            a.move(by: Vector(dx: -15, dy: 0))
            b.move(by: Vector(dx: 15, dy: 0))
        }
        // The centre did not move: the pinch begins, and the pan can no longer.
        #expect(pinch.state == .began)
        input.simultaneously {
            a.move(by: Vector(dx: 30, dy: 30))
            b.move(by: Vector(dx: 30, dy: 30))
        }
        // Prevented, it stays failed until its fingers lift.
        #expect(pan.state == .failed)
        #expect(!log.calls.contains("pan:began"))
        #expect(window.arbitrationLog.contains { $0.kind == .prevented && $0.subject == "target.pan" })
        input.simultaneously {
            a.lift()
            b.lift()
        }
        #expect(pan.state == .possible)
    }

    @Test func disablingARecognizerMidGestureCancelsIt() {
        let (window, view) = makeWindow(with: View())
        let pan = attach(PanGestureRecognizer(), named: "pan", to: view)
        let log = ActionLog(window)
        let input = SyntheticInput(window)
        let finger = input.finger(at: Point(x: 150, y: 150))
        finger.move(by: Vector(dx: 30, dy: 0))
        pan.isEnabled = false
        #expect(log.calls == ["pan:began", "pan:cancelled"])
        finger.move(by: Vector(dx: 30, dy: 0))
        finger.lift()
        #expect(log.calls.count == 2)
        #expect(pan.state == .possible)
    }

    @Test func untouchedViewsPassTouchesUpTheResponderChain() {
        let window = Window(size: Size(width: 400, height: 400))
        let parent = RecordingView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let child = View(frame: Rect(x: 100, y: 100, width: 50, height: 50))
        window.addSubview(parent)
        parent.addSubview(child)
        let input = SyntheticInput(window)
        input.tap(at: Point(x: 120, y: 120))
        #expect(parent.calls == ["began", "ended"])
    }

    @Test func illegalTransitionIsAProgrammingError() async {
        await #expect(processExitsWith: .failure) {
            final class Broken: GestureRecognizer {
                override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { state = .changed }
            }
            let window = Window(size: Size(width: 100, height: 100))
            window.addGestureRecognizer(Broken())
            var assembler = TouchFrameAssembler()
            assembler.down(id: 0, at: Point(x: 10, y: 10), time: 0)
            window.send(assembler.frame()!)
        }
    }
}
