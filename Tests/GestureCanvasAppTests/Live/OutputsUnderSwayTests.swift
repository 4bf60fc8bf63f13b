import CompositorHarness
import Foundation
import GestureKit
import Testing

/// Issue 25 under a real compositor: sway 1.7 adds a headless output on `swaymsg create_output`
/// (it cannot take one away: `output … disable` keeps the global). A kiosk whose scene file names
/// that output starts full screen where sway puts it and moves to the output once it appears.
/// Skipped, visibly, where sway or the binary is missing.
@Suite("outputs under sway", .serialized, .timeLimit(.minutes(1)))
struct OutputsUnderSwayTests {
    @Test func aKioskNamingAnOutputMovesToItWhenSwayCreatesIt() throws {
        let folder = try ScratchFolder()
        let sceneFile = folder.file("kiosk.toml")
        try """
        [kiosk]
        enabled = true
        output = "HEADLESS-2"
        [[images]]
        path = "\(LiveHarness.resources)/images/image1@2x.png"
        """.write(toFile: sceneFile, atomically: true, encoding: .utf8)
        chmod(folder.path, 0o755)
        let run = try AppRun(under: .sway, size: Size(width: 800, height: 600), arguments: ["--config", sceneFile])
        defer { run.stop() }
        let (sway, client) = (run.compositor, run.client)
        try client.wait(for: .surfaceShown)
        let socket = try swaySocket(of: sway)
        #expect(try outputOfTheWindow(sway, socket) == "HEADLESS-1")

        let created = try sway.run(["swaymsg", "-s", socket, "create_output"], timeout: .seconds(10))
        #expect(created.outcome == .exited(0), "\(created)")
        // The app asks for fullscreen on the new output by name, and sway moves the window there.
        #expect(
            eventually { ProtocolLog(client.standardError).count(".set_fullscreen(wl_output@") == 1 },
            "\(ProtocolLog(client.standardError).lines.filter { $0.contains("set_fullscreen") })")
        #expect(eventually { (try? outputOfTheWindow(sway, socket)) == "HEADLESS-2" })
        #expect(client.stop().outcome == .exited(0))
    }

    /// The name of the output whose tree holds the app's window (`swaymsg -t get_tree`).
    private func outputOfTheWindow(_ sway: Compositor, _ socket: String) throws -> String? {
        let tree = try sway.run(["swaymsg", "-s", socket, "-t", "get_tree"], timeout: .seconds(10))
        let root = try JSONSerialization.jsonObject(with: Data(tree.standardOutput.utf8)) as? [String: Any]
        for output in root?["nodes"] as? [[String: Any]] ?? [] where Self.holdsTheApp(output) {
            return output["name"] as? String
        }
        return nil
    }

    private static func holdsTheApp(_ node: [String: Any]) -> Bool {
        if node["app_id"] as? String == "org.gesturecanvas.GestureCanvas" { return true }
        let children = (node["nodes"] as? [[String: Any]] ?? []) + (node["floating_nodes"] as? [[String: Any]] ?? [])
        return children.contains(where: holdsTheApp)
    }
}
