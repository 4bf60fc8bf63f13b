import GestureKit
import GestureKitTesting
import Testing

@Suite struct SwipeGestureRecognizerTests {
    @Test func quickStrokeInTheAllowedDirectionSwipes() {
        let (window, view) = makeWindow(with: View())
        view.frame = window.bounds
        let swipe = attach(SwipeGestureRecognizer(direction: .right), named: "swipe", to: view)
        let log = ActionLog(window)
        let input = SyntheticInput(window)
        let finger = input.finger(at: Point(x: 100, y: 300))
        finger.move(to: Point(x: 180, y: 310), duration: 0.1)
        #expect(log.calls == ["swipe:ended"])
        #expect(swipe.recognizedDirection == .right)
        finger.lift()
        #expect(swipe.state == .possible)
    }

    @Test func wrongDirectionOrSlowStrokeFails() {
        let (window, view) = makeWindow(with: View())
        view.frame = window.bounds
        attach(SwipeGestureRecognizer(direction: .right), named: "swipe", to: view)
        let log = ActionLog(window)
        let input = SyntheticInput(window)
        let left = input.finger(at: Point(x: 300, y: 300))
        left.move(to: Point(x: 200, y: 300), duration: 0.1)
        left.lift()
        let diagonal = input.finger(at: Point(x: 300, y: 300))
        diagonal.move(to: Point(x: 380, y: 380), duration: 0.1)
        diagonal.lift()
        let slow = input.finger(at: Point(x: 300, y: 300))
        slow.move(to: Point(x: 380, y: 300), duration: 1.0)
        slow.lift()
        #expect(log.calls.isEmpty)
    }

    @Test func directionSetsAndFingerCounts() {
        let (window, view) = makeWindow(with: View())
        view.frame = window.bounds
        let vertical = attach(SwipeGestureRecognizer(direction: .vertical, touches: 2), named: "vertical", to: view)
        let log = ActionLog(window)
        let input = SyntheticInput(window)
        var pair: (Finger, Finger)!
        input.simultaneously {
            pair = (input.finger(at: Point(x: 300, y: 400)), input.finger(at: Point(x: 340, y: 400)))
        }
        for _ in 0..<6 {
            input.advance(by: 0.016)
            input.simultaneously {
                pair.0.move(by: Vector(dx: 0, dy: -15))
                pair.1.move(by: Vector(dx: 1, dy: -15))
            }
        }
        #expect(log.calls == ["vertical:ended"])
        #expect(vertical.recognizedDirection == .up)
        #expect(vertical.numberOfTouches == 2)
        input.simultaneously {
            pair.0.lift()
            pair.1.lift()
        }
        // One finger is not enough for a two-finger swipe.
        let single = input.finger(at: Point(x: 300, y: 400))
        single.move(to: Point(x: 300, y: 300), duration: 0.1)
        single.lift()
        #expect(log.calls == ["vertical:ended"])
    }

    @Test func aFlickWhoseLastMoveArrivesWithTheLiftStillSwipes() {
        let (window, view) = makeWindow(with: View())
        view.frame = window.bounds
        attach(SwipeGestureRecognizer(direction: .left), named: "swipe", to: view)
        let log = ActionLog(window)
        var assembler = TouchFrameAssembler()
        assembler.down(id: 0, at: Point(x: 400, y: 300), time: 0)
        window.send(assembler.frame()!)
        assembler.motion(id: 0, to: Point(x: 320, y: 302), time: 0.08)
        window.send(assembler.up(id: 0, time: 0.08)!)
        #expect(log.calls == ["swipe:ended"])
    }
}

@Suite struct LongPressGestureRecognizerTests {
    @Test func pressBeginsAfterHalfASecondChangesAndEnds() {
        let (window, view) = makeWindow(with: View())
        let press = attach(LongPressGestureRecognizer(), named: "press", to: view)
        let log = ActionLog(window)
        let input = SyntheticInput(window)
        let finger = input.finger(at: Point(x: 200, y: 200))
        input.advance(by: 0.49)
        finger.move(by: Vector(dx: 4, dy: 4))
        #expect(press.state == .possible)
        input.advance(by: 0.01)
        #expect(press.state == .began)
        #expect(log.entries.first?.time == 0.5)
        finger.move(by: Vector(dx: 60, dy: 0))
        finger.lift()
        #expect(log.calls == ["press:began", "press:changed", "press:ended"])
        #expect(press.state == .possible)
    }

