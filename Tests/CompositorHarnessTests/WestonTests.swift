import CompositorHarness
import CompositorHarnessTesting
import Foundation
import Glibc
import Testing

extension RealCompositors {
    /// weston's headless backend: it comes up in a private runtime directory, real clients work
    /// under it, it has no seat, and it goes away cleanly.
    @Suite("weston headless")
    struct WestonTests {
        static let options = CompositorOptions(width: 640, height: 480)

        @Test func startsInAPrivateRuntimeDirectoryAndStopsWithoutALeftover() throws {
            let weston = try Compositor.startOrSkip(.weston, options: Self.options)
            let runtime = weston.runtimeDirectory
            #expect(permissions(of: runtime) == 0o700)
            #expect(weston.version.hasPrefix("weston"))
            #expect(weston.isRunning)
            print("weston: \(weston.version), socket in \(weston.startupDuration)")

            // SIGTERM is how weston is asked to quit: it ends its helpers and exits 0.
            expectStopsWithoutALeftover(weston, ending: .exited(0))
        }

        @Test func aRealClientSeesTheOutputAndNoSeat() throws {
            let info = try waylandInfoCommand()
            let weston = try Compositor.startOrSkip(.weston, options: Self.options)
            defer { weston.stop() }

            let result = try weston.run(info, timeout: .seconds(10))
            #expect(result.outcome == .exited(0), "\(result)")
            #expect(result.standardOutput.contains("'wl_compositor'"))
            #expect(result.standardOutput.contains("width: 640 px, height: 480 px"))
            #expect(!result.standardOutput.contains("'wl_seat'"))
        }

        @Test func aFullscreenWindowIsConfiguredToTheOutputAndShown() throws {
            let weston = try Compositor.startOrSkip(.weston, options: Self.options)
            defer { weston.stop() }
            let probe = try ProbeClient(compositor: weston)

            try probe.show()
            #expect(probe.events.contains("toplevel.configure 640 480"), "\(probe.events)")
            #expect(probe.shownSize.map { [$0.width, $0.height] } == [640, 480])
            // No seat, so no devices: the window works without one.
            #expect(probe.touch == nil && probe.pointer == nil && probe.keyboard == nil)
        }

        @Test func aDemoClientDrawsUntilStoppedAndItsProtocolLogIsRead() throws {
            guard isInstalled("weston-simple-shm") else {
                print("skipped: weston-simple-shm (package weston) is not installed")
                try Test.cancel("skipped: weston-simple-shm (package weston) is not installed")
            }
            let weston = try Compositor.startOrSkip(.weston, options: Self.options)
            defer { weston.stop() }

            let client = try weston.launch(["weston-simple-shm"], protocolLog: true)
            try client.wait(for: .toplevelConfigured)
            try client.wait(for: .bufferAttached)
            try client.wait(for: .bufferAttached)
            #expect(client.isRunning)

            let result = client.stop()
            // weston-simple-shm quits cleanly on SIGINT only; SIGTERM's default action ends it.
            #expect(result.outcome == .signaled(SIGTERM), "\(result)")
            #expect(result.standardError.contains("xdg_wm_base"))
        }
    }
}
