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
        input.drag(from: Point(x: 320, y: 240), to: Point(x: 420, y: 300), duration: 0.3)
        #expect(abs(card.center.x - 420) < 1 && abs(card.center.y - 300) < 1, "\(card.center)")
    }

    @Test func aPinchScalesItAndADoubleTapPutsItBack() {
        let card = addCard(to: window)
        let input = SyntheticInput(window)
        // Two fingers 80 points apart spread to 160: twice the size.
        input.pinch(at: Point(x: 320, y: 240), scale: 2, distance: 80)
        #expect(abs(card.transform.a - 2) < 0.05, "\(card.transform)")

        input.advance(by: 0.5)
        input.taps(2, at: Point(x: 320, y: 240))
        input.advance(by: 0.5)
        #expect(card.transform == .identity && card.center == Point(x: 320, y: 240))
    }
}
