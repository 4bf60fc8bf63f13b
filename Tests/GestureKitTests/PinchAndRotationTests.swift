import GestureKit
import GestureKitTesting
import RealModule
import Testing

@Suite struct PinchAndRotationTests {
    /// Two fingers on a horizontal line around (200, 200), `span` apart.
    private func place(_ input: SyntheticInput, span: Double) -> (Finger, Finger) {
        var pair: (Finger, Finger)!
        input.simultaneously {
            pair = (
                input.finger(at: Point(x: 200 - span / 2, y: 200)), input.finger(at: Point(x: 200 + span / 2, y: 200))
            )
        }
        return pair
    }

    /// Moves both fingers to `span` apart at `angle` around (200, 200), over `steps` frames of 10 ms.
    private func spread(
        _ fingers: (Finger, Finger), _ input: SyntheticInput, from: (Double, Double), to: (Double, Double),
        steps: Int = 10
    ) {
        for step in 1...steps {
            input.advance(by: 0.01)
            let t = Double(step) / Double(steps)
            let span = from.0 + (to.0 - from.0) * t
            let angle = from.1 + (to.1 - from.1) * t
            let half = Vector(dx: span / 2 * .cos(angle), dy: span / 2 * .sin(angle))
            input.simultaneously {
                fingers.0.move(to: Point(x: 200, y: 200) - half)
                fingers.1.move(to: Point(x: 200, y: 200) + half)
            }
        }
    }

    /// Lifts both fingers in one frame.
    private func lift(_ fingers: (Finger, Finger), _ input: SyntheticInput) {
        input.simultaneously {
            fingers.0.lift()
            fingers.1.lift()
        }
    }

    @Test func pinchScaleIsTheRatioOfFingerDistances() {
        let (window, view) = makeWindow(with: View())
        var scales: [Double] = []
        let pinch = attach(PinchGestureRecognizer { scales.append($0.scale) }, named: "pinch", to: view)
        let log = ActionLog(window)
        let input = SyntheticInput(window)
        let fingers = place(input, span: 100)
        spread(fingers, input, from: (100, 0), to: (200, 0))
        #expect(pinch.state == .changed)
        #expect(abs(pinch.scale - 2) < 1e-9)
        // Spreading at 100 pt per 0.1 s from 100 pt: the scale grows by about 10 per second.
        #expect(abs(pinch.velocity - 10) < 0.5)
        fingers.1.lift()
        #expect(log.calls.first == "pinch:began")
        #expect(log.calls.last == "pinch:ended")
        #expect(abs(scales.last! - 2) < 1e-9)
        // Began once the distance had changed by the slop (18 pt → after two 10 pt steps).
        #expect(abs(scales.first! - 1.2) < 1e-9)
        fingers.0.lift()
        #expect(pinch.state == .possible)
    }

    @Test func settingScaleMakesItIncremental() {
        let (window, view) = makeWindow(with: View())
        var product = 1.0
        attach(
            PinchGestureRecognizer { pinch in
                product *= pinch.scale
                pinch.scale = 1
            }, named: "pinch", to: view)
        let input = SyntheticInput(window)
        let fingers = place(input, span: 100)
        spread(fingers, input, from: (100, 0), to: (50, 0))
        lift(fingers, input)
        #expect(abs(product - 0.5) < 1e-9)
    }

    @Test func oneFingerNeverPinches() {
        let (window, view) = makeWindow(with: View())
        attach(PinchGestureRecognizer(), named: "pinch", to: view)
        attach(RotationGestureRecognizer(), named: "rotation", to: view)
        let log = ActionLog(window)
        let input = SyntheticInput(window)
        let finger = input.finger(at: Point(x: 150, y: 150))
        finger.move(to: Point(x: 250, y: 280), duration: 0.2)
        finger.lift()
        #expect(log.calls.isEmpty)
    }

    @Test func rotationFollowsTheTurnOfTheFingers() {
        let (window, view) = makeWindow(with: View())
        let rotation = attach(RotationGestureRecognizer(), named: "rotation", to: view)
        let log = ActionLog(window)
        let input = SyntheticInput(window)
        let fingers = place(input, span: 120)
        spread(fingers, input, from: (120, 0), to: (120, .pi / 2))
        #expect(rotation.state == .changed)
        #expect(abs(rotation.rotation - .pi / 2) < 1e-9)
        // A quarter turn in 0.1 s: about 15.7 rad/s, clockwise positive.
        #expect(abs(rotation.velocity - 5 * .pi) < 0.5)
        lift(fingers, input)
        #expect(log.calls.first == "rotation:began")
        #expect(log.calls.last == "rotation:ended")
    }

    @Test func rotationCrossesTheHalfTurnWithoutJumping() {
        let (window, view) = makeWindow(with: View())
        let rotation = attach(RotationGestureRecognizer(), named: "rotation", to: view)
        let input = SyntheticInput(window)
        let fingers = place(input, span: 120)
        spread(fingers, input, from: (120, 0), to: (120, -1.2 * .pi), steps: 24)
        #expect(abs(rotation.rotation + 1.2 * .pi) < 1e-9)
        lift(fingers, input)
    }

    @Test func aPinchWithoutTurningDoesNotRotate() {
        let (window, view) = makeWindow(with: View())
        let rotation = attach(RotationGestureRecognizer(), named: "rotation", to: view)
        let input = SyntheticInput(window)
        let fingers = place(input, span: 100)
        spread(fingers, input, from: (100, 0), to: (220, 0.05))
        #expect(rotation.state == .possible)
        lift(fingers, input)
    }
}
