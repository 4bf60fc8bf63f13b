import GestureKit
import GestureKitTesting
import Testing

@Suite struct PanGestureRecognizerTests {
    @Test func panBeginsPastTheSlopAndReportsTranslation() {
        let (window, view) = makeWindow(with: View())
        var translations: [Vector] = []
        let pan = attach(PanGestureRecognizer { translations.append($0.translation(in: nil)) }, named: "pan", to: view)
        let log = ActionLog(window)
        let input = SyntheticInput(window)
        let finger = input.finger(at: Point(x: 150, y: 150))
        input.advance(by: 0.016)
        finger.move(by: Vector(dx: 5, dy: 0))
        #expect(pan.state == .possible)
        input.advance(by: 0.016)
        finger.move(by: Vector(dx: 10, dy: 0))
        #expect(pan.state == .began)
        input.advance(by: 0.016)
        finger.move(by: Vector(dx: 10, dy: 5))
        #expect(pan.state == .changed)
        input.advance(by: 0.016)
        finger.lift()
        #expect(log.calls == ["pan:began", "pan:changed", "pan:ended"])
        #expect(translations == [Vector(dx: 15, dy: 0), Vector(dx: 25, dy: 5), Vector(dx: 25, dy: 5)])
        #expect(pan.state == .possible)
    }

    @Test func setTranslationRebasesWhatTheNextCallSees() {
        let (window, view) = makeWindow(with: View())
        var seen: [Vector] = []
        attach(
            PanGestureRecognizer { pan in
                seen.append(pan.translation(in: nil))
                pan.setTranslation(.zero, in: nil)
            }, named: "pan", to: view)
        let input = SyntheticInput(window)
        let finger = input.finger(at: Point(x: 150, y: 150))
        finger.move(by: Vector(dx: 20, dy: 0))
        finger.move(by: Vector(dx: 7, dy: -2))
        finger.move(by: Vector(dx: 1, dy: 1))
        #expect(seen == [Vector(dx: 20, dy: 0), Vector(dx: 7, dy: -2), Vector(dx: 1, dy: 1)])
        finger.lift()
        #expect(seen.last == .zero)
    }

    @Test func velocityFollowsTheFingerAndIsZeroAfterAPause() {
        let (window, view) = makeWindow(with: View())
        var endVelocity: Vector?
        attach(
            PanGestureRecognizer { pan in
                if pan.state == .ended { endVelocity = pan.velocity(in: nil) }
            }, named: "pan", to: view)
        let input = SyntheticInput(window)
        let finger = input.finger(at: Point(x: 110, y: 150))
        // 300 points in 0.25 s to the right: 1200 pt/s.
        finger.move(to: Point(x: 410, y: 150), duration: 0.25, steps: 25)
        finger.lift()
        #expect(abs((endVelocity?.dx ?? 0) - 1200) < 1)
        #expect(abs(endVelocity?.dy ?? 1) < 1e-6)

        let second = input.finger(at: Point(x: 150, y: 150))
        second.move(to: Point(x: 250, y: 150), duration: 0.1)
        input.advance(by: 0.3)
        second.lift()
        #expect(endVelocity == .zero)
    }

    @Test func translationIsInTheRequestedViewsCoordinates() {
        let (window, view) = makeWindow(with: View())
        view.transform = AffineTransform(rotationAngle: .pi / 2)
        var local: Vector?
        attach(PanGestureRecognizer { [unowned view] in local = $0.translation(in: view) }, named: "pan", to: view)
        let input = SyntheticInput(window)
        let finger = input.finger(at: Point(x: 200, y: 200))
        finger.move(by: Vector(dx: 0, dy: 30))
        // Down on screen is the view's +x after a quarter turn clockwise.
        #expect(abs((local?.dx ?? 0) - 30) < 1e-9 && abs(local?.dy ?? 1) < 1e-9)
        finger.lift()
    }

