import Foundation
import GestureKit
import Testing

@testable import GestureCanvasApp

/// Issue 25: `rotation` under a real compositor. KWin shows the kiosk full screen on a
/// 1280 × 800 output without turning it; touches injected at panel points must land on what the
/// turned content shows there. The report's locations stay in window coordinates (the panel's
/// points, docs/formats.md) and its final line's centres in the content's, so a dragged photo
/// must end at the panel point turned back. KWin turns the app's buffers
/// (`wl_surface.set_buffer_transform`). Skipped, visibly, where KWin or the binary is missing.
@Suite("rotation under KWin", .serialized, .timeLimit(.minutes(1)))
struct RotationUnderKWinTests {
    static let panel = Size(width: 1280, height: 800)

    @Test(arguments: [ContentRotation.quarter, .half, .threeQuarters])
    func aDragAtPanelPointsIsReportedWhereTheTurnedContentShowsThem(rotation: ContentRotation) throws {
        let folder = try ScratchFolder()
        let images = LiveHarness.resources + "/images"
        let sceneFile = folder.file("kiosk.toml")
        try """
        rotation = \(rotation.rawValue)
        [kiosk]
        enabled = true
        [[images]]
        path = "\(images)/image1@2x.png"
        x = "50%"
        y = "30%"
        width = 240
        """.write(toFile: sceneFile, atomically: true, encoding: .utf8)
        let run = try AppRun(under: .kwin, size: Self.panel, arguments: ["--config", sceneFile])
        defer { run.stop() }
        let input = try run.connectTouch()

        // The photo's home in the turned content (a kiosk has no tabs), and where that shows.
        let content = rotation.contentSize(in: Self.panel)
        let home = Point(x: content.width * 0.5, y: content.height * 0.3)
        let start = rotation.windowPoint(home, in: Self.panel)
        let end = start + Vector(dx: 80, dy: 50)
        try input.drag(from: start, to: end, rest: 0.15)
        #expect(run.report.wait { $0.last == ReportAction(view: "image1", recognizer: "pan", state: "ended") })
        #expect(run.client.stop().outcome == .exited(0))

        let ended = try #require(run.report.actions.last { $0.recognizer == "pan" && $0.state == "ended" })
        let location = try #require(
            (ended.fields["location"] as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue }, "\(ended)")
        try #require(location.count == 2)
        // The report says where the finger was on the panel.
        #expect(Point(x: location[0], y: location[1]).distance(to: end) < 1, "panel \(end): reported \(location)")
        // The photo went where the finger took it in the turned content.
        let expected = rotation.contentPoint(ofPanelPoint: end, panel: Self.panel)
        let final = try #require(run.report.finalLine)
        let center = try #require(final.views["image1"]).center
        #expect(center.distance(to: expected) < 1, "at \(rotation.rawValue)°: \(center), expected \(expected)")
        // KWin turns the buffers: the app declared the turn (90 → WL_OUTPUT_TRANSFORM_90).
        let declared = [ContentRotation.quarter: 1, .half: 2, .threeQuarters: 3][rotation]!
        let log = ProtocolLog(run.client.standardError)
        #expect(log.count(".set_buffer_transform(\(declared))") >= 1, "the app asked KWin to turn its buffers")
    }
}
