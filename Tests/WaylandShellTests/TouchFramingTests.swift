import GestureKit
import Testing
import WaylandTestCompositor

@testable import WaylandShell

/// Compositors that frame touches their own way, over a real socket: cage 0.1.4 sends no
/// `wl_touch.frame` at all, mutter 43 one after each finger's event.
@Suite("Touch without frames, and with a frame per finger")
struct TouchFramingTests {
    /// A window with a red square at (40, 40) that a pan drags and a blue one at (160, 60) that
    /// counts taps, on a compositor that frames touches as `framing` says.
    private final class Scene {
        let shell: ShellHarness
        let dragged = square(.red, at: Point(x: 40, y: 40))
        private(set) var panStates: [GestureRecognizer.State] = []
        private(set) var taps = 0
        /// What each touch event the engine dispatched changed: "began@40,40", "moved@90,40".
        private(set) var changes: [[String]] = []

        init(framing: TestCompositor.TouchFraming) throws {
            var options = TestCompositor.Options()
            options.touchFrames = framing
            let button = square(.blue, at: Point(x: 160, y: 60))
            let pan = PanGestureRecognizer()
            let tap = TapGestureRecognizer()
            shell = try ShellHarness(options) { [dragged] in
                $0.addSubview(dragged)
                $0.addSubview(button)
            }
            pan.addAction { [unowned self] pan in
                panStates.append(pan.state)
                dragged.center += pan.translation(in: nil)
                pan.setTranslation(.zero, in: nil)
            }
            tap.addAction { [unowned self] _ in taps += 1 }
            dragged.addGestureRecognizer(pan)
            button.addGestureRecognizer(tap)
            shell.content.addTouchObserver { [unowned self] event in
                changes.append(
                    event.allTouches.filter { $0.phase != .stationary }.map {
                        let location = $0.location(in: nil)
                        return "\($0.phase)@\(Int(location.x)),\(Int(location.y))"
                    })
            }
            // Where groups end, each delivered as it ends (not resampled to display frames).
            shell.router.resampling = false
            try shell.showFirstFrame()
            try shell.pump { shell.display.seats.first?.touch != nil && shell.compositor.boundTouchCount == 1 }
        }

        var compositor: TestCompositor { shell.compositor }
        var engineFrames: Int { shell.events.filter { $0.event == .touchFrame }.count }

        /// One turn of the client's loop: what the compositor sent so far arrives as one batch.
        func deliverBatch() throws { try shell.settle(rounds: 1) }
    }

    @Test func withoutFramesADragMovesTheSquareAndATapFires() throws {
        let scene = try Scene(framing: .never)
        scene.compositor.touchDown(id: 0, at: (x: 40, y: 40))
        try scene.deliverBatch()
        for x in stride(from: 55.0, through: 100, by: 15) {
            scene.compositor.touchMotion(id: 0, to: (x: x, y: 40))
            try scene.deliverBatch()
        }
        scene.compositor.touchUp(id: 0)
        try scene.shell.pump { scene.panStates.last == .ended }

        #expect(scene.panStates.first == .began && scene.panStates.contains(.changed))
        #expect(scene.dragged.center.x == 100)
        // One engine frame per batch: the down and the four motions (the last lift closes its own).
        #expect(scene.engineFrames == 5)
        #expect(scene.shell.content.activeTouches.isEmpty)

        // A tap whose down and up arrive in one batch is still a down, then an up.
        scene.compositor.touchDown(id: 0, at: (x: 160, y: 60))
        scene.compositor.touchUp(id: 0)
        try scene.shell.pump { scene.taps == 1 }
        #expect(scene.changes.suffix(2) == [["began@160,60"], ["ended@160,60"]])
        try scene.shell.pump { scene.compositor.lastCommit?.color(at: (x: 100, y: 40)) == red }
        #expect(scene.compositor.lastCommit?.color(at: (x: 40, y: 40)) == white)
    }

