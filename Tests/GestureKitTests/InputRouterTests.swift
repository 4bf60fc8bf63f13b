import GestureKit
import GestureKitTesting
import Testing

@Suite struct InputRouterTests {
    @Test func theLeftButtonIsOneFinger() {
        let (window, view) = makeWindow(with: View())
        let doubleTap = attach(TapGestureRecognizer(taps: 2), named: "doubleTap", to: view)
        let press = attach(LongPressGestureRecognizer(), named: "press", to: view)
        let pan = attach(PanGestureRecognizer(), named: "pan", to: view)
        let log = ActionLog(window)
        let router = InputRouter(window: window)
        var time = 0.0
        func send(_ event: InputEvent, after seconds: Double = 0.01) {
            time += seconds
            router.handle(event, at: time)
        }
        send(.pointerMotion(location: Point(x: 200, y: 200)))
        for _ in 0..<2 {
            send(.pointerButton(.left, pressed: true))
            send(.pointerButton(.left, pressed: false), after: 0.05)
        }
        #expect(log.calls == ["doubleTap:ended"])
        send(.pointerButton(.left, pressed: true), after: 1)
        send(.idle, after: 0.6)
        #expect(press.state == .began)
        send(.pointerButton(.left, pressed: false))
        send(.pointerButton(.left, pressed: true), after: 1)
        send(.pointerMotion(location: Point(x: 210, y: 200)))
        #expect(pan.state == .began)
        send(.pointerButton(.left, pressed: false))
        #expect(log.calls.suffix(2) == ["pan:began", "pan:ended"])
        #expect(doubleTap.state == .possible && pan.state == .possible)
        // Right clicks and releases without a press are ignored.
        send(.pointerButton(.right, pressed: true))
        send(.pointerButton(.left, pressed: false))
        #expect(window.activeTouches.isEmpty)
    }

    @Test func touchpadPinchDrivesPinchAndRotationOfTheViewUnderThePointer() {
        let window = Window(size: Size(width: 800, height: 600))
        let small = View(frame: Rect(x: 100, y: 100, width: 60, height: 60))
        let other = View(frame: Rect(x: 400, y: 100, width: 200, height: 200))
        window.addSubview(small)
        window.addSubview(other)
        let pinch = attach(PinchGestureRecognizer(), named: "pinch", to: small)
        let rotation = attach(RotationGestureRecognizer(), named: "rotation", to: small)
        let otherPinch = attach(PinchGestureRecognizer(), named: "otherPinch", to: other)
        let delegate = TestDelegate()
        delegate.simultaneous = { _, _ in true }
        pinch.delegate = delegate
        let log = ActionLog(window)
        let router = InputRouter(window: window)
        router.handle(.pointerMotion(location: Point(x: 130, y: 130)), at: 0)
        router.handle(.pinchBegin(fingers: 2), at: 0.01)
        var degrees = 0.0
        for step in 1...10 {
            degrees = 3
            router.handle(
                .pinchUpdate(dx: 0, dy: 0, scale: 1 + 0.05 * Double(step), rotation: degrees),
                at: 0.01 + 0.01 * Double(step))
        }
        #expect(pinch.state == .changed)
        #expect(abs(pinch.scale - 1.5) < 1e-9)
        #expect(abs(rotation.rotation - 30 * .pi / 180) < 1e-9)
        router.handle(.pinchEnd(cancelled: false), at: 0.2)
        #expect(log.states(of: "pinch").last == .ended)
        #expect(log.states(of: "rotation").last == .ended)
        #expect(otherPinch.state == .possible && !log.calls.contains { $0.hasPrefix("otherPinch") })
        #expect(window.activeTouches.isEmpty)

        // A cancelled pinch cancels its recognizers.
        router.handle(.pinchBegin(fingers: 2), at: 1)
        router.handle(.pinchUpdate(dx: 0, dy: 0, scale: 1.3, rotation: 0), at: 1.01)
        router.handle(.pinchEnd(cancelled: true), at: 1.02)
        #expect(log.states(of: "pinch").last == .cancelled)
    }

