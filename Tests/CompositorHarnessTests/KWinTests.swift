import CompositorHarness
import CompositorHarnessTesting
import Foundation
import Glibc
import Testing

extension RealCompositors {
    /// KWin's virtual backend: it comes up, offers fake input to any client, and its seat gains a
    /// touch device exactly while an injector is connected.
    @Suite("KWin virtual")
    struct KWinTests {
        static let options = CompositorOptions(width: 640, height: 480)

        @Test func offersFakeInputAndStopsWithoutALeftover() throws {
            let info = try waylandInfoCommand()
            let kwin = try Compositor.startOrSkip(.kwin, options: Self.options)
            print("KWin: \(kwin.version), socket in \(kwin.startupDuration)")

            let result = try kwin.run(info, timeout: .seconds(10))
            #expect(result.outcome == .exited(0), "\(result)")
            #expect(result.standardOutput.contains("'org_kde_kwin_fake_input',                    version:  4"))
            #expect(result.standardOutput.contains("width: 640 px, height: 480 px"))
            #expect(!result.standardOutput.contains(" touch"), "no touch device before an injector connects")

            // KWin ends on SIGTERM's default action; dbus-run-session, its parent, reports a child
            // killed by a signal as an exit status equal to the signal's number.
            expectStopsWithoutALeftover(kwin, ending: .exited(SIGTERM))
        }

        @Test func theSeatHasTouchOnlyWhileAnInjectorIsConnected() throws {
            let info = try waylandInfoCommand()
            let kwin = try Compositor.startOrSkip(.kwin, options: Self.options)
            defer { kwin.stop() }
            let probe = try ProbeClient(compositor: kwin)
            try probe.show()
            #expect(probe.touch == nil)

            var input: KWinFakeInput? = try KWinFakeInput(compositor: kwin)
            #expect(input?.version == 4)
            try probe.waitFor("seat.capabilities pointer keyboard touch")
            #expect(probe.touch != nil)
            // An external client sees the same.
            let seen = try kwin.run(info, timeout: .seconds(10))
            #expect(seen.standardOutput.contains("capabilities: pointer keyboard touch"), "\(seen)")

            probe.clearEvents()
            input = nil
            try probe.waitFor("seat.capabilities")
            #expect(probe.events(starting: "seat.capabilities").last?.contains("touch") == false)
            #expect(probe.touch == nil)
        }

        @Test func theHarnessSeesALaunchedClientBindTouchThenTouchesReachIt() throws {
            guard isInstalled("weston-simple-touch") else {
                print("skipped: weston-simple-touch (package weston) is not installed")
                try Test.cancel("skipped: weston-simple-touch (package weston) is not installed")
            }
            var options = Self.options
            (options.width, options.height) = (800, 600)
            let kwin = try Compositor.startOrSkip(.kwin, options: options)
            defer { kwin.stop() }

            // The app's way: launch with the protocol log, connect the injector (the touch device
            // joins the seat), wait until the client has bound wl_touch, then touch.
            let client = try kwin.launch(["weston-simple-touch"], protocolLog: true)
            try client.wait(for: .bufferAttached)
            let input = try KWinFakeInput(compositor: kwin)
            try input.waitUntilTouchIsBound(by: client)
            // weston-simple-touch's 600×500 window covers the output's middle wherever KWin puts it.
            try input.tap(at: ScreenPoint(x: 400, y: 300))
            try client.wait(for: .event("wl_touch", "down"))
            try client.wait(for: .event("wl_touch", "up"))
            #expect(client.stop().outcome == .signaled(SIGTERM))
        }
    }
}
