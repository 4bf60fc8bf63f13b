import CompositorHarness
import Foundation
import GestureCanvasApp
import GestureKit
import HostSystem

/// Input-to-commit latency under KWin headless, the app and GTK 4's drawing-area demo side by
/// side in one run: the same touch drag injected through KWin's fake input into each in turn,
/// both full screen, both measured from their `WAYLAND_DEBUG=client` logs
/// (``ProtocolLogLatency``).
///
/// GTK draws with Cairo here (`GSK_RENDERER=cairo`), as the app does. A KWin window rule (in a
/// private config folder) makes the demo full screen, so its scribble area fills the lower half
/// of the output and the drag lands in it wherever KWin would have placed the window.
struct KWinComparison {
    /// Moves per drag, 16 ms apart (``KWinFakeInput/drag``'s pace, a 60 Hz touchscreen).
    let moves: Int
    /// Drags per program; the programs take turns.
    let rounds: Int

    static let outputSize = Size(width: 1280, height: 800)

    enum Outcome {
        case measured(ours: [Double], gtk: [Double]?, gtkNote: String?)
        case skipped(String)
    }

    func measure(images: ImageProvider) -> Outcome {
        if case .unavailable(let reason) = Compositor.availability(of: .kwin) { return .skipped(reason) }
        do {
            let rules = try KWinWindowRules(fullscreenAppID: "gtk4-demo")
            defer { rules.remove() }
            var options = CompositorOptions(width: Int(Self.outputSize.width), height: Int(Self.outputSize.height))
            options.environment["XDG_CONFIG_HOME"] = rules.directory
            let kwin = try Compositor.start(.kwin, options: options)
            defer { kwin.stop() }
            let ours = try oursDragPath(images: images)
            // The scribble area is the lower half of the full-screen demo (below the checkerboard).
            let scribble = (
                from: ScreenPoint(x: Self.outputSize.width * 0.35, y: Self.outputSize.height * 0.66),
                to: ScreenPoint(
                    x: Self.outputSize.width * 0.35 + ours.to.x - ours.from.x,
                    y: Self.outputSize.height * 0.66 + ours.to.y - ours.from.y)
            )
            var oursLatencies: [Double] = [], gtkLatencies: [Double] = []
            var gtkNote: String?
            for _ in 0..<rounds {
                oursLatencies += try drag(
                    in: kwin,
                    command: [
                        ResourceLocator.siblingExecutable(named: "gesture-canvas") ?? "gesture-canvas", "run",
                        "--scene", "photos", "--fullscreen", "--no-demo",
                    ],
                    environment: [:], path: ours)
                guard gtkNote == nil else { continue }
                do {
                    gtkLatencies += try drag(
                        in: kwin, command: ["gtk4-demo", "--run=drawingarea"],
                        environment: ["GSK_RENDERER": "cairo", "GDK_BACKEND": "wayland"], path: scribble)
                } catch let error as SpawnError {
                    gtkNote = "gtk4-demo cannot run here (\(error)); install gtk-4-examples"
                }
            }
            if gtkNote == nil && gtkLatencies.isEmpty {
                gtkNote = "gtk4-demo committed no frame for the drag (did it land outside its scribble area?)"
            }
            return .measured(ours: oursLatencies, gtk: gtkNote == nil ? gtkLatencies : nil, gtkNote: gtkNote)
        } catch let unavailable as CompositorUnavailable {
            return .skipped("\(unavailable)")
        } catch {
            return .skipped("KWin did not cooperate: \(error)")
        }
    }

    /// A drag of image1 as the app lays the photos out full screen.
    private func oursDragPath(images: ImageProvider) throws -> (from: ScreenPoint, to: ScreenPoint) {
        let (center, diameter) = LatencyBench.image1(in: Self.outputSize, images: images)
        return (
            ScreenPoint(x: center.x, y: center.y),
            ScreenPoint(x: center.x + 2 * diameter, y: center.y + diameter)
        )
    }

    /// Starts `command` under KWin, drags one finger along `path`, stops it and reads the
    /// latencies from its protocol log.
    private func drag(
        in kwin: Compositor, command: [String], environment: [String: String],
        path: (from: ScreenPoint, to: ScreenPoint)
    ) throws -> [Double] {
        let (client, input) = try BenchKWin.launch(command, environment: environment, in: kwin)
        defer { client.stop() }
        try input.drag(from: path.from, to: path.to, steps: moves, stepInterval: .microseconds(16_667))
        Stopwatch.pause(milliseconds: 100)
        let log = client.stop().standardError
        if let keep = ProcessInfo.processInfo.environment["GESTURE_CANVAS_BENCH_KEEP_LOGS"] {
            let name = command[0].split(separator: "/").last ?? "client"
            try? log.write(toFile: "\(keep)/kwin-\(name)-\(getpid()).log", atomically: true, encoding: .utf8)
        }
        return ProtocolLogLatency.latencies(in: log, skipping: FrameCostBench.warmUpSteps).latencies
    }
}