    @Test func aTouchpadSwipeIsASwipeOfAsManyTouchesAsFingers() {
        let window = Window(size: Size(width: 800, height: 600))
        window.name = "root"
        let one = attach(SwipeGestureRecognizer(direction: .left), named: "swipeLeft1", to: window)
        let three = attach(SwipeGestureRecognizer(direction: .left, touches: 3), named: "swipeLeft3", to: window)
        let pan = attach(PanGestureRecognizer(), named: "pan", to: window)
        let together = TestDelegate()
        together.simultaneous = { _, _ in true }
        pan.delegate = together
        three.delegate = together
        let router = InputRouter(window: window)
        var gestures: [TouchpadGesture?] = []
        router.onTouchpadGesture = { gestures.append($0) }
        router.handle(.pointerMotion(location: Point(x: 400, y: 300)), at: 0)
        router.handle(.swipeBegin(fingers: 3), at: 0.01)
        #expect(window.activeTouches.count == 3)
        #expect(window.activeTouches.allSatisfy { $0.kind == .touchpad })
        var touchesSeen = 0
        var location = Point.zero
        pan.addAction { pan in
            touchesSeen = pan.numberOfTouches
            location = pan.location(in: nil)
        }
        // Speeding up: 15, 20, 25… points a frame, the last at 40 pt per 16 ms = 2500 pt/s.
        var x = 0.0
        for step in 1...6 {
            let dx = -(10 + 5 * Double(step))
            x += dx
            router.handle(.swipeUpdate(dx: dx, dy: 0), at: 0.01 + 0.016 * Double(step))
        }
        #expect(three.recognizedDirection == .left)
        #expect(one.state == .failed)
        #expect(touchesSeen == 3)
        #expect(abs(location.x - (400 + x)) < 1e-9 && abs(location.y - 300) < 1e-9)
        // The centre's speed at the last update, as a three-finger drag's would be.
        #expect(abs(pan.velocity(in: nil).dx + 40 / 0.016) < 0.1 * 40 / 0.016)
        router.handle(.swipeEnd(cancelled: false), at: 0.11)
        #expect(window.activeTouches.isEmpty)
        #expect(gestures == [TouchpadGesture(kind: .swipe, fingers: 3), nil])
    }

    @Test func aTouchpadPinchHasItsFingersAndAHoldItsCount() {
        let window = Window(size: Size(width: 800, height: 600))
        let pinch = attach(PinchGestureRecognizer(), named: "pinch", to: window)
        let router = InputRouter(window: window)
        var holds: [Bool] = []
        var gestures: [TouchpadGesture?] = []
        router.onHold = { _, began in holds.append(began) }
        router.onTouchpadGesture = { gestures.append($0) }
        router.handle(.pointerMotion(location: Point(x: 400, y: 300)), at: 0)
        router.handle(.pinchBegin(fingers: 4), at: 0.01)
        #expect(window.activeTouches.count == 4)
        // Four stand-ins around the pointer, 100 pt from it.
        for touch in window.activeTouches {
            #expect(abs(touch.location(in: nil).distance(to: Point(x: 400, y: 300)) - 100) < 1e-9)
        }
        for step in 1...5 {
            router.handle(
                .pinchUpdate(dx: 0, dy: 0, scale: 1 + 0.1 * Double(step), rotation: 0), at: 0.01 + 0.016 * Double(step))
        }
        #expect(pinch.state == .changed)
        #expect(pinch.numberOfTouches == 4)
        router.handle(.pinchEnd(cancelled: false), at: 0.2)
        router.handle(.holdBegin(fingers: 2), at: 1)
        #expect(router.touchpadGesture == TouchpadGesture(kind: .hold, fingers: 2))
        router.handle(.holdEnd(cancelled: false), at: 1.2)
        #expect(holds == [true, false])
        #expect(
            gestures == [
                TouchpadGesture(kind: .pinch, fingers: 4), nil, TouchpadGesture(kind: .hold, fingers: 2), nil,
            ])
    }

    @Test func keysCarryTheModifiersHeldAndScrollsTheirLocation() {
        let window = Window(size: Size(width: 800, height: 600))
        let router = InputRouter(window: window)
        var keys: [InputRouter.KeyPress] = []
        var scrolls: [(Point, Vector, KeyModifiers)] = []
        router.onKey = { keys.append($0) }
        router.onScroll = { scrolls.append(($0, $1, $2)) }
        router.handle(.key("Control_L", pressed: true), at: 0)
        router.handle(.key("q", pressed: true), at: 0.1)
        router.handle(.pointerAxis(dx: 0, dy: -10), at: 0.15)
        router.handle(.pointerMotion(location: Point(x: 5, y: 6)), at: 0.16)
        router.handle(.pointerAxis(dx: 0, dy: -10), at: 0.17)
        router.handle(.key("Control_L", pressed: false), at: 0.2)
        router.handle(.key("q", pressed: false), at: 0.3)
        #expect(keys.map(\.name) == ["Control_L", "q", "Control_L", "q"])
        #expect(keys[1].modifiers == .control && keys[3].modifiers == [])
        // Scrolling with the pointer outside the window goes nowhere.
        #expect(scrolls.count == 1)
        #expect(scrolls.first?.0 == Point(x: 5, y: 6) && scrolls.first?.2 == .control)
    }

    @Test func cancellingEverythingLeavesNoTouch() {
        let (window, view) = makeWindow(with: View())
        let pan = attach(PanGestureRecognizer(), named: "pan", to: view)
        let log = ActionLog(window)
        let router = InputRouter(window: window)
        router.handle(.touchDown(id: 0, location: Point(x: 150, y: 150)), at: 0)
        router.handle(.touchFrame, at: 0)
        router.handle(.touchMotion(id: 0, location: Point(x: 190, y: 150)), at: 0.02)
        router.handle(.touchFrame, at: 0.02)
        router.handle(.pointerMotion(location: Point(x: 200, y: 200)), at: 0.03)
        router.handle(.pointerButton(.left, pressed: true), at: 0.04)
        router.cancelAll(at: 0.05)
        #expect(log.calls == ["pan:began", "pan:cancelled"])
        #expect(window.activeTouches.isEmpty && pan.state == .possible)
        // The old ids are free again.
        router.handle(.touchDown(id: 0, location: Point(x: 150, y: 150)), at: 0.1)
        router.handle(.touchFrame, at: 0.1)
        #expect(window.activeTouches.count == 1)
    }
}

