import CompositorHarness
import CompositorHarnessTesting
import Testing

extension RealCompositors {
    /// Input injected through KWin's fake-input protocol reaches a fullscreen client as real
    /// `wl_touch`, `wl_pointer` and `wl_keyboard` events, at the coordinates injected.
    @Suite("KWin fake input")
    struct KWinInjectionTests {
        /// KWin, a fullscreen probe window shown on it, and a connected injector whose touch device
        /// the probe has bound.
        private static func setUp() throws -> (Compositor, ProbeClient, KWinFakeInput) {
            let kwin = try Compositor.startOrSkip(.kwin, options: CompositorOptions(width: 640, height: 480))
            let probe = try ProbeClient(compositor: kwin)
            try probe.show()
            let input = try KWinFakeInput(compositor: kwin)
            try probe.connection.dispatch(timeout: .seconds(5)) { probe.touch != nil && probe.keyboard != nil }
            // The round trip sends the probe's get_touch and has KWin handle it: a touch injected
            // before that would be lost.
            try probe.connection.roundtrip()
            probe.clearEvents()
            return (kwin, probe, input)
        }

        @Test func aOneFingerDragArrivesAtTheInjectedPoints() throws {
            let (kwin, probe, input) = try Self.setUp()
            defer { kwin.stop() }

            try input.drag(from: ScreenPoint(x: 100, y: 100), to: ScreenPoint(x: 200, y: 150), steps: 4)
            try probe.waitFor("touch.up")

            let touches = probe.events.filter { $0.hasPrefix("touch.") && $0 != "touch.frame" }
            let id = touches.first?.split(separator: " ")[1] ?? "?"
            #expect(
                touches == [
                    "touch.down \(id) 100.0 100.0", "touch.motion \(id) 125.0 112.5", "touch.motion \(id) 150.0 125.0",
                    "touch.motion \(id) 175.0 137.5", "touch.motion \(id) 200.0 150.0", "touch.up \(id)",
                ], "\(probe.events)")
            // Each injected frame is one wl_touch.frame (KWin sends one after the last up as well).
            #expect(probe.events(starting: "touch.frame").count >= 5)
        }

        @Test func aTwoFingerPinchLandsBothFingersInOneFrameAndSpreadsThem() throws {
            let (kwin, probe, input) = try Self.setUp()
            defer { kwin.stop() }

            try input.pinch(center: ScreenPoint(x: 320, y: 240), from: 100, to: 200, steps: 5)
            try probe.waitFor(2, "touch.up")

            #expect(
                Array(probe.events.prefix(3).map { $0.split(separator: " ").first }) == [
                    "touch.down", "touch.down", "touch.frame",
                ])
            let downs = probe.events(starting: "touch.down")
            #expect(Set(downs.map { $0.split(separator: " ")[1] }).count == 2, "two distinct touch ids")
            #expect(
                downs.map { $0.split(separator: " ").dropFirst(2).joined(separator: " ") } == [
                    "270.0 240.0", "370.0 240.0",
                ])
            let lastMotions = probe.events(starting: "touch.motion").suffix(2).map {
                $0.split(separator: " ").dropFirst(2).joined(separator: " ")
            }
            #expect(lastMotions == ["220.0 240.0", "420.0 240.0"], "\(probe.events)")
        }

        @Test func aCancelEndsEveryTouch() throws {
            let (kwin, probe, input) = try Self.setUp()
            defer { kwin.stop() }

            try input.touchDown(0, x: 50, y: 50)
            try input.touchFrame()
            try input.touchCancel()
            try input.sync()
            try probe.waitFor("touch.cancel")
            #expect(probe.events(starting: "touch.down").count == 1)
        }

        @Test func pointerMotionButtonsAndScrollingArrive() throws {
            let (kwin, probe, input) = try Self.setUp()
            defer { kwin.stop() }

            try input.movePointer(toX: 40, y: 30)
            try input.sync()
            let arrived = try probe.waitFor("pointer.")
            #expect(arrived == "pointer.enter 40.0 30.0" || arrived == "pointer.motion 40.0 30.0", "\(probe.events)")
            input.movePointer(byX: 10, y: 5)
            input.button(.left, .pressed)
            input.button(.left, .released)
            input.axis(.vertical, by: 15)
            try input.sync()
            try probe.waitFor("pointer.axis")

            #expect(probe.events.contains("pointer.motion 50.0 35.0"), "\(probe.events)")
            #expect(probe.events(starting: "pointer.button") == ["pointer.button 272 1", "pointer.button 272 0"])
            #expect(probe.events(starting: "pointer.axis") == ["pointer.axis 0 15.0"])
        }

        @Test func keysArriveAtTheFocusedWindow() throws {
            let (kwin, probe, input) = try Self.setUp()
            defer { kwin.stop() }
            let keyA: UInt32 = 30  // KEY_A in linux/input-event-codes.h
            try input.key(keyA, .pressed)
            try input.key(keyA, .released)
            try input.sync()
            try probe.waitFor(2, "keyboard.key")
            #expect(probe.events(starting: "keyboard.key") == ["keyboard.key 30 1", "keyboard.key 30 0"])
        }
    }
}
