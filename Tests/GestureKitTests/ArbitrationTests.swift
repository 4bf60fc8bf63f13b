import GestureKit
import GestureKitTesting
import RealModule
import Testing

/// The seeds' arbitration scenarios, each driven by synthetic touches on a manual clock.
@Suite struct ArbitrationTests {
    /// The photos seed: one image with pan, pinch, rotation (together), double tap and long press.
    final class PhotoRig: GestureRecognizerDelegate {
        let window = Window(size: Size(width: 800, height: 600))
        let image = View(frame: Rect(x: 200, y: 150, width: 200, height: 200))
        let log: ActionLog
        let pan: PanGestureRecognizer
        let pinch: PinchGestureRecognizer
        let rotation: RotationGestureRecognizer
        let doubleTap: TapGestureRecognizer
        let longPress: LongPressGestureRecognizer

        init() {
            image.name = "image1"
            window.addSubview(image)
            log = ActionLog(window)
            let image = self.image
            // Actions hold their view unowned: the view owns its recognizers.
            pan = PanGestureRecognizer { [unowned image] pan in
                image.center += pan.translation(in: nil)
                pan.setTranslation(.zero, in: nil)
            }
            pinch = PinchGestureRecognizer { [unowned image] pinch in
                image.transform = image.transform.scaledBy(x: pinch.scale, y: pinch.scale)
                pinch.scale = 1
            }
            rotation = RotationGestureRecognizer { [unowned image] rotation in
                image.transform = image.transform.rotated(by: rotation.rotation)
                rotation.rotation = 0
            }
            doubleTap = TapGestureRecognizer(taps: 2) { [unowned image] _ in
                image.transform = .identity
                image.alpha = 1
            }
            longPress = LongPressGestureRecognizer { [unowned image] press in
                if press.state == .began { image.alpha = 0.7 }
            }
            for (recognizer, name) in [
                (pan, "pan"), (pinch, "pinch"), (rotation, "rotation"),
                (doubleTap, "doubleTap"), (longPress, "longPress"),
            ] as [(GestureRecognizer, String)] {
                attach(recognizer, named: name, to: image)
                recognizer.delegate = self
            }
        }

        func gestureRecognizer(
            _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
        ) -> Bool {
            let together: [GestureRecognizer] = [pan, pinch, rotation]
            return together.contains { $0 === recognizer } && together.contains { $0 === other }
        }
    }

    @Test func doubleTapResetsAfterPanPinchAndRotationRanTogether() {
        let rig = PhotoRig()
        let input = SyntheticInput(rig.window)
        let (a, b) = input.twoFingers(at: Point(x: 260, y: 250), Point(x: 340, y: 250))
        // Spread, turn and move at once: 80 → 160 pt apart, a quarter turn, 40 pt right.
        for step in 1...20 {
            input.advance(by: 0.01)
            let t = Double(step) / 20
            let center = Point(x: 300 + 40 * t, y: 250)
            let half = Vector(dx: 40 * (1 + t) * .cos(t * .pi / 2), dy: 40 * (1 + t) * .sin(t * .pi / 2))
            input.simultaneously {
                a.move(to: center - half)
                b.move(to: center + half)
            }
        }
        #expect(rig.pan.state == .changed)
        #expect(rig.pinch.state == .changed)
        #expect(rig.rotation.state == .changed)
        #expect(abs(rig.image.transform.scale - 2) < 1e-6)
        #expect(abs(rig.image.transform.rotation - .pi / 2) < 1e-6)
        #expect(abs(rig.image.center.x - 340) < 1e-6)
        input.simultaneously {
            a.lift()
            b.lift()
        }
        #expect(Set(rig.log.entries.map(\.name)) == ["pan", "pinch", "rotation"])
        #expect(rig.log.states(of: "pinch").last == .ended)

        input.advance(by: 1)
        input.taps(2, at: rig.image.center)
        #expect(rig.log.calls.last == "doubleTap:ended")
        #expect(rig.image.transform == .identity)
        #expect(rig.image.alpha == 1)
    }

    @Test func longPressFadesAndDoubleTapRestores() {
        let rig = PhotoRig()
        let input = SyntheticInput(rig.window)
        let finger = input.finger(at: Point(x: 300, y: 250))
        input.advance(by: 0.6)
        #expect(rig.image.alpha == 0.7)
        finger.lift()
        input.advance(by: 1)
        input.taps(2, at: Point(x: 300, y: 250))
        #expect(rig.image.alpha == 1)
        #expect(rig.log.calls == ["longPress:began", "longPress:ended", "doubleTap:ended"])
    }

