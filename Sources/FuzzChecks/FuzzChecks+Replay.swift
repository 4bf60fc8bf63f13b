import CairoCanvas
import GestureCanvasApp
import GestureKit
import GestureTrace

extension FuzzChecks {
    /// The longer side, in pixels, that replayed frames are drawn at: small enough for thousands
    /// of runs a second, large enough that every view still covers pixels.
    static let frameSide = 96.0

    /// The whole replay path: bytes through the trace parser, then, for an accepted trace, a
    /// replay through every scene with the inspector shown and a few frames drawn. Nothing may
    /// trap or hang, every report line is JSON, and animations settle.
    ///
    /// Lines the parser refuses are left out rather than refusing the whole trace (as the app
    /// would): a mutated trace then still replays its good lines, which takes the fuzzer far
    /// deeper into the scenes than whole traces that parse, which random edits rarely leave.
    public static func replayTrace(_ bytes: [UInt8]) throws(Failure) {
        var parser = TraceParser()
        var start = 0
        while start <= bytes.count {
            let end = bytes[start...].firstIndex(of: TraceParser.newline) ?? bytes.count
            try? parser.parse(line: bytes[start..<end])
            start = end + 1
        }
        guard let trace = try? parser.finish() else { return }
        try expectInRange(trace)
        for scene in SceneCatalog.names {
            try replay(trace, scene: scene)
        }
    }

    /// Replays `trace` on `scene` headlessly, drawing about four frames at ``frameSide``.
    static func replay(_ trace: Trace, scene: String, content: SceneContent? = nil) throws(Failure) {
        var badLine: String?
        let runner = ReplayRunner(
            trace: trace, sceneName: scene, images: StandInImages(), content: content,
            reportLine: { line in
                if badLine == nil, (try? JSONValue.parse(line)) == nil { badLine = line }
            })
        guard let runner else { throw Failure(description: "scene \(scene) could not be made") }
        runner.host.showsInspector = true
        let renderer = Renderer()
        let scale = min(1, frameSide / max(trace.size.width, trace.size.height))
        var drawError: Error?
        runner.frameEvery = max(trace.duration / 4, ReplayRunner.frameInterval)
        runner.onFrame = { window, _, _ in
            do {
                let surface = try CairoSurface(
                    pixelWidth: max(1, Int((window.bounds.width * scale).rounded())),
                    pixelHeight: max(1, Int((window.bounds.height * scale).rounded())))
                renderer.render(window, into: surface, scale: scale)
            } catch {
                drawError = error
            }
        }
        runner.run()
        try expect(drawError == nil, "\(scene): a frame could not be drawn: \(drawError.map { "\($0)" } ?? "")")
        try expect(badLine == nil, "\(scene): a report line is not JSON: \(badLine ?? "")")
        try expect(!runner.host.window.animator.isAnimating, "\(scene): an animation did not settle")
    }
}