@Suite struct OddInputTests {
    @Test func touchpadGesturesWithoutABeginAndLiftsWithoutAPressAreReportedAndIgnored() {
        let window = Window(size: Size(width: 800, height: 600))
        let router = InputRouter(window: window)
        var anomalies: [String] = []
        router.window.onAnomaly = { anomalies.append($0.kind) }
        router.handle(.pointerMotion(location: Point(x: 10, y: 10)), at: 0)
        router.handle(.pinchUpdate(dx: 1, dy: 1, scale: 2, rotation: 0), at: 0.1)
        router.handle(.swipeEnd(cancelled: false), at: 0.2)
        router.handle(.pointerButton(.left, pressed: false), at: 0.3)
        #expect(
            anomalies == ["touchpad-gesture-without-begin", "touchpad-gesture-without-begin", "up-for-unknown-touch"])
        #expect(window.activeTouches.isEmpty)
    }

    @Test func moreTouchesThanAWindowTakesAreIgnoredAndTheRestStillWork() {
        let (window, view) = makeWindow(with: View())
        view.frame = window.bounds
        let pan = attach(PanGestureRecognizer(), named: "pan", to: view)
        window.maximumTouchCount = 20
        let router = InputRouter(window: window)
        var anomalies: [InputAnomaly] = []
        router.window.onAnomaly = { anomalies.append($0) }
        for id in 0..<Int32(20 + 5) {
            router.handle(.touchDown(id: id, location: Point(x: 10 + Double(id) * 20, y: 300)), at: 0)
        }
        router.handle(.touchFrame, at: 0)
        #expect(window.activeTouches.count == 20)
        #expect(anomalies.count == 5 && anomalies.allSatisfy { $0.kind == "too-many-touches" })
        for id in 0..<Int32(20 + 5) {
            router.handle(.touchMotion(id: id, location: Point(x: 10 + Double(id) * 20, y: 340)), at: 0.05)
        }
        router.handle(.touchFrame, at: 0.05)
        #expect(pan.state == .began)
        for id in 0..<Int32(20 + 5) { router.handle(.touchUp(id: id), at: 0.1) }
        router.handle(.touchFrame, at: 0.1)
        #expect(window.activeTouches.isEmpty && window.activeRecognizers.isEmpty && pan.state == .possible)
    }

    /// The engine's own limit is only the input pipeline's bound on what it tracks
    /// (`TouchFrameAssembler.maximumTouchCount`, 256): how many fingers to take is the host's policy.
    @Test func withoutALimitEveryTouchIsTaken() {
        let window = Window(size: Size(width: 800, height: 600))
        let router = InputRouter(window: window)
        for id in 0..<Int32(40) { router.handle(.touchDown(id: id, location: Point(x: Double(id) * 10, y: 10)), at: 0) }
        router.handle(.touchFrame, at: 0)
        #expect(window.maximumTouchCount == nil && window.activeTouches.count == 40)
    }

    /// A device pressing new ids and never lifting them (200,000 in a trace took 26 s, against
    /// 1.7 s for as many downs on reused ids) costs what reusing ids costs: linear.
    @Test func pressingNewIDsAndNeverLiftingThemCostsWhatReusingIDsCosts() {
        func duration(ids: (Int32) -> Int32) -> Duration {
            let window = Window(size: Size(width: 800, height: 600))
            window.maximumTouchCount = 20
            let router = InputRouter(window: window)
            router.window.onAnomaly = { _ in }
            return ContinuousClock().measure {
                for step in 0..<Int32(30_000) {
                    let time = Double(step) / 1000
                    router.handle(.touchDown(id: ids(step), location: Point(x: 10, y: 10)), at: time)
                    router.handle(.touchFrame, at: time)
                }
            }
        }
        let reused = duration { $0 % 10 }
        let distinct = duration { $0 }
        #expect(distinct < reused * 3 + .milliseconds(500), "new ids \(distinct), reused ids \(reused)")
    }
}
