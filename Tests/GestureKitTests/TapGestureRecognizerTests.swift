import GestureKit
import GestureKitTesting
import Testing

@Suite struct TapGestureRecognizerTests {
    let center = Point(x: 200, y: 200)

    @Test func singleTapRecognizesWhenTheFingerLifts() {
        let (window, view) = makeWindow(with: View())
        let tap = attach(TapGestureRecognizer(), named: "tap", to: view)
        let log = ActionLog(window)
        let input = SyntheticInput(window)
        let finger = input.finger(at: center)
        #expect(tap.state == .possible)
        input.advance(by: 0.08)
        finger.move(by: Vector(dx: 6, dy: 3))
        finger.lift()
        #expect(log.calls == ["tap:ended"])
        #expect(log.entries.first?.time == 0.08)
        // Back to possible for the next tap.
        #expect(tap.state == .possible)
        #expect(tap.location(in: view).distance(to: Point(x: 106, y: 103)) < 1e-9)
    }

    @Test func tapFailsWhenTheFingerWandersPastTheSlop() {
        let (window, view) = makeWindow(with: View())
        attach(TapGestureRecognizer(), named: "tap", to: view)
        let log = ActionLog(window)
        let input = SyntheticInput(window)
        let finger = input.finger(at: center)
        finger.move(by: Vector(dx: Defaults.tapSlop + 1, dy: 0))
        finger.lift()
        #expect(log.calls.isEmpty)
    }

    @Test func mouseClicksHaveASmallerSlop() {
        let (window, view) = makeWindow(with: View())
        attach(TapGestureRecognizer(), named: "tap", to: view)
        let log = ActionLog(window)
        let mouse = SyntheticInput(window, kind: .mouse)
        let button = mouse.finger(at: center)
        button.move(by: Vector(dx: 8, dy: 0))
        button.lift()
        #expect(log.calls.isEmpty)
        mouse.advance(by: 1)
        mouse.tap(at: center)
        #expect(log.calls == ["tap:ended"])
    }

    @Test func doubleTapNeedsTwoTapsWithinTheInterval() {
        let (window, view) = makeWindow(with: View())
        let doubleTap = attach(TapGestureRecognizer(taps: 2), named: "double", to: view)
        let log = ActionLog(window)
        let input = SyntheticInput(window)
        input.tap(at: center)
        #expect(log.calls.isEmpty)
        #expect(doubleTap.state == .possible)
        input.advance(by: 0.2)
        input.tap(at: center + Vector(dx: 20, dy: 0))
        #expect(log.calls == ["double:ended"])

        // Too slow: the first tap's window closes and the recognizer fails, then starts over.
        log.clear()
        input.advance(by: 1)
        input.tap(at: center)
        input.advance(by: Defaults.multiTapInterval + 0.01)
        input.tap(at: center)
        #expect(log.calls.isEmpty)
        input.advance(by: 0.1)
        input.tap(at: center)
        #expect(log.calls == ["double:ended"])
    }

    @Test func secondTapFarFromTheFirstFails() {
        let (window, view) = makeWindow(with: View())
        view.frame = Rect(x: 0, y: 0, width: 800, height: 600)
        attach(TapGestureRecognizer(taps: 2), named: "double", to: view)
        let log = ActionLog(window)
        let input = SyntheticInput(window)
        input.tap(at: Point(x: 100, y: 100))
        input.advance(by: 0.1)
        input.tap(at: Point(x: 100 + Defaults.multiTapSlop + 10, y: 100))
        #expect(log.calls.isEmpty)
    }

    @Test func twoFingerTapNeedsExactlyTwoFingers() {
        let (window, view) = makeWindow(with: View())
        let twoFinger = attach(TapGestureRecognizer(touches: 2), named: "two", to: view)
        let log = ActionLog(window)
        let input = SyntheticInput(window)
        input.tap(at: Point(x: 150, y: 200), fingers: 2)
        #expect(log.calls == ["two:ended"])
        #expect(twoFinger.state == .possible)
        log.clear()
        input.advance(by: 1)
        input.tap(at: Point(x: 150, y: 200), fingers: 1)
        input.advance(by: 1)
        input.tap(at: Point(x: 120, y: 200), fingers: 3)
        #expect(log.calls.isEmpty)
    }

    @Test func touchesReportTheirTapCount() {
        let (window, view) = makeWindow(with: RecordingView())
        let input = SyntheticInput(window)
        var counts: [Int] = []
        final class Counter: View {
            var onBegan: (Touch) -> Void = { _ in }
            override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { touches.forEach(onBegan) }
        }
        let counter = Counter(frame: view.frame)
        counter.onBegan = { counts.append($0.tapCount) }
        window.addSubview(counter)
        input.taps(3, at: center)
        input.advance(by: 1)
        input.tap(at: center)
        #expect(counts == [1, 2, 3, 1])
    }
}
