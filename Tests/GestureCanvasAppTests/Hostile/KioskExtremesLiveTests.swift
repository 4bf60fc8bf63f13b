import GestureKit
import Testing
import WaylandTestCompositor

@testable import GestureCanvasApp

/// A kiosk whose scene file sets the largest delays it may: the file validates, so the app must
/// run with it — the idle timeout reaches the compositor, the homecoming timer is armed, touches
/// work — rather than trap in a conversion and crash-loop its systemd unit.
@Suite("Kiosk settings at the ends of their ranges", .serialized, .timeLimit(.minutes(1)))
struct KioskExtremesLiveTests {
    @Test func theLargestDelaysASceneFileAcceptsRunLive() throws {
        let text = """
            [kiosk]
            enabled = true
            keep_screen_on = false
            reset_after = 86400
            screen_sleeps_after = 86400
            [[images]]
            path = "a.png"
            """
        let settings = try SceneFileReader.parse(text, path: "kiosk.toml", folder: "/").kiosk
        #expect(settings.resetAfter == 86400 && settings.screenSleepsAfter == 86400)
        let live = try LiveHarness { options in
            options.kiosk = true
            options.kioskSettings = settings
        }
        try live.showFirstFrame()
        try live.pump { live.compositor.idleNotificationTimeouts == [86_400_000] }
        let start = live.photos.image1.center
        try live.drag(from: [start], to: [start + Vector(dx: 120, dy: 0)])
        #expect(live.photos.image1.center.distance(to: start + Vector(dx: 120, dy: 0)) < 0.5)
    }

    @Test func oneMoreThanTheLargestIsRefusedWithItsLine() {
        let text = "[kiosk]\nreset_after = 1e308\n[[images]]\npath = \"a.png\"\n"
        #expect(throws: ConfigError.self) { try SceneFileReader.parse(text, path: "kiosk.toml", folder: "/") }
        do {
            _ = try SceneFileReader.parse(text, path: "kiosk.toml", folder: "/")
        } catch {
            #expect(error.description == "kiosk.toml:2: kiosk.reset_after: must be from 0 to 86400 seconds, not 1e+308")
        }
    }
}
