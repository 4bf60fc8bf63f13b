import DragPinchCard
import GestureKit
import GestureKitTesting
import Testing

/// The card as fingers use it, on GestureKitTesting's synthetic touches and manual clock.
@Suite struct CardTests {
    let window = Window(size: Size(width: 640, height: 480))

    @Test func aDragMovesTheCard() {
        let card = addCard(to: window)
        let input = SyntheticInput(window)
        input.finger(at: Point(x: 320, y: 240)).drag(to: Point(x: 420, y: 300), duration: 0.3)
        #expect(abs(card.center.x - 420) < 1 && abs(card.center.y - 300) < 1, "\(card.center)")
    }

    @Test func aPinchScalesItAndADoubleTapPutsItBack() {
        let card = addCard(to: window)
        let input = SyntheticInput(window)
        let (left, right) = input.twoFingers(at: Point(x: 280, y: 240), Point(x: 360, y: 240))
        for step in 1...10 {
            input.advance(by: 0.016)
            input.simultaneously {
                left.move(to: Point(x: 280 - Double(step) * 4, y: 240))
                right.move(to: Point(x: 360 + Double(step) * 4, y: 240))
            }
        }
        input.simultaneously {
            left.lift()
            right.lift()
        }
        // The fingers went from 80 to 160 points apart.
        #expect(abs(card.transform.a - 2) < 0.05, "\(card.transform)")

        input.advance(by: 0.5)
        input.taps(2, at: Point(x: 320, y: 240))
        input.advance(by: 0.5)
        #expect(card.transform == .identity && card.center == Point(x: 320, y: 240))
    }
}
