import GestureKit
import GestureKitTesting
import GestureTrace
import Testing

/// A pen's reports through the router, on a manual clock: each report goes in at its own time,
/// and `frame()` closes the reports since the last one, as a tablet's `frame` does.
private final class PenDriver {
    let router: InputRouter
    var time = 0.0

    init(_ window: Window) { router = InputRouter(window: window) }

    func send(_ event: PenEvent, after seconds: Double = 0.008) {
        time += seconds
        router.handle(.pen(event), at: time)
    }

    func frame() { router.handle(.touchFrame, at: time) }

    func touch(id: Int32, _ phase: String, at point: Point? = nil, after seconds: Double = 0.008) {
        time += seconds
        switch phase {
        case "down": router.handle(.touchDown(id: id, location: point!), at: time)
        case "motion": router.handle(.touchMotion(id: id, location: point!), at: time)
        default: router.handle(.touchUp(id: id), at: time)
        }
        router.handle(.touchFrame, at: time)
    }

    /// Near, down at `start`, `steps` moves 10 pt to the right with the pressure rising by 0.1,
    /// each its own frame; left down unless `lifting`.
    func stroke(from start: Point, steps: Int, serial: UInt64 = 7, tool: InputKind = .pen, lifting: Bool = true) {
        send(PenEvent(.proximityIn, tool: tool, serial: serial, location: start, distance: 0.4))
        frame()
        send(PenEvent(.down, serial: serial, location: start, pressure: 0.1, tilt: PenTilt(x: 10, y: -5)))
        frame()
        for step in 1...max(steps, 1) {
            let place = Point(x: start.x + 10 * Double(step), y: start.y)
            send(PenEvent(.motion, serial: serial, location: place, pressure: min(1, 0.1 + 0.1 * Double(step))))
            frame()
        }
        if lifting {
            send(PenEvent(.up, serial: serial))
            send(PenEvent(.proximityOut, serial: serial))
        }
    }
}