    @Test func twoPeopleMoveTwoImagesAtOnce() {
        let window = Window(size: Size(width: 800, height: 600))
        let first = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let second = View(frame: Rect(x: 400, y: 0, width: 100, height: 100))
        for view in [first, second] {
            window.addSubview(view)
            attach(
                PanGestureRecognizer { [unowned view] pan in
                    view.center += pan.translation(in: nil)
                    pan.setTranslation(.zero, in: nil)
                }, named: "pan", to: view)
        }
        // A swipe on the root shares both touches and must lose to both pans.
        attach(SwipeGestureRecognizer(direction: .down), named: "swipe", to: window)
        let log = ActionLog(window)
        let input = SyntheticInput(window)
        let (one, two) = input.twoFingers(at: Point(x: 50, y: 50), Point(x: 450, y: 50))
        for _ in 0..<10 {
            input.advance(by: 0.01)
            input.simultaneously {
                one.move(by: Vector(dx: 0, dy: 10))
                two.move(by: Vector(dx: 5, dy: 10))
            }
        }
        #expect(first.center == Point(x: 50, y: 150))
        #expect(second.center == Point(x: 500, y: 150))
        input.simultaneously {
            one.lift()
            two.lift()
        }
        #expect(!log.calls.contains("swipe:ended"))
    }

    @Test func singleTapWaitsForTheDoubleTapToFail() {
        let (window, view) = makeWindow(with: View())
        let doubleTap = attach(TapGestureRecognizer(taps: 2), named: "double", to: view)
        let single = attach(TapGestureRecognizer(), named: "single", to: view)
        single.require(toFail: doubleTap)
        let log = ActionLog(window)
        let input = SyntheticInput(window)
        input.tap(at: Point(x: 200, y: 200))
        let lift = input.time
        #expect(log.calls.isEmpty)
        #expect(single.state == .possible)
        input.advance(by: Defaults.multiTapInterval - 0.01)
        #expect(log.calls.isEmpty)
        input.advance(by: 0.02)
        #expect(log.calls == ["single:ended"])
        #expect(abs(log.entries[0].time - (lift + Defaults.multiTapInterval)) < 1e-9)
        #expect(window.arbitrationLog.contains { $0.kind == .waits && $0.subject == "target.single" })

        log.clear()
        input.advance(by: 1)
        input.taps(2, at: Point(x: 200, y: 200))
        input.advance(by: 1)
        #expect(log.calls == ["double:ended"])
    }

    @Test func quadrupleChainFiresExactlyOneLabelPerTapCount() {
        let (window, view) = makeWindow(with: View())
        let names = ["single", "double", "triple", "quadruple"]
        let taps = names.enumerated().map { index, name in
            attach(TapGestureRecognizer(taps: index + 1), named: name, to: view)
        }
        for index in 0..<3 { taps[index].require(toFail: taps[index + 1]) }
        let log = ActionLog(window)
        let input = SyntheticInput(window)
        for count in 1...4 {
            log.clear()
            input.taps(count, at: Point(x: 200, y: 200))
            input.advance(by: 1)
            #expect(log.calls == ["\(names[count - 1]):ended"], "after \(count) taps")
            #expect(taps.allSatisfy { $0.state == .possible })
        }
    }

    @Test func longPressAndMoveRecognizeTogetherWithoutCancellingTheView() {
        // The draw seed: a long press selects a line, a pan that may run with it moves the line.
        let (window, view) = makeWindow(with: RecordingView())
        let delegate = TestDelegate()
        let press = attach(LongPressGestureRecognizer(), named: "longPress", to: view)
        let move = attach(PanGestureRecognizer(), named: "move", to: view)
        move.cancelsTouchesInView = false
        move.delegate = delegate
        delegate.simultaneous = { recognizer, _ in recognizer === move }
        let log = ActionLog(window)
        let input = SyntheticInput(window)
        let finger = input.finger(at: Point(x: 200, y: 200))
        input.advance(by: 0.6)
        #expect(press.state == .began)
        finger.move(to: Point(x: 260, y: 230), duration: 0.2, steps: 5)
        #expect(press.state == .changed)
        #expect(move.state == .changed)
        finger.lift()
        #expect(log.calls.first == "longPress:began")
        #expect(log.states(of: "move") == [.began, .changed, .changed, .changed, .changed, .ended])
        #expect(log.states(of: "longPress").last == .ended)
        // The long press cancels the view's touches when it begins; the move does not.
        #expect(view.phases == ["began", "cancelled"])
    }

