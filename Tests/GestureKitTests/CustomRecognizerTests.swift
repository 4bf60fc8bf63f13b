import GestureKit
import GestureKitTesting
import Testing

/// Custom recognizers written exactly as the seeds write them: subclass, override the touches
/// methods and `reset()`, set `state`.
@Suite struct CustomRecognizerTests {
    /// The checkmark of seed 000: a down-right stroke, then an up-right stroke, one finger.
    final class CheckmarkRecognizer: GestureRecognizer {
        private(set) var midPoint: Point?
        private var strokeUp = false

        override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
            if touches.count != 1 { state = .failed }
        }

        override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
            guard state != .failed, let touch = touches.first else { return }
            let now = touch.location(in: view), previous = touch.previousLocation(in: view)
            guard !strokeUp else { return }
            if now.x >= previous.x && now.y >= previous.y {
                midPoint = now
            } else if now.x >= previous.x && now.y <= previous.y {
                strokeUp = true
            } else {
                state = .failed
            }
        }

        override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
            if state == .possible && strokeUp { state = .recognized }
        }

        override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
            state = .failed
        }

        override func reset() {
            midPoint = nil
            strokeUp = false
        }
    }

    private func stroke(_ input: SyntheticInput, through points: [Point]) {
        let finger = input.finger(at: points[0])
        for point in points.dropFirst() {
            input.advance(by: 0.016)
            finger.move(to: point)
        }
        finger.lift()
    }

    @Test func checkmarkRecognizesADownThenUpStroke() {
        let window = Window(size: Size(width: 400, height: 400))
        window.name = "root"
        var midPoints: [Point] = []
        let check = CheckmarkRecognizer()
        check.name = "checkmark"
        check.addAction { midPoints.append($0.midPoint ?? .zero) }
        window.addGestureRecognizer(check)
        let log = ActionLog(window)
        let input = SyntheticInput(window)
        stroke(
            input,
            through: [
                Point(x: 100, y: 100), Point(x: 120, y: 120), Point(x: 140, y: 140),
                Point(x: 170, y: 100), Point(x: 200, y: 60),
            ])
        #expect(log.calls == ["checkmark:ended"])
        #expect(midPoints == [Point(x: 140, y: 140)])
        #expect(check.state == .possible)
        #expect(check.midPoint == nil)

        stroke(input, through: [Point(x: 100, y: 100), Point(x: 80, y: 120), Point(x: 60, y: 140)])
        stroke(input, through: [Point(x: 100, y: 100), Point(x: 120, y: 120), Point(x: 140, y: 140)])
        #expect(log.calls == ["checkmark:ended"])
    }

    /// A recognizer that never makes up its mind (like seed 004's checkmark on a stroke that is not
    /// a checkmark) fails once its touches are gone, so nobody waits for it forever.
    final class Undecided: GestureRecognizer {}

    @Test func anUndecidedRecognizerFailsWhenItsTouchesEnd() {
        let window = Window(size: Size(width: 400, height: 400))
        window.name = "root"
        let undecided = attach(Undecided(), named: "undecided", to: window)
        let tap = attach(TapGestureRecognizer(), named: "tap", to: window)
        tap.require(toFail: undecided)
        let log = ActionLog(window)
        SyntheticInput(window).tap(at: Point(x: 50, y: 50))
        #expect(log.calls == ["tap:ended"])
        #expect(undecided.state == .possible)
    }

    @Test func stateSetInResetIsIgnored() {
        final class ResetsToFailed: TapGestureRecognizer {
            override func reset() {
                super.reset()
                // The tickle seed does this; by then there is nothing left to fail.
                if state == .possible { state = .failed }
            }
        }
        let window = Window(size: Size(width: 400, height: 400))
        let tap = attach(ResetsToFailed(), named: "tap", to: window)
        let log = ActionLog(window)
        let input = SyntheticInput(window)
        input.tap(at: Point(x: 50, y: 50))
        input.advance(by: 1)
        input.tap(at: Point(x: 50, y: 50))
        #expect(log.calls == ["tap:ended", "tap:ended"])
        #expect(tap.state == .possible)
    }

    /// Subclassing the two-finger base from outside GestureKit (this file imports it without
    /// `@testable`): the hooks and ``TwoFingerGestureRecognizer/fingers`` are enough.
    final class SpreadGestureRecognizer: TwoFingerGestureRecognizer {
        private(set) var spread = 0.0
        override var hasPassedThreshold: Bool { abs(fingers.spanChange) >= 10 }
        override var latestEventChangedValue: Bool { fingers.latestScaleFactor != 1 }
        override func accumulateLatestChange(at time: Double) {
            spread = fingers.spanChange
            trackValue(spread, at: time)
        }
        override func resetValue() { spread = 0 }
    }

    @Test func aTwoFingerRecognizerCanBeWrittenOutsideTheEngine() throws {
        let (window, view) = makeWindow(with: View())
        let spread = attach(SpreadGestureRecognizer(), named: "spread", to: view)
        var seen: [(GestureRecognizer.State, Double, Double)] = []
        spread.addAction { [unowned spread] in seen.append(($0.state, spread.spread, spread.valueVelocity)) }
        let input = SyntheticInput(window)
        let (left, right) = input.twoFingers(at: Point(x: 180, y: 200), Point(x: 220, y: 200))
        for step in 1...10 {
            input.advance(by: 0.016)
            input.simultaneously {
                left.move(to: Point(x: 180 - Double(step) * 3, y: 200))
                right.move(to: Point(x: 220 + Double(step) * 3, y: 200))
            }
        }
        input.simultaneously {
            left.lift()
            right.lift()
        }
        #expect(seen.first?.0 == .began && seen.last?.0 == .ended)
        // The fingers spread from 40 to 100 points apart, at 6 points every 16 ms.
        let last = try #require(seen.last)
        #expect(abs(last.1 - 60) < 1e-9)
        #expect(abs(last.2 - 6 / 0.016) < 6 / 0.016 * 0.05, "\(last.2)")
    }
}
