import GestureKit
import GestureKitTesting
import GestureTrace
import Testing

@Suite struct HoverGestureRecognizerTests {
    @Test func thePointerOverAViewBeginsChangesAndEndsWithItsLocation() {
        let (window, view) = makeWindow(with: View())
        var locations: [Point] = []
        let hover = attach(
            HoverGestureRecognizer { [unowned view] in locations.append($0.location(in: view)) }, named: "hover",
            to: view)
        let log = ActionLog(window)
        let router = InputRouter(window: window)
        router.handle(.pointerMotion(location: Point(x: 50, y: 50)), at: 0)
        #expect(log.calls.isEmpty)
        router.handle(.pointerMotion(location: Point(x: 110, y: 120)), at: 0.01)
        router.handle(.pointerMotion(location: Point(x: 150, y: 120)), at: 0.02)
        router.handle(.pointerMotion(location: Point(x: 150, y: 120)), at: 0.03)
        #expect(hover.state == .changed)
        router.handle(.pointerMotion(location: Point(x: 350, y: 120)), at: 0.04)
        #expect(log.calls == ["hover:began", "hover:changed", "hover:ended"])
        #expect(locations == [Point(x: 10, y: 20), Point(x: 50, y: 20), Point(x: 50, y: 20)])
        #expect(hover.state == .possible)
        // Again, then out of the window altogether.
        router.handle(.pointerMotion(location: Point(x: 200, y: 200)), at: 1)
        router.handle(.pointerLeave, at: 1.1)
        #expect(log.calls.suffix(2) == ["hover:began", "hover:ended"])
        #expect(log.entries.last?.time == 1.1)
    }

    @Test func aViewAndItsAncestorsHoverTogetherAndTheShapeCounts() {
        final class Disc: View {
            override func point(inside point: Point) -> Bool { point.distance(to: bounds.center) <= bounds.width / 2 }
        }
        let (window, card) = makeWindow(with: View())
        let disc = Disc(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        card.addSubview(disc)
        attach(HoverGestureRecognizer(), named: "cardHover", to: card)
        attach(HoverGestureRecognizer(), named: "discHover", to: disc)
        let log = ActionLog(window)
        window.pointerMoved(to: Point(x: 150, y: 150))
        #expect(log.calls == ["cardHover:began"])
        // The disc's box corner is not the disc.
        window.pointerMoved(to: Point(x: 205, y: 205))
        #expect(log.calls == ["cardHover:began", "cardHover:changed"])
        window.pointerMoved(to: Point(x: 250, y: 250))
        #expect(log.calls.suffix(2) == ["discHover:began", "cardHover:changed"])
        window.pointerMoved(to: Point(x: 150, y: 150))
        #expect(log.calls.suffix(2) == ["discHover:ended", "cardHover:changed"])
        // A view leaving the window ends its hover.
        window.pointerMoved(to: Point(x: 250, y: 250))
        card.removeFromSuperview()
        #expect(log.calls.suffix(2) == ["discHover:ended", "cardHover:ended"])
    }

    /// Hovering takes no touches: a tap on the hovered view recognizes as if it were not there,
    /// and the view's own touch delivery is not held back.
    @Test func hoverNeverCompetesForTouches() {
        let (window, view) = makeWindow(with: RecordingView())
        let hover = attach(HoverGestureRecognizer(), named: "hover", to: view)
        attach(TapGestureRecognizer(), named: "tap", to: view)
        let log = ActionLog(window)
        let router = InputRouter(window: window)
        router.handle(.pointerMotion(location: Point(x: 200, y: 200)), at: 0)
        router.handle(.pointerButton(.left, pressed: true), at: 0.1)
        router.handle(.pointerButton(.left, pressed: false), at: 0.15)
        #expect(log.calls == ["hover:began", "tap:ended"])
        #expect(hover.state == .began && hover.numberOfTouches == 0)
        #expect(view.phases == ["began", "cancelled"] || view.phases == ["began", "ended"])
        #expect(!window.activeRecognizers.contains { $0 === hover })
        // A fat finger beside a view that only hovers stays on the background.
        let plain = View(frame: Rect(x: 500, y: 100, width: 10, height: 10))
        plain.addGestureRecognizer(HoverGestureRecognizer())
        window.addSubview(plain)
        #expect(window.hitTest(Point(x: 520, y: 105), radius: 15) === window)
    }

    @Test func reportLinesNameTheHoverWithItsLocation() {
        let (window, view) = makeWindow(with: View())
        attach(HoverGestureRecognizer(), named: "hover", to: view)
        var lines: [String] = []
        let report = ReportWriter(scene: "test") { lines.append($0) }
        report.observe(window)
        window.pointerMoved(to: Point(x: 120, y: 130), at: 0.5)
        #expect(
            lines == [
                #"{"t":0.5,"scene":"test","view":"target","recognizer":"hover","state":"began","touches":0,"location":[120,130],"kind":"mouse"}"#
            ])
    }
}