    /// A custom recognizer in the seed's style: three alternating horizontal strokes of 20 pt.
    final class TickleRecognizer: GestureRecognizer {
        private var strokes = 0
        private var strokeStart: Point?
        private var lastDirection = 0.0

        override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
            strokeStart = touches.first?.location(in: view)
        }

        override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
            guard let point = touches.first?.location(in: view), let start = strokeStart else { return }
            let along = point.x - start.x
            if lastDirection != 0 && along.sign == lastDirection.sign {
                // Still going the same way: the next stroke is measured from the turning point.
                strokeStart = point
                return
            }
            guard abs(along) >= 20 else { return }
            strokes += 1
            strokeStart = point
            lastDirection = along
            if strokes >= 3 && state == .possible { state = .recognized }
        }

        override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
            if state == .possible { state = .failed }
        }

        override func reset() {
            strokes = 0
            strokeStart = nil
            lastDirection = 0
        }
    }

    @Test func swipeWaitsForTheCustomTickleToFail() {
        let window = Window(size: Size(width: 800, height: 600))
        window.name = "root"
        let tickle = attach(TickleRecognizer(), named: "tickle", to: window)
        let swipe = attach(SwipeGestureRecognizer(direction: .right), named: "swipeRight", to: window)
        swipe.require(toFail: tickle)
        let log = ActionLog(window)
        let input = SyntheticInput(window)

        let flick = input.finger(at: Point(x: 100, y: 300))
        flick.move(to: Point(x: 190, y: 300), duration: 0.1, steps: 5)
        #expect(log.calls.isEmpty)
        #expect(swipe.state == .possible)
        flick.lift()
        #expect(log.calls == ["swipeRight:ended"])

        log.clear()
        let rub = input.finger(at: Point(x: 100, y: 300))
        rub.move(to: Point(x: 160, y: 300), duration: 0.05, steps: 3)
        rub.move(to: Point(x: 110, y: 300), duration: 0.05, steps: 3)
        rub.move(to: Point(x: 170, y: 300), duration: 0.05, steps: 3)
        rub.lift()
        #expect(log.calls == ["tickle:ended"])
    }

    @Test func cancelEndsContinuousRecognizersCancelledAndResetsEveryone() {
        let rig = PhotoRig()
        let view = RecordingView(frame: rig.window.bounds)
        rig.window.insertSubview(view, at: 0)
        let input = SyntheticInput(rig.window)
        let (a, b) = input.twoFingers(at: Point(x: 260, y: 250), Point(x: 340, y: 250))
        for _ in 0..<8 {
            input.advance(by: 0.01)
            input.simultaneously {
                a.move(by: Vector(dx: -4, dy: 3))
                b.move(by: Vector(dx: 8, dy: -6))
            }
        }
        #expect(rig.pan.state == .changed && rig.pinch.state == .changed && rig.rotation.state == .changed)
        input.cancel()
        for name in ["pan", "pinch", "rotation"] {
            #expect(rig.log.states(of: name).last == .cancelled, "\(name)")
        }
        #expect(!rig.log.calls.contains { $0.hasPrefix("doubleTap") || $0.hasPrefix("longPress") })
        let all: [GestureRecognizer] = [rig.pan, rig.pinch, rig.rotation, rig.doubleTap, rig.longPress]
        #expect(all.allSatisfy { $0.state == .possible && $0.numberOfTouches == 0 })
        #expect(rig.window.activeTouches.isEmpty)
        #expect(rig.window.activeRecognizers.isEmpty)
        // No timer is left to fire later: the long press stays quiet.
        input.advance(by: 2)
        #expect(rig.log.calls.allSatisfy { !$0.hasPrefix("longPress") })

        // Touches that only the view had get touchesCancelled.
        let lone = input.finger(at: Point(x: 20, y: 20))
        lone.move(by: Vector(dx: 1, dy: 0))
        input.cancel()
        #expect(view.phases == ["began", "moved", "cancelled"])
    }
}