    @Test func aSecondFingerJoiningDoesNotMakeTheTranslationJump() {
        let (window, view) = makeWindow(with: View())
        let pan = attach(PanGestureRecognizer(), named: "pan", to: view)
        let input = SyntheticInput(window)
        let first = input.finger(at: Point(x: 150, y: 150))
        first.move(by: Vector(dx: 20, dy: 0))
        let before = pan.translation(in: nil)
        let second = input.finger(at: Point(x: 250, y: 250))
        #expect(pan.translation(in: nil) == before)
        #expect(pan.numberOfTouches == 2)
        input.simultaneously {
            first.move(by: Vector(dx: 10, dy: 0))
            second.move(by: Vector(dx: 10, dy: 0))
        }
        #expect(pan.translation(in: nil) == before + Vector(dx: 10, dy: 0))
        second.lift()
        #expect(pan.state == .changed)
        first.move(by: Vector(dx: 0, dy: 10))
        #expect(pan.translation(in: nil) == before + Vector(dx: 10, dy: 10))
        first.lift()
        #expect(pan.state == .possible)
    }

    @Test func twoFingerPanWaitsForItsSecondFinger() {
        let (window, view) = makeWindow(with: View())
        let pan = attach(PanGestureRecognizer(minimumTouches: 2), named: "pan", to: view)
        let log = ActionLog(window)
        let input = SyntheticInput(window)
        let first = input.finger(at: Point(x: 150, y: 150))
        first.move(by: Vector(dx: 30, dy: 0))
        #expect(pan.state == .possible)
        let second = input.finger(at: Point(x: 200, y: 200))
        input.simultaneously {
            first.move(by: Vector(dx: 0, dy: 30))
            second.move(by: Vector(dx: 0, dy: 30))
        }
        #expect(pan.state == .began)
        second.lift()
        #expect(log.calls == ["pan:began", "pan:ended"])
        first.lift()
    }

    @Test func tooManyFingersFailAPanThatHasNotBegun() {
        let (window, view) = makeWindow(with: View())
        attach(PanGestureRecognizer(maximumTouches: 1), named: "pan", to: view)
        let log = ActionLog(window)
        let input = SyntheticInput(window)
        let first = input.finger(at: Point(x: 150, y: 150))
        let second = input.finger(at: Point(x: 180, y: 150))
        first.move(by: Vector(dx: 50, dy: 0))
        second.move(by: Vector(dx: 50, dy: 0))
        input.simultaneously {
            first.lift()
            second.lift()
        }
        #expect(log.calls.isEmpty)
    }

    @Test func liftingWithoutMovingFails() {
        let (window, view) = makeWindow(with: View())
        let pan = attach(PanGestureRecognizer(), named: "pan", to: view)
        let log = ActionLog(window)
        let input = SyntheticInput(window)
        input.tap(at: Point(x: 150, y: 150))
        #expect(log.calls.isEmpty)
        #expect(pan.state == .possible)
    }

    @Test func mouseDragsBeginAfterTwoPoints() {
        let (window, view) = makeWindow(with: View())
        let pan = attach(PanGestureRecognizer(), named: "pan", to: view)
        let mouse = SyntheticInput(window, kind: .mouse)
        let button = mouse.finger(at: Point(x: 150, y: 150))
        button.move(by: Vector(dx: 3, dy: 0))
        #expect(pan.state == .began)
        button.lift()
    }

    @Test func screenEdgePanStartsOnlyAtItsEdgeMovingInwards() {
        let window = Window(size: Size(width: 800, height: 600))
        window.name = "root"
        let edge = attach(ScreenEdgePanGestureRecognizer(edges: .left), named: "edge", to: window)
        let log = ActionLog(window)
        let input = SyntheticInput(window)
        let inside = input.finger(at: Point(x: 200, y: 300))
        inside.move(by: Vector(dx: 50, dy: 0))
        inside.lift()
        #expect(log.calls.isEmpty)
        let atEdge = input.finger(at: Point(x: 5, y: 300))
        atEdge.move(by: Vector(dx: 0, dy: 40))
        #expect(edge.state == .possible)
        atEdge.lift()
        let pulling = input.finger(at: Point(x: 5, y: 300))
        pulling.move(by: Vector(dx: 40, dy: 5))
        #expect(edge.state == .began)
        #expect(edge.startEdge == .left)
        pulling.lift()
        #expect(log.calls == ["edge:began", "edge:ended"])
    }
}