    @Test func earlyLiftOrTooMuchMovementFails() {
        let (window, view) = makeWindow(with: View())
        attach(LongPressGestureRecognizer(), named: "press", to: view)
        let log = ActionLog(window)
        let input = SyntheticInput(window)
        let quick = input.finger(at: Point(x: 200, y: 200))
        input.advance(by: 0.3)
        quick.lift()
        input.advance(by: 1)
        let wandering = input.finger(at: Point(x: 200, y: 200))
        input.advance(by: 0.2)
        wandering.move(by: Vector(dx: Defaults.longPressAllowableMovement + 1, dy: 0))
        input.advance(by: 1)
        wandering.lift()
        #expect(log.calls.isEmpty)
    }

    @Test func tapThenHoldNeedsItsTap() {
        let (window, view) = makeWindow(with: View())
        attach(LongPressGestureRecognizer(taps: 1), named: "tapHold", to: view)
        let log = ActionLog(window)
        let input = SyntheticInput(window)
        // Holding without the tap first does nothing.
        let plain = input.finger(at: Point(x: 200, y: 200))
        input.advance(by: 1)
        plain.lift()
        #expect(log.calls.isEmpty)
        input.advance(by: 1)
        input.tap(at: Point(x: 200, y: 200))
        input.advance(by: 0.1)
        let hold = input.finger(at: Point(x: 200, y: 200))
        input.advance(by: 0.6)
        hold.lift()
        #expect(log.calls == ["tapHold:began", "tapHold:ended"])
    }

    @Test func twoFingerPress() {
        let (window, view) = makeWindow(with: View())
        attach(LongPressGestureRecognizer(touches: 2), named: "press2", to: view)
        let log = ActionLog(window)
        let input = SyntheticInput(window)
        let one = input.finger(at: Point(x: 150, y: 200))
        input.advance(by: 0.6)
        #expect(log.calls.isEmpty)
        one.lift()
        var pair: (Finger, Finger)!
        input.simultaneously {
            pair = (input.finger(at: Point(x: 150, y: 200)), input.finger(at: Point(x: 220, y: 200)))
        }
        input.advance(by: 0.6)
        #expect(log.calls == ["press2:began"])
        pair.0.lift()
        #expect(log.calls == ["press2:began", "press2:ended"])
        pair.1.lift()
    }

    @Test func aFatFingerGetsMoreRoomToWobble() {
        let (window, view) = makeWindow(with: View())
        let press = attach(LongPressGestureRecognizer(), named: "press", to: view)
        let input = SyntheticInput(window)
        let finger = input.finger(at: Point(x: 200, y: 200), major: 40)
        finger.move(by: Vector(dx: 15, dy: 0))
        input.advance(by: 0.6)
        #expect(press.state == .began)
        finger.lift()
    }
}

@Suite struct CancellationTests {
    @Test func everyContinuousRecognizerEndsCancelledAndEveryDiscreteOneFails() {
        let window = Window(size: Size(width: 800, height: 600))
        window.name = "root"
        let press = attach(LongPressGestureRecognizer(), named: "press", to: window)
        let edge = attach(ScreenEdgePanGestureRecognizer(edges: .left), named: "edge", to: window)
        let swipe = attach(SwipeGestureRecognizer(direction: .up), named: "swipe", to: window)
        let tap = attach(TapGestureRecognizer(), named: "tap", to: window)
        let delegate = TestDelegate()
        delegate.simultaneous = { _, _ in true }
        for recognizer in [press, edge, swipe, tap] as [GestureRecognizer] { recognizer.delegate = delegate }
        let log = ActionLog(window)
        let input = SyntheticInput(window)
        let finger = input.finger(at: Point(x: 5, y: 300))
        input.advance(by: 0.6)
        finger.move(by: Vector(dx: 30, dy: 0))
        #expect(press.state == .changed && edge.state == .began)
        input.cancel()
        #expect(log.calls == ["press:began", "press:changed", "edge:began", "press:cancelled", "edge:cancelled"])
        #expect([press, edge, swipe, tap].allSatisfy { $0.state == .possible })
    }
}
