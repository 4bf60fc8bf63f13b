import CompositorHarness
import CompositorHarnessTesting
import Foundation
import Glibc
import Testing

extension RealCompositors {
    /// sway's headless backend: it runs as an unprivileged user (it refuses root), names its own
    /// socket, and clients running as root still reach it.
    @Suite("sway headless")
    struct SwayTests {
        static let options = CompositorOptions(width: 800, height: 600)

        @Test func runsAsAnUnprivilegedUserAndAnnouncesItsSocket() throws {
            let sway = try Compositor.startOrSkip(.sway, options: Self.options)
            let runtime = sway.runtimeDirectory
            print("sway: \(sway.version), socket \(sway.socketName) in \(sway.startupDuration)")

            #expect(sway.socketName.hasPrefix("wayland-"))
            #expect(permissions(of: runtime) == 0o700)
            if geteuid() == 0 {
                // Root's tests hand sway a runtime directory of its own user's.
                #expect(owner(of: runtime) != 0)
                #expect(getpwnam("gcharness") != nil)
            }
            expectStopsWithoutALeftover(sway, ending: .exited(0))
        }

        @Test func aRealClientRunningAsRootSeesTheOutputAndAnEmptySeat() throws {
            let info = try waylandInfoCommand()
            let sway = try Compositor.startOrSkip(.sway, options: Self.options)
            defer { sway.stop() }

            let result = try sway.run(info, timeout: .seconds(10))
            #expect(result.outcome == .exited(0), "\(result)")
            #expect(result.standardOutput.contains("'wl_seat'"))
            #expect(result.standardOutput.contains("width: 800 px, height: 600 px"), "\(result.standardOutput)")
            // WLR_LIBINPUT_NO_DEVICES=1: the seat exists but has no device.
            #expect(!result.standardOutput.contains("capabilities: pointer"))
        }

        @Test func aFullscreenWindowIsConfiguredToTheOutputAndShown() throws {
            let sway = try Compositor.startOrSkip(.sway, options: Self.options)
            defer { sway.stop() }
            let probe = try ProbeClient(compositor: sway)

            try probe.show()
            #expect(probe.events.contains("toplevel.configure 800 600"), "\(probe.events)")
            #expect(probe.shownSize.map { [$0.width, $0.height] } == [800, 600])
        }
    }
}