@Suite struct PenInputTests {
    @Test func aPenStrokeIsATouchOfKindPenCarryingItsForceAndTilt() {
        let (window, view) = makeWindow(with: View())
        let pan = attach(PanGestureRecognizer(), named: "pan", to: view)
        var forces: [Double] = []
        var kinds: Set<InputKind> = []
        var serials: Set<UInt64> = []
        // Unowned: the window holds the pan, whose action must not hold the window.
        pan.addAction { [unowned window] _ in
            guard let touch = window.activeTouches.first else { return }
            forces.append(touch.force)
            kinds.insert(touch.kind)
            if let serial = touch.toolSerial { serials.insert(serial) }
        }
        let log = ActionLog(window)
        var lines: [String] = []
        let report = ReportWriter(scene: "test") { lines.append($0) }
        report.observe(window)
        let pen = PenDriver(window)
        pen.stroke(from: Point(x: 150, y: 150), steps: 5)
        #expect(log.calls.first == "pan:began" && log.calls.last == "pan:ended")
        #expect(kinds == [.pen] && serials == [7])
        // Reports name the pen as what drove the pan, to its end.
        #expect(
            report.scene == "test" && lines.count == log.calls.count
                && lines.allSatisfy { $0.contains(#""kind":"pen""#) })
        #expect(forces == forces.sorted() && forces.last! >= 0.6 - 1e-9, "the force follows the pressure: \(forces)")
        #expect(window.activeTouches.isEmpty)
    }

    @Test func altitudeAndAzimuthComeFromTheTilt() {
        #expect(PenAxes().altitude == .pi / 2 && PenAxes().azimuth == 0)
        let right = PenAxes(tilt: PenTilt(x: 45, y: 0))
        #expect(abs(right.altitude - .pi / 4) < 1e-9 && abs(right.azimuth) < 1e-9)
        let down = PenAxes(tilt: PenTilt(x: 0, y: 30))
        #expect(abs(down.altitude - .pi / 3) < 1e-9 && abs(down.azimuth - .pi / 2) < 1e-9)
        // A finger stands upright with no force.
        let (window, view) = makeWindow(with: View())
        var finger: (Double, Double)?
        window.addTouchObserver { event in finger = event.allTouches.first.map { ($0.force, $0.altitude) } }
        _ = view
        let driver = PenDriver(window)
        driver.touch(id: 0, "down", at: Point(x: 150, y: 150))
        #expect(finger?.0 == 0 && finger?.1 == .pi / 2)
        driver.touch(id: 0, "up")
    }

    @Test func coalescedTouchesKeepEveryPenReportWithItsOwnPressure() {
        let (window, view) = makeWindow(with: View())
        var reports: [[TouchReport]] = []
        window.addTouchObserver { event in
            for touch in event.allTouches where touch.phase == .moved {
                reports.append(event.coalescedTouches(for: touch))
            }
        }
        _ = view
        let pen = PenDriver(window)
        pen.send(PenEvent(.proximityIn, tool: .pen, serial: 3, location: Point(x: 150, y: 150)))
        pen.send(PenEvent(.down, location: Point(x: 150, y: 150), pressure: 0.2))
        pen.frame()
        // Three reports before the next frame (a busy loop read them at once).
        for step in 1...3 {
            pen.send(
                PenEvent(.motion, location: Point(x: 150 + Double(step), y: 150), pressure: 0.2 + 0.2 * Double(step)))
        }
        pen.frame()
        #expect(reports.count == 1)
        #expect(reports.first?.map { $0.pen?.pressure ?? -1 } == [0.4, 0.6000000000000001, 0.8])
        #expect(reports.first?.map(\.location.x) == [151, 152, 153])
        pen.send(PenEvent(.up))
        pen.send(PenEvent(.proximityOut))
    }

    @Test func aLiftAtANewPlaceIsALastReportThereAtThePressureThePenHad() {
        let (window, view) = makeWindow(with: View())
        var lifted: [TouchReport] = []
        var liftedAt: Point?
        window.addTouchObserver { event in
            for touch in event.allTouches where touch.phase == .ended {
                lifted = event.coalescedTouches(for: touch)
                liftedAt = touch.location(in: nil)
            }
        }
        _ = view
        let pen = PenDriver(window)
        // As the trace format's own example: the up names where the pen left the glass.
        pen.send(PenEvent(.proximityIn, tool: .pen, serial: 7, location: Point(x: 300, y: 300)))
        pen.send(PenEvent(.down, location: Point(x: 300, y: 300), pressure: 0.1))
        pen.send(PenEvent(.motion, location: Point(x: 305, y: 301), pressure: 0.35))
        pen.frame()
        pen.send(PenEvent(.up, location: Point(x: 420, y: 330)))
        #expect(liftedAt == Point(x: 420, y: 330))
        #expect(lifted.map(\.location) == [Point(x: 420, y: 330)])
        #expect(lifted.first?.pen?.pressure == 0.35)
        // A lift where the pen already was adds nothing.
        pen.send(PenEvent(.proximityOut))
        pen.send(PenEvent(.proximityIn, tool: .pen, serial: 7, location: Point(x: 100, y: 100)))
        pen.send(PenEvent(.down, location: Point(x: 100, y: 100), pressure: 0.5))
        pen.frame()
        pen.send(PenEvent(.up, location: Point(x: 100, y: 100)))
        #expect(lifted.isEmpty && liftedAt == Point(x: 100, y: 100))
        pen.send(PenEvent(.proximityOut))
    }

    @Test func recognizersTakeOnlyTheKindsTheyAllow() {
        let (window, view) = makeWindow(with: View())
        let penOnly = attach(PanGestureRecognizer(), named: "penPan", to: view)
        penOnly.allowedTouchKinds = [.pen]
        let fingersOnly = attach(PanGestureRecognizer(), named: "fingerPan", to: view)
        fingersOnly.allowedTouchKinds = [.finger]
        let delegate = TestDelegate()
        delegate.simultaneous = { _, _ in true }
        penOnly.delegate = delegate
        let log = ActionLog(window)
        let pen = PenDriver(window)
        pen.stroke(from: Point(x: 150, y: 150), steps: 4)
        #expect(Set(log.calls.map { String($0.prefix { $0 != ":" }) }) == ["penPan"])
        pen.time += 1
        pen.touch(id: 0, "down", at: Point(x: 150, y: 150))
        for step in 1...4 { pen.touch(id: 0, "motion", at: Point(x: 150 + 10 * Double(step), y: 150)) }
        pen.touch(id: 0, "up")
        #expect(log.calls.suffix(2) == ["fingerPan:changed", "fingerPan:ended"])
        #expect(!log.calls.contains("penPan:began") || log.calls.firstIndex(of: "fingerPan:began")! > 2)
    }

    @Test func aPalmLandingDuringAStrokeDrawsNothingAndCancelsNothing() {
        let (window, view) = makeWindow(with: RecordingView())
        let pan = attach(PanGestureRecognizer(), named: "pan", to: view)
        pan.cancelsTouchesInView = false
        var mostTouches = 0
        pan.addAction { mostTouches = max(mostTouches, $0.numberOfTouches) }
        let log = ActionLog(window)
        let pen = PenDriver(window)
        pen.stroke(from: Point(x: 120, y: 150), steps: 3, lifting: false)
        let callsBefore = view.calls.count
        // The palm lands, moves about, lifts; the pen writes on meanwhile.
        pen.touch(id: 0, "down", at: Point(x: 250, y: 250))
        pen.touch(id: 0, "motion", at: Point(x: 270, y: 260))
        pen.send(PenEvent(.motion, location: Point(x: 200, y: 150), pressure: 0.5))
        pen.frame()
        pen.touch(id: 0, "motion", at: Point(x: 290, y: 270))
        pen.touch(id: 0, "up")
        pen.send(PenEvent(.up))
        pen.send(PenEvent(.proximityOut))
        #expect(log.calls.last == "pan:ended" && !log.calls.contains("pan:cancelled"))
        #expect(pan.state == .possible && mostTouches == 1)
        // The view heard the pen's moves and lift, nothing of the palm: no second "began".
        #expect(view.calls[callsBefore...].allSatisfy { $0 != "began" && $0 != "cancelled" })
        // Within the linger after the pen left, a finger is still a palm; after it, a finger.
        pen.touch(id: 1, "down", at: Point(x: 150, y: 150), after: 0.3)
        #expect(window.activeTouches.first?.isRejectedAsPalm == true)
        pen.touch(id: 1, "up")
        pen.touch(id: 2, "down", at: Point(x: 150, y: 150), after: 0.6)
        #expect(window.activeTouches.first?.isRejectedAsPalm == false)
        for step in 1...3 { pen.touch(id: 2, "motion", at: Point(x: 150 + 10 * Double(step), y: 150)) }
        pen.touch(id: 2, "up")
        #expect(log.calls.suffix(2) == ["pan:changed", "pan:ended"])
    }

    @Test func fingersStillPinchBesideARestingPenWhereTheRecognizerTakesOnlyFingers() {
        let (window, view) = makeWindow(with: View())
        let pinch = attach(PinchGestureRecognizer(), named: "pinch", to: view)
        pinch.allowedTouchKinds = [.finger]
        let pen = PenDriver(window)
        pen.send(PenEvent(.proximityIn, tool: .pen, serial: 1, location: Point(x: 120, y: 120)))
        pen.frame()
        pen.touch(id: 0, "down", at: Point(x: 150, y: 200))
        pen.touch(id: 1, "down", at: Point(x: 250, y: 200))
        for step in 1...5 {
            pen.touch(id: 0, "motion", at: Point(x: 150 - 5 * Double(step), y: 200))
            pen.touch(id: 1, "motion", at: Point(x: 250 + 5 * Double(step), y: 200))
        }
        #expect(pinch.state == .changed && pinch.scale > 1.3)
        pen.touch(id: 0, "up")
        pen.touch(id: 1, "up")
        pen.send(PenEvent(.proximityOut))
        #expect(window.palmRejection.pensNear == 0)
    }

    @Test func palmRejectionCanBeTurnedOff() {
        let (window, view) = makeWindow(with: View())
        let pan = attach(PanGestureRecognizer(), named: "pan", to: view)
        window.palmRejection.isEnabled = false
        let pen = PenDriver(window)
        pen.send(PenEvent(.proximityIn, tool: .pen, serial: 1, location: Point(x: 120, y: 120)))
        pen.frame()
        pen.touch(id: 0, "down", at: Point(x: 150, y: 150))
        for step in 1...3 { pen.touch(id: 0, "motion", at: Point(x: 150 + 10 * Double(step), y: 150)) }
        #expect(pan.state == .changed)
        pen.touch(id: 0, "up")
    }

    @Test func aHoveringPenDrivesTheHoverRecognizerWithItsDistance() {
        let (window, view) = makeWindow(with: View())
        let hover = attach(HoverGestureRecognizer(), named: "hover", to: view)
        var seen: [(GestureRecognizer.State, InputKind?, Double?)] = []
        hover.addAction { hover in seen.append((hover.state, hover.inputKind, hover.pen?.distance)) }
        let pen = PenDriver(window)
        pen.send(PenEvent(.proximityIn, tool: .eraser, serial: 2, location: Point(x: 150, y: 150), distance: 0.5))
        pen.frame()
        pen.send(PenEvent(.motion, location: Point(x: 160, y: 150), distance: 0.25))
        pen.frame()
        #expect(seen.map(\.0) == [.began, .changed])
        #expect(seen.last?.1 == .eraser && seen.last?.2 == 0.25)
        #expect(hover.location(in: view) == Point(x: 60, y: 50))
        // Touching, the pen is no longer hovering; lifted, it hovers again; gone, hovering ends.
        pen.send(PenEvent(.down, pressure: 0.3))
        pen.frame()
        #expect(seen.last?.0 == .ended)
        pen.send(PenEvent(.up))
        #expect(seen.last?.0 == .began)
        pen.send(PenEvent(.proximityOut))
        #expect(seen.last?.0 == .ended && hover.state == .possible)
    }

    @Test func oddPenReportsAreReportedAndLeaveNothingAlive() {
        let (window, view) = makeWindow(with: View())
        let pan = attach(PanGestureRecognizer(), named: "pan", to: view)
        var anomalies: [String] = []
        window.onAnomaly = { anomalies.append($0.kind) }
        let log = ActionLog(window)
        let pen = PenDriver(window)
        // Motion and up with no pen near.
        pen.send(PenEvent(.motion, serial: 9, location: Point(x: 150, y: 150)))
        pen.send(PenEvent(.up, serial: 9))
        pen.frame()
        #expect(anomalies == ["pen-report-without-proximity", "pen-report-without-proximity"])
        #expect(window.activeTouches.isEmpty && log.calls.isEmpty)
        // Pressure out of range is clamped.
        pen.send(PenEvent(.proximityIn, tool: .pen, serial: 1, location: Point(x: 150, y: 150)))
        pen.send(PenEvent(.down, pressure: 1.7))
        pen.frame()
        #expect(window.activeTouches.first?.force == 1 && anomalies.last == "pen-axis-out-of-range")
        pen.send(PenEvent(.down, pressure: .nan))
        #expect(anomalies.last == "pen-down-while-down" || anomalies.last == "pen-axis-out-of-range")
        // The tool leaves mid-stroke (removed): the stroke ends cancelled.
        for step in 1...3 {
            pen.send(PenEvent(.motion, location: Point(x: 150 + 10 * Double(step), y: 150)))
            pen.frame()
        }
        #expect(pan.state == .changed)
        pen.send(PenEvent(.proximityOut))
        #expect(log.calls.last == "pan:cancelled" && window.activeTouches.isEmpty)
        #expect(window.palmRejection.pensNear == 0)
        // Twenty tools near at once: sixteen are tracked, the rest ignored and reported.
        for serial in 100..<120 {
            pen.send(PenEvent(.proximityIn, tool: .pen, serial: UInt64(serial), location: Point(x: 150, y: 150)))
        }
        pen.frame()
        #expect(window.palmRejection.pensNear == 16 && anomalies.last == "too-many-touches")
        pen.router.cancelAll(at: pen.time)
        #expect(window.palmRejection.pensNear == 0 && window.activeTouches.isEmpty && pan.state == .possible)
        // And a pen works afterwards.
        pen.stroke(from: Point(x: 150, y: 150), steps: 3, serial: 5)
        #expect(log.calls.last == "pan:ended")
    }

    @Test func theEraserIsATouchOfItsOwnKind() {
        let (window, view) = makeWindow(with: View())
        let penPan = attach(PanGestureRecognizer(), named: "pan", to: view)
        penPan.allowedTouchKinds = [.pen]
        let eraserPan = attach(PanGestureRecognizer(), named: "erase", to: view)
        eraserPan.allowedTouchKinds = [.eraser]
        let log = ActionLog(window)
        let pen = PenDriver(window)
        pen.stroke(from: Point(x: 150, y: 150), steps: 3, tool: .eraser)
        #expect(log.calls.first == "erase:began" && log.calls.last == "erase:ended")
        #expect(!log.calls.contains { $0.hasPrefix("pan:") })
    }
}
