import Foundation
import GestureKit
import GestureTrace
import Testing

@testable import GestureCanvasApp

/// The bundled demo traces replayed through the real engine: every recognizer of every scene
/// acts, and the views end where the gestures put them.
@Suite struct DemoTraceTests {
    static let tracesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Resources/traces")

    struct Replay {
        let lines: [JSONValue]
        let final: JSONValue

        /// "view.recognizer:state" of every action line, in order.
        var calls: [String] {
            lines.compactMap { line in
                guard let view = line["view"]?.stringValue, let name = line["recognizer"]?.stringValue,
                    let state = line["state"]?.stringValue
                else { return nil }
                return "\(view).\(name):\(state)"
            }
        }

        func view(_ name: String) -> JSONValue? {
            final["views"]?.arrayValue?.first { $0["name"]?.stringValue == name }
        }
    }

    /// `replay Resources/traces/draw-demo.jsonl` plays the draw scene without `--scene`: each
    /// bundled trace names its scene (they named none, and replayed over the photos).
    @Test(arguments: SceneCatalog.names)
    func eachDemoTraceNamesItsScene(scene: String) throws {
        let path = Self.tracesFolder.appending(path: "\(scene)-demo.jsonl").path
        #expect(try CommandInput.loadTrace(at: path).trace.session.scene == scene)
    }

    static func replay(_ file: String, scene: String) throws -> Replay {
        let trace = try CommandInput.loadTrace(at: tracesFolder.appending(path: file).path).trace
        var output: [String] = []
        let runner = try #require(
            ReplayRunner(trace: trace, sceneName: scene, images: PlaceholderImages()) { output.append($0) })
        runner.run()
        let values = try output.map { try JSONValue.parse($0) }
        return Replay(lines: Array(values.dropLast()), final: try #require(values.last))
    }

    @Test func photosDemoUsesEveryRecognizer() throws {
        let replay = try Self.replay("photos-demo.jsonl", scene: "photos")
        let calls = Set(replay.calls)
        for expected in [
            "image1.pan:began", "image1.pan:ended", "image2.pan:ended", "image1.pinch:began", "image1.pinch:ended",
            "image1.rotation:began", "image1.rotation:ended", "image1.longPress:began", "image1.doubleTap:ended",
            "root.swipeRight:ended", "root.swipeLeft:ended", "root.tickle:ended", "image2.pinch:ended",
            "image2.rotation:ended",
        ] {
            #expect(calls.contains(expected), "\(expected) in \(replay.calls)")
        }
        #expect(replay.final["type"] == .string("final"))
        // Side by side after the tickle; image2 pinched on the touchpad to 1.4 and turned 20°;
        // image1 zoomed by one Ctrl+wheel step of 15 (2^0.15).
        let image1 = try #require(replay.view("image1")), image2 = try #require(replay.view("image2"))
        #expect(image1["center"]?.arrayValue?.last == .number(372))
        #expect(image2["center"]?.arrayValue?.last == .number(372))
        #expect(abs((image2["scale"]?.numberValue ?? 0) - 1.4) < 0.002)
        #expect(abs((image2["rotation"]?.numberValue ?? 0) - 20 * Double.pi / 180) < 0.002)
        #expect(abs((image1["scale"]?.numberValue ?? 0) - 1.110) < 0.002)
        #expect(image1["alpha"] == .number(1))
    }

    @Test func drawDemoUsesEveryRecognizer() throws {
        let replay = try Self.replay("draw-demo.jsonl", scene: "draw")
        let calls = Set(replay.calls)
        for expected in [
            "canvas.tap:ended", "menu.delete:ended", "canvas.longPress:began", "canvas.move:changed",
            "canvas.longPress:ended", "canvas.doubleTap:ended",
        ] {
            #expect(calls.contains(expected), "\(expected) in \(replay.calls)")
        }
    }

    @Test func tapsDemoUsesEveryRecognizer() throws {
        let replay = try Self.replay("taps-demo.jsonl", scene: "taps")
        #expect(
            replay.calls.filter { $0.hasSuffix("Tap:ended") } == [
                "root.singleTap:ended", "root.doubleTap:ended", "root.tripleTap:ended", "root.quadrupleTap:ended",
                "root.twoFingerTap:ended",
            ])
        #expect(
            replay.calls.filter { $0.contains("Swipe") } == [
                "root.horizontalSwipe1:ended", "root.verticalSwipe2:ended", "root.horizontalSwipe3:ended",
                "root.verticalSwipe4:ended", "root.horizontalSwipe5:ended",
            ])
    }

    @Test func checkmarkDemoChecksOnlyTheChecks() throws {
        let replay = try Self.replay("checkmark-demo.jsonl", scene: "checkmark")
        #expect(replay.calls == ["root.checkmark:ended", "root.checkmark:ended"])
    }

    @Test func replayingTwiceGivesTheSameReport() throws {
        let first = try Self.replay("photos-demo.jsonl", scene: "photos")
        let second = try Self.replay("photos-demo.jsonl", scene: "photos")
        #expect(first.lines == second.lines && first.final == second.final)
    }
}
