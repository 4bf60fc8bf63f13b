import CompositorHarness
import CompositorHarnessTesting
import Foundation
import Glibc
import Testing

extension RealCompositors {
    /// mutter headless: it comes up with its own session bus and PipeWire, its seat gains touch
    /// with the remote desktop's first touch, and touches injected through it reach a fullscreen
    /// client at the injected points.
    @Suite("mutter headless")
    struct MutterTests {
        @Test func touchesFromItsRemoteDesktopArriveAtTheInjectedPoints() throws {
            let mutter = try Compositor.startOrSkip(.mutter, options: CompositorOptions(width: 1280, height: 800))
            defer { mutter.stop() }
            print("mutter: \(mutter.version), socket in \(mutter.startupDuration)")
            let probe = try ProbeClient(compositor: mutter)
            try probe.show()
            #expect(probe.shownSize.map { [$0.width, $0.height] } == [1280, 800])
            #expect(probe.touch == nil, "the seat has no touch before the remote desktop's first touch")

            let input = try MutterRemoteDesktop(compositor: mutter)
            do { try probe.connection.dispatch(timeout: .seconds(5)) { probe.touch != nil } } catch {
                Issue.record("no touch: \(probe.events)")
                throw error
            }
            try probe.connection.roundtrip()
            probe.clearEvents()

            try input.drag(from: ScreenPoint(x: 100, y: 100), to: ScreenPoint(x: 200, y: 150), steps: 4)
            try input.pinch(center: ScreenPoint(x: 640, y: 400), from: 100, to: 200, steps: 2)
            do { try probe.waitFor(3, "touch.up") } catch {
                Issue.record("ups: \(probe.events)")
                throw error
            }

            let changes = probe.events.filter { $0.hasPrefix("touch.") && $0 != "touch.frame" }
            let points = changes.map { $0.split(separator: " ").enumerated().filter { $0.offset != 1 }.map(\.element) }
            #expect(
                points.map { $0.joined(separator: " ") } == [
                    "touch.down 100.0 100.0", "touch.motion 125.0 112.5", "touch.motion 150.0 125.0",
                    "touch.motion 175.0 137.5", "touch.motion 200.0 150.0", "touch.up",
                    "touch.down 590.0 400.0", "touch.down 690.0 400.0", "touch.motion 565.0 400.0",
                    "touch.motion 715.0 400.0", "touch.motion 540.0 400.0", "touch.motion 740.0 400.0", "touch.up",
                    "touch.up",
                ], "\(probe.events)")
            print("mutter's framing: \(probe.events.map { $0.split(separator: " ")[0] }.joined(separator: " "))")
        }
    }
}
