import GestureKit
import Testing
import WaylandTestCompositor

@testable import WaylandShell

@Suite("Pens from zwp_tablet_tool_v2")
struct TabletTests {
    /// A window with a square at (80, 80) that a pen-taking pan moves, its touches' forces and
    /// kinds kept, and the test compositor's tablet with one pen, bound by the client.
    private func penCanvas() throws -> (
        ShellHarness, TestCompositor.TabletDevice, TestCompositor.TabletPen, states: () -> [GestureRecognizer.State],
        forces: () -> [Double]
    ) {
        let view = square(.red, at: Point(x: 80, y: 80), size: 120, name: "square")
        var states: [GestureRecognizer.State] = []
        var forces: [Double] = []
        let pan = PanGestureRecognizer { pan in states.append(pan.state) }
        pan.allowedTouchKinds = [.pen, .eraser]
        view.addGestureRecognizer(pan)
        let shell = try ShellHarness { $0.addSubview(view) }
        shell.content.addTouchObserver { event in
            for touch in event.allTouches where touch.phase == .moved {
                forces += event.coalescedTouches(for: touch).map { $0.pen?.pressure ?? -1 }
            }
        }
        shell.router.resampling = false
        try shell.showFirstFrame()
        let tablet = shell.compositor.addTablet()
        let pen = shell.compositor.addPen(serial: 0xABC)
        try shell.pump { shell.display.seats.first?.tablets?.tools.count == 1 }
        return (shell, tablet, pen, { states }, { forces })
    }

    /// Near at (40, 60), down, then `steps` moves 8 pt right with rising pressure, each a frame.
    private func stroke(
        _ shell: ShellHarness, _ tablet: TestCompositor.TabletDevice, _ pen: TestCompositor.TabletPen, steps: Int
    ) {
        let compositor = shell.compositor
        compositor.penProximityIn(pen, tablet: tablet, at: (x: 40, y: 60))
        compositor.penMotion(pen, distance: 0.3)
        compositor.penFrame(pen)
        compositor.advanceTime(milliseconds: 8)
        compositor.penDown(pen)
        compositor.penMotion(pen, pressure: 0.1, tilt: (x: 20, y: 0))
        compositor.penFrame(pen)
        for step in 1...steps {
            compositor.advanceTime(milliseconds: 8)
            compositor.penMotion(pen, to: (x: 40 + 8 * Double(step), y: 60), pressure: 0.1 + 0.1 * Double(step))
            compositor.penFrame(pen)
        }
    }

    @Test func aPenStrokeReachesTheRouterAsPenReportsAndDrivesAPenOnlyPan() throws {
        let (shell, tablet, pen, states, forces) = try penCanvas()
        stroke(shell, tablet, pen, steps: 5)
        shell.compositor.penUp(pen)
        shell.compositor.penFrame(pen)
        shell.compositor.penProximityOut(pen)
        shell.compositor.penFrame(pen)
        try shell.pump { states().last == .ended }
        let pens = shell.events.compactMap { entry -> PenEvent? in
            if case .pen(let report) = entry.event { return report }
            return nil
        }
        #expect(
            pens.map(\.phase) == [.proximityIn, .down] + Array(repeating: .motion, count: 5) + [.up, .proximityOut])
        #expect(pens.first?.tool == .pen && pens.first?.serial == 0xABC)
        #expect(abs((pens.first?.distance ?? 0) - 0.3) < 1e-4)
        #expect(pens[1].tilt == PenTilt(x: 20, y: 0))
        // Pressure goes 0…65535 on the wire: each report keeps its own, in order.
        #expect(forces().count == 5)
        #expect(zip(forces(), [0.2, 0.3, 0.4, 0.5, 0.6]).allSatisfy { abs($0 - $1) < 1e-4 }, "\(forces())")
        // One touch frame per tablet frame, at its time.
        #expect(shell.events.filter { $0.event == .touchFrame }.count == 9)
        #expect(states().first == .began && shell.content.activeTouches.isEmpty)
    }

    @Test func theToolRemovedMidStrokeEndsItCancelled() throws {
        let (shell, tablet, pen, states, _) = try penCanvas()
        stroke(shell, tablet, pen, steps: 4)
        try shell.pump { states().last == .changed }
        shell.compositor.removePen(pen)
        try shell.pump { states().last == .cancelled }
        #expect(shell.content.activeTouches.isEmpty)
        #expect(shell.display.seats.first?.tablets?.tools.isEmpty == true)
        #expect(shell.content.palmRejection.pensNear == 0)
        // A new tool works.
        let other = shell.compositor.addPen(eraser: true, serial: 99)
        try shell.pump { shell.display.seats.first?.tablets?.tools.count == 1 }
        stroke(shell, tablet, other, steps: 4)
        try shell.pump { states().last == .changed }
        #expect(shell.content.activeTouches.first?.kind == .eraser)
    }

    @Test func theTabletRemovedEndsItsToolsVisit() throws {
        let (shell, tablet, pen, states, _) = try penCanvas()
        stroke(shell, tablet, pen, steps: 4)
        try shell.pump { states().last == .changed }
        shell.compositor.removeTablet(tablet)
        try shell.pump { states().last == .cancelled }
        #expect(shell.content.activeTouches.isEmpty && shell.content.palmRejection.pensNear == 0)
    }

    @Test func reportsWithoutProximityAndPressureOutOfRangeAreLoggedAndTheWindowCarriesOn() throws {
        let (shell, tablet, pen, states, _) = try penCanvas()
        var anomalies: [String] = []
        shell.content.onAnomaly = { anomalies.append($0.kind) }
        // Motion and a frame with no proximity-in.
        shell.compositor.penMotion(pen, to: (x: 50, y: 50), pressure: 0.5)
        shell.compositor.penFrame(pen)
        try shell.pump { shell.display.oddities.hasNoted("tablet-without-proximity") }
        #expect(shell.events.allSatisfy { if case .pen = $0.event { false } else { true } })
        // Pressure past 65535 on the wire: clamped to 1, reported once.
        stroke(shell, tablet, pen, steps: 3)
        shell.compositor.penMotion(pen, to: (x: 90, y: 60), pressure: 3)
        shell.compositor.penFrame(pen)
        try shell.pump { anomalies.contains("pen-axis-out-of-range") }
        #expect(shell.content.activeTouches.first?.force == 1)
        shell.compositor.penUp(pen)
        shell.compositor.penFrame(pen)
        try shell.pump { states().last == .ended }
    }

    @Test func twentyToolsNearAtOnceLeaveTheWindowWorking() throws {
        let (shell, tablet, pen, states, _) = try penCanvas()
        var anomalies: [String] = []
        shell.content.onAnomaly = { anomalies.append($0.kind) }
        let tools = (0..<20).map { shell.compositor.addPen(eraser: $0 % 2 == 1, serial: UInt64(1000 + $0)) }
        try shell.pump { shell.display.seats.first?.tablets?.tools.count == 21 }
        for (index, tool) in tools.enumerated() {
            shell.compositor.penProximityIn(tool, tablet: tablet, at: (x: 20 + Double(index), y: 20))
            shell.compositor.penFrame(tool)
        }
        try shell.pump { anomalies.contains("too-many-touches") }
        #expect(shell.content.palmRejection.pensNear == 16)
        for tool in tools {
            shell.compositor.penProximityOut(tool)
            shell.compositor.penFrame(tool)
        }
        try shell.pump { shell.content.palmRejection.pensNear == 0 }
        stroke(shell, tablet, pen, steps: 4)
        try shell.pump { states().last == .changed }
    }
}