    @Test func withoutFramesAWholeDragInOneBatchKeepsEveryStepInOrder() throws {
        let scene = try Scene(framing: .never)
        scene.compositor.touchDown(id: 0, at: (x: 40, y: 40))
        scene.compositor.touchMotion(id: 0, to: (x: 60, y: 40))
        scene.compositor.touchMotion(id: 0, to: (x: 80, y: 40))
        scene.compositor.touchUp(id: 0)
        try scene.shell.pump { scene.panStates.last == .ended }

        #expect(scene.changes == [["began@40,40"], ["moved@60,40"], ["moved@80,40"], ["ended@80,40"]])
        #expect(scene.dragged.center.x == 80)
    }

    @Test func withoutFramesTwoFingersOfOneBatchLandTogether() throws {
        let scene = try Scene(framing: .never)
        scene.compositor.touchDown(id: 0, at: (x: 40, y: 40))
        scene.compositor.touchDown(id: 1, at: (x: 50, y: 50))
        try scene.deliverBatch()
        #expect(scene.changes == [["began@40,40", "began@50,50"]])
        #expect(scene.shell.content.activeTouches.count == 2)
    }

    @Test func aFramePerFingerPinchMovesBothFingersAtOnce() throws {
        var options = TestCompositor.Options()
        options.touchFrames = .afterEachFinger
        var scales: [Double] = []
        var centres: [Double] = []
        let pinch = PinchGestureRecognizer { pinch in
            scales.append(pinch.scale)
            centres.append(pinch.location(in: nil).x)
        }
        let area = View(frame: Rect(x: 0, y: 0, width: 400, height: 200))
        area.addGestureRecognizer(pinch)
        let shell = try ShellHarness(options, window: WindowOptions(size: Size(width: 400, height: 200))) {
            $0.addSubview(area)
        }
        shell.router.resampling = false
        try shell.showFirstFrame()
        try shell.pump { shell.display.seats.first?.touch != nil && shell.compositor.boundTouchCount == 1 }

        shell.compositor.touchDown(id: 0, at: (x: 100, y: 100))
        shell.compositor.touchDown(id: 1, at: (x: 200, y: 100))
        try shell.settle(rounds: 1)
        // Both fingers slide right while spreading: alone, the left finger's step would bring
        // them closer (the zig-zag of a frame per finger); together they spread by 4 points.
        for step in 1...10 {
            shell.compositor.touchMotion(id: 0, to: (x: 100 + 8 * Double(step), y: 100))
            shell.compositor.touchMotion(id: 1, to: (x: 200 + 12 * Double(step), y: 100))
            try shell.settle(rounds: 1)
        }
        shell.compositor.touchUp(id: 0)
        shell.compositor.touchUp(id: 1)
        try shell.pump { pinch.state == .possible && shell.content.activeTouches.isEmpty }

        #expect(shell.events.filter { $0.event == .touchFrame }.count == 11)
        #expect(scales.count >= 5)
        #expect(zip(scales, scales.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(zip(centres, centres.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(abs((scales.last ?? 0) - 1.4) < 0.01)
    }

    @Test func aFramePerFingerKeepsDownMoveUpAndAReusedIDInOrder() throws {
        let scene = try Scene(framing: .afterEachFinger)
        // One batch: id 0 lands, moves (each with its own frame), lifts, and lands again.
        scene.compositor.touchDown(id: 0, at: (x: 40, y: 40))
        scene.compositor.touchMotion(id: 0, to: (x: 45, y: 40))
        scene.compositor.touchUp(id: 0)
        scene.compositor.touchDown(id: 0, at: (x: 50, y: 40))
        scene.compositor.touchMotion(id: 0, to: (x: 60, y: 40))
        try scene.deliverBatch()

        #expect(
            scene.changes == [["began@40,40"], ["moved@45,40"], ["ended@45,40"], ["began@50,40"], ["moved@60,40"]])
        #expect(scene.shell.content.activeTouches.map { $0.location(in: nil) } == [Point(x: 60, y: 40)])
        let upIndex = try #require(scene.shell.events.firstIndex { $0.event == .touchUp(id: 0) })
        let downs = scene.shell.events.indices.filter {
            if case .touchDown = scene.shell.events[$0].event { true } else { false }
        }
        #expect(downs.count == 2 && downs[0] < upIndex && upIndex < downs[1])
    }
}
