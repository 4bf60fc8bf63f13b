import GestureKit
import GestureKitTesting
import Testing

/// The test kit does what its names say: gestures end with their fingers lifted, time moves
/// timers and animations together, and a finger left down fails the test that left it.
@Suite struct SyntheticInputTests {
    @Test func aFingerLeftDownIsAnIssueOfTheTestNamingIt() {
        withKnownIssue {
            let (window, _) = makeWindow(with: View())
            let input = SyntheticInput(window)
            input.finger(at: Point(x: 150, y: 150)).move(to: Point(x: 250, y: 150), duration: 0.1)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("a finger was left down (id 0)") }
        }
    }

    @Test func aDragIsAWholeGestureThatLifts() {
        let (window, view) = makeWindow(with: View())
        attach(PanGestureRecognizer(), named: "pan", to: view)
        let log = ActionLog(window)
        let input = SyntheticInput(window)
        input.drag(from: Point(x: 150, y: 150), to: Point(x: 250, y: 250), duration: 0.2)
        #expect(input.fingersDown.isEmpty && window.activeTouches.isEmpty)
        #expect(log.states(of: "pan").first == .began && log.states(of: "pan").last == .ended)
        #expect(abs(input.time - 0.2) < 1e-9)
    }

    @Test func advancingTimeStepsAnimationsAtEveryDisplayFrameAndFiresTimers() {
        let (window, view) = makeWindow(with: View())
        var finished = false
        window.animator.animate(duration: 0.5, curve: .linear) {
            view.center = Point(x: 500, y: 200)
        } completion: {
            finished = $0
        }
        var fired: Double?
        window.scheduler.schedule(after: 0.25) { fired = window.scheduler.now }
        let input = SyntheticInput(window)
        input.advance(by: 0.25)
        #expect(abs(view.center.x - 350) < 1e-9, "half way through a linear 0.5 s animation")
        #expect(fired == 0.25)
        input.advance(by: 1)
        #expect(view.center == Point(x: 500, y: 200) && finished)
        #expect(!window.animator.isAnimating)
    }

    @Test func aLongPressHoldsPastItsMinimumThenLifts() {
        let (window, view) = makeWindow(with: View())
        attach(LongPressGestureRecognizer(), named: "press", to: view)
        let log = ActionLog(window)
        let input = SyntheticInput(window)
        input.longPress(at: Point(x: 200, y: 200))
        #expect(log.calls == ["press:began", "press:ended"])
        #expect(input.fingersDown.isEmpty)
    }

    @Test func aPinchSpreadsTheFingersByItsScaleAndARotationTurnsThem() {
        let (window, view) = makeWindow(with: View())
        var scale = 1.0
        var rotation = 0.0
        attach(
            PinchGestureRecognizer { pinch in
                scale *= pinch.scale
                pinch.scale = 1
            }, named: "pinch", to: view)
        let turn = attach(RotationGestureRecognizer { rotation = $0.rotation }, named: "rotation", to: view)
        let simultaneous = TestDelegate()
        simultaneous.simultaneous = { _, _ in true }
        view.gestureRecognizers.forEach { $0.delegate = simultaneous }
        let input = SyntheticInput(window)
        input.pinch(at: Point(x: 200, y: 200), scale: 2)
        #expect(abs(scale - 2) < 1e-9)
        #expect(rotation == 0 && turn.state == .possible)
        input.advance(by: 0.5)
        input.rotate(at: Point(x: 200, y: 200), by: .pi / 2)
        #expect(abs(rotation - .pi / 2) < 1e-9)
        #expect(abs(scale - 2) < 1e-9)
        #expect(input.fingersDown.isEmpty)
    }

    @Test func swipesGoEachWayWithAsManyFingersAsAsked() {
        let window = Window(size: Size(width: 800, height: 600))
        let log = ActionLog(window)
        for (name, direction) in [("right", SwipeDirection.right), ("left", .left), ("up", .up), ("down", .down)] {
            attach(SwipeGestureRecognizer(direction: direction), named: name, to: window)
        }
        attach(SwipeGestureRecognizer(direction: .right, touches: 2), named: "twoRight", to: window)
        let input = SyntheticInput(window)
        for direction in [SwipeDirection.right, .left, .up, .down] {
            input.swipe(direction, at: Point(x: 400, y: 300))
            input.advance(by: 0.5)
        }
        input.swipe(.right, at: Point(x: 300, y: 300), fingers: 2)
        #expect(log.calls == ["right:ended", "left:ended", "up:ended", "down:ended", "twoRight:ended"])
        #expect(input.fingersDown.isEmpty)
    }

    @Test func aStrokePassesEveryPointAtOneSpeedAndLifts() {
        let (window, view) = makeWindow(with: View())
        var path: [Point] = []
        var times: [Double] = []
        attach(
            // Unowned: the window owns the recognizer through its view.
            PanGestureRecognizer { [unowned window] pan in
                path.append(pan.location(in: nil))
                times.append(window.scheduler.now)
            }, named: "pan", to: view)
        let input = SyntheticInput(window)
        let corners = [Point(x: 120, y: 120), Point(x: 280, y: 120), Point(x: 280, y: 200)]
        input.stroke(through: corners, duration: 0.24)
        #expect(path.suffix(2) == [corners[2], corners[2]])
        // 160 points, then 80: two thirds of the time, then one third.
        #expect(abs(times[0] - 0.16) < 1e-9 && abs(times.last! - 0.24) < 1e-9)
        #expect(input.fingersDown.isEmpty)
    }
}
