import GestureKit
import Testing
import WaylandTestCompositor

@testable import WaylandShell

@Suite("Pointer, touchpad gestures and keyboard")
struct PointerAndKeyboardTests {
    @Test func draggingWithTheLeftButtonPans() throws {
        let view = square(.red, at: Point(x: 40, y: 40))
        var states: [GestureRecognizer.State] = []
        view.addGestureRecognizer(
            PanGestureRecognizer { [unowned view] pan in
                states.append(pan.state)
                view.center += pan.translation(in: nil)
                pan.setTranslation(.zero, in: nil)
            })
        let shell = try ShellHarness { $0.addSubview(view) }
        try shell.showFirstFrame()
        let compositor = shell.compositor

        compositor.pointerMotion(to: (x: 40, y: 40))
        compositor.pointerFrame()
        compositor.pointerButton(TestCompositor.Button.left, pressed: true)
        compositor.pointerFrame()
        for x in stride(from: 50.0, through: 140, by: 10) {
            compositor.pointerMotion(to: (x: x, y: 40))
            compositor.pointerFrame()
        }
        compositor.pointerButton(TestCompositor.Button.left, pressed: false)
        compositor.pointerFrame()
        try shell.pump { states.last == .ended }

        #expect(view.center.x > 120)
        #expect(shell.events.contains { $0.event == .pointerButton(.left, pressed: true) })
        try shell.pump { shell.compositor.lastCommit?.color(at: (x: view.center.x, y: 40)) == red }
    }

    @Test func otherButtonsAndScrollingReachTheRouter() throws {
        let shell = try ShellHarness()
        try shell.showFirstFrame()
        var scrolls: [Vector] = []
        shell.router.onScroll = { _, delta, _ in scrolls.append(delta) }

        shell.compositor.pointerMotion(to: (x: 10, y: 10))
        shell.compositor.pointerButton(TestCompositor.Button.right, pressed: true)
        shell.compositor.pointerButton(0x113, pressed: true)
        // Two axis events in one frame are one scroll.
        shell.compositor.pointerAxis(.vertical, value: 10, discrete: 1, source: .wheel)
        shell.compositor.pointerAxis(.horizontal, value: -5)
        shell.compositor.pointerFrame()
        shell.compositor.pointerLeave()
        try shell.pump { shell.events.last?.event == .pointerLeave }

        #expect(shell.events.contains { $0.event == .pointerButton(.right, pressed: true) })
        #expect(shell.events.contains { $0.event == .pointerButton(.other(0x113), pressed: true) })
        #expect(scrolls == [Vector(dx: -5, dy: 10)])
    }

    @Test func aTouchpadPinchScalesTheViewUnderThePointer() throws {
        let view = square(.red, at: Point(x: 100, y: 50), size: 40)
        var scales: [Double] = []
        view.addGestureRecognizer(
            PinchGestureRecognizer { [unowned view] pinch in
                scales.append(pinch.scale)
                view.transform = AffineTransform(scale: pinch.scale)
            })
        let shell = try ShellHarness { $0.addSubview(view) }
        try shell.showFirstFrame()

        shell.compositor.pointerMotion(to: (x: 100, y: 50))
        shell.compositor.pinchBegin(fingers: 2)
        for scale in [1.1, 1.3, 1.6, 2.0] { shell.compositor.pinchUpdate(scale: scale, rotation: 2) }
        shell.compositor.pinchEnd()
        try shell.pump { shell.events.last?.event == .pinchEnd(cancelled: false) }

        #expect(shell.events.contains { $0.event == .pinchBegin(fingers: 2) })
        #expect(shell.events.contains { $0.event == .pinchUpdate(dx: 0, dy: 0, scale: 2.0, rotation: 2) })
        #expect((scales.last ?? 1) > 1.8)
        // 40 points scaled by 2: the square now reaches 35 points left of its centre.
        try shell.pump { shell.compositor.lastCommit?.color(at: (x: 65, y: 50)) == red }
    }

    @Test func swipeAndHoldGesturesReachTheRouter() throws {
        let shell = try ShellHarness()
        try shell.showFirstFrame()
        var holds: [Bool] = []
        var gestures: [TouchpadGesture?] = []
        shell.router.onHold = { _, began in holds.append(began) }
        shell.router.onTouchpadGesture = { gestures.append($0) }

        shell.compositor.pointerMotion(to: (x: 50, y: 50))
        shell.compositor.holdBegin(fingers: 3)
        shell.compositor.holdEnd(cancelled: true)
        shell.compositor.swipeBegin(fingers: 4)
        shell.compositor.swipeUpdate(dx: 30, dy: 0)
        // The compositor's finger count becomes as many touches on the window.
        try shell.pump { shell.router.window.activeTouches.count == 4 }
        #expect(shell.router.window.activeTouches.allSatisfy { $0.kind == .touchpad })
        shell.compositor.swipeEnd()
        try shell.pump { shell.events.last?.event == .swipeEnd(cancelled: false) }

        #expect(holds == [true, false])
        #expect(shell.events.contains { $0.event == .swipeUpdate(dx: 30, dy: 0) })
        #expect(shell.events.contains { $0.event == .swipeBegin(fingers: 4) })
        #expect(
            gestures == [
                TouchpadGesture(kind: .hold, fingers: 3), nil, TouchpadGesture(kind: .swipe, fingers: 4), nil,
            ])
        #expect(shell.router.window.activeTouches.isEmpty)
    }

    /// A shown window whose keyboard has its keymap, and the keys its router reports.
    private func keyboardShell() throws -> (ShellHarness, keys: () -> [InputRouter.KeyPress]) {
        let shell = try ShellHarness()
        var keys: [InputRouter.KeyPress] = []
        shell.router.onKey = { keys.append($0) }
        try shell.showFirstFrame()
        try shell.pump { shell.compositor.boundKeyboardCount == 1 }
        try shell.settle(rounds: 5)
        return (shell, { keys })
    }

    @Test func escapeReachesOnKeyThroughTheCompositorsKeymap() throws {
        let (shell, keys) = try keyboardShell()

        shell.compositor.keyPress(1)  // KEY_ESC
        shell.compositor.keyRelease(1)
        try shell.pump { keys().count == 2 }
        #expect(keys().map(\.name) == ["Escape", "Escape"])
        #expect(keys().map(\.isPressed) == [true, false])
    }

    @Test func modifiersShapeTheKeysymAndReachTheRouter() throws {
        let (shell, keys) = try keyboardShell()

        shell.compositor.keyPress(29)  // KEY_LEFTCTRL
        shell.compositor.keyPress(16, modifiers: [.control])  // KEY_Q
        shell.compositor.keyRelease(16, modifiers: [.control])
        shell.compositor.keyPress(30, modifiers: [.shift])  // KEY_A with Shift
        try shell.pump { keys().count == 4 }
        #expect(keys().map(\.name) == ["Control_L", "q", "q", "A"])
        #expect(keys()[1].modifiers == .control)

        // Focus leaves with Control still down: it is released, so it cannot stick.
        shell.compositor.keyboardLeave()
        try shell.pump { keys().count >= 6 }
        #expect(Set(keys().suffix(2).map(\.name)) == ["Control_L", "A"])
        #expect(keys().suffix(2).allSatisfy { !$0.isPressed })
        #expect(shell.router.modifiers.isEmpty)
    }
}
