import GestureKit
import GestureKitTesting
import Testing

/// Actions that change the tree, recognizers or actions while the engine is in the middle of
/// delivering an event, and what outlives what afterwards. The engine walks its lists without
/// retaining each entry and keeps only unowned references from recognizers to views; these
/// check that nothing it still walks is freed under it (CI runs them under ASan too).
@Suite struct ChangesDuringDeliveryTests {
    @Test func anActionRemovingItsViewMidStrokeEndsEverythingAndFreesIt() {
        let window = Window(size: Size(width: 800, height: 600))
        weak var goneView: View?
        weak var gonePan: PanGestureRecognizer?
        weak var goneTap: TapGestureRecognizer?
        var panCalls: [GestureRecognizer.State] = []
        do {
            let view = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
            window.addSubview(view)
            let tap = attach(TapGestureRecognizer(), named: "tap", to: view)
            attach(LongPressGestureRecognizer(), named: "press", to: view)
            let pan = attach(
                PanGestureRecognizer { [unowned view] pan in
                    panCalls.append(pan.state)
                    if pan.state == .began { view.removeFromSuperview() }
                }, named: "pan", to: view)
            goneView = view
            gonePan = pan
            goneTap = tap
        }
        let input = SyntheticInput(window)
        let finger = input.finger(at: Point(x: 150, y: 150))
        finger.move(to: Point(x: 250, y: 150), duration: 0.2)
        finger.lift()
        input.advance(by: 1)
        // Leaving the window cancelled the pan right after it began; the rest reached nobody.
        #expect(panCalls == [.began, .cancelled])
        #expect(window.activeRecognizers.isEmpty)
        #expect(window.subviews.isEmpty)
        #expect(goneView == nil, "the removed view outlived its last touch")
        #expect(gonePan == nil && goneTap == nil, "a removed recognizer outlived the gesture")
    }

    @Test func aWinnerRemovingACompetitorAsItBeginsLeavesTheRestWorking() {
        let (window, view) = makeWindow(with: View())
        let log = ActionLog(window)
        weak var goneSwipe: SwipeGestureRecognizer?
        do {
            let swipe = attach(SwipeGestureRecognizer(direction: .right), named: "swipe", to: view)
            goneSwipe = swipe
        }
        let pinch = attach(PinchGestureRecognizer(), named: "pinch", to: view)
        attach(
            PanGestureRecognizer { [unowned view] pan in
                // Taken out while the arena walks the recognizers hearing this move.
                if pan.state == .began, let swipe = goneSwipe { view.removeGestureRecognizer(swipe) }
            }, named: "pan", to: view)
        let input = SyntheticInput(window)
        let finger = input.finger(at: Point(x: 150, y: 150))
        finger.move(to: Point(x: 250, y: 150), duration: 0.2)
        finger.lift()
        #expect(log.states(of: "pan") == [.began] + Array(repeating: .changed, count: 8) + [.ended])
        #expect(goneSwipe == nil, "the removed swipe outlived the gesture")
        #expect(view.gestureRecognizers.map(\.name) == ["pinch", "pan"])
        #expect(pinch.state == .possible)

        // The same view still pans afterwards.
        log.clear()
        let again = input.finger(at: Point(x: 150, y: 200))
        again.move(to: Point(x: 150, y: 280), duration: 0.1)
        again.lift()
        #expect(log.states(of: "pan").first == .began)
        #expect(log.states(of: "pan").last == .ended)
    }

    @Test func anActionAddedByAnActionRunsFromTheNextCallOn() {
        let (window, view) = makeWindow(with: View())
        var calls: [String] = []
        let pan = attach(PanGestureRecognizer(), named: "pan", to: view)
        pan.addAction { pan in
            calls.append("first:\(pan.state.rawValue)")
            if pan.state == .began { pan.addAction { calls.append("second:\($0.state.rawValue)") } }
        }
        let input = SyntheticInput(window)
        let finger = input.finger(at: Point(x: 150, y: 150))
        finger.move(by: Vector(dx: 20, dy: 0))
        finger.move(by: Vector(dx: 5, dy: 0))
        finger.lift()
        #expect(calls == ["first:began", "first:changed", "second:changed", "first:ended", "second:ended"])
    }

    @Test func aRecognizerKeptLongerThanItsViewForgetsTheView() {
        let window = Window(size: Size(width: 800, height: 600))
        let pan = PanGestureRecognizer()
        do {
            let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            view.name = "short-lived"
            view.addGestureRecognizer(pan)
            window.addSubview(view)
            #expect(pan.view === view)
            #expect(pan.label == "short-lived.PanGestureRecognizer")
            view.removeFromSuperview()
        }
        #expect(pan.view == nil)
        #expect(pan.label == "?.PanGestureRecognizer")
    }

    @Test func aTouchKeptLongerThanItsWindowForgetsTheWindowAndItsView() {
        var kept: Touch?
        weak var goneWindow: Window?
        do {
            let (window, view) = makeWindow(with: RecordingView())
            let input = SyntheticInput(window)
            input.reportsFingersLeftDown = false
            let finger = input.finger(at: Point(x: 150, y: 150))
            kept = window.activeTouches.first
            #expect(kept?.view === view)
            #expect(kept?.window === window)
            goneWindow = window
            _ = finger
        }
        // Closed with the finger still down: nothing the touch refers to is kept alive by it.
        #expect(goneWindow == nil, "a touch kept the window alive")
        #expect(kept?.window == nil)
        #expect(kept?.view == nil)
        #expect(kept?.phase == .began)
    }
}
