import CompositorHarness
import Foundation
import GestureCanvasApp
import GestureKit
import HostSystem

/// Touch-to-screen under KWin headless (``ScreenLatency``), the app beside GTK 4's drawing-area
/// demo dragged by one finger: at finger rates of 60, 125 and 240 Hz, windowed and full screen,
/// the two programs taking turns for `rounds` rounds in each condition.
///
/// KWin's virtual output refreshes at 60 Hz. Windows are placed by KWin rules
/// (``KWinWindowRules``): full screen, or borderless at the output's corner, so the finger lands
/// on the app's first photo and in the demo's scribble area.
public struct TouchToScreenBench {
    /// Drags per program and condition; the programs take turns.
    let rounds: Int
    /// Seconds each drag lasts, whatever the finger's rate.
    let dragSeconds: Double

    static let rates = [60, 125, 240]
    static let outputSize = Size(width: 1280, height: 800)
    static let windowSize = Size(width: 1024, height: 640)
    static let appID = "org.gesturecanvas.GestureCanvas"

    /// One condition's figures for one program, or why there are none.
    public enum Result {
        case measured(ScreenLatency)
        case skipped(String)
    }

    /// `"125hz-window"` → (app, gtk); or the whole comparison skipped, with the reason.
    public enum Outcome {
        case measured([(condition: String, app: Result, gtk: Result)])
        case skipped(String)
    }

    func measure(images: ImageProvider, progress: (String) -> Void) -> Outcome {
        if case .unavailable(let reason) = Compositor.availability(of: .kwin) { return .skipped(reason) }
        var conditions: [(condition: String, app: Result, gtk: Result)] = []
        do {
            for fullscreen in [false, true] {
                let size = fullscreen ? Self.outputSize : Self.windowSize
                let rules = try KWinWindowRules([
                    .init(appID: Self.appID, fullscreen: fullscreen, windowSize: size),
                    .init(appID: "gtk4-demo", fullscreen: fullscreen, windowSize: size),
                ])
                defer { rules.remove() }
                var options = CompositorOptions(width: Int(Self.outputSize.width), height: Int(Self.outputSize.height))
                options.environment["XDG_CONFIG_HOME"] = rules.directory
                let kwin = try Compositor.start(.kwin, options: options)
                defer { kwin.stop() }
                for rate in Self.rates {
                    let name = "\(rate)hz-\(fullscreen ? "full" : "window")"
                    progress("touch to screen under KWin, \(name): the app and gtk4-demo in turn")
                    conditions.append(
                        (name, app: .skipped("not run"), gtk: .skipped("not run")))
                    var app = ScreenLatency(latencies: [], mostCommitsPerRefresh: 0)
                    var gtk = ScreenLatency(latencies: [], mostCommitsPerRefresh: 0)
                    var gtkNote: String?
                    for _ in 0..<rounds {
                        app.merge(try drag(in: kwin, program: .app, size: size, rate: rate, images: images))
                        guard gtkNote == nil else { continue }
                        do {
                            gtk.merge(try drag(in: kwin, program: .gtk, size: size, rate: rate, images: images))
                        } catch let error as SpawnError {
                            gtkNote = "gtk4-demo cannot run here (\(error)); install gtk-4-examples"
                        }
                    }
                    conditions[conditions.count - 1] = (
                        name, Self.result(app, program: "the app"),
                        gtkNote.map { .skipped($0) } ?? Self.result(gtk, program: "gtk4-demo")
                    )
                }
            }
        } catch let unavailable as CompositorUnavailable {
            return .skipped("\(unavailable)")
        } catch {
            return .skipped("KWin did not cooperate: \(error)")
        }
        return .measured(conditions)
    }

    private static func result(_ latency: ScreenLatency, program: String) -> Result {
        latency.latencies.isEmpty ? .skipped("\(program) showed no frame for the drag") : .measured(latency)
    }

    enum Program { case app, gtk }

    /// Starts `program` under KWin, drags one finger for ``dragSeconds`` at `rate` reports a
    /// second, stops it and reads its protocol log.
    private func drag(in kwin: Compositor, program: Program, size: Size, rate: Int, images: ImageProvider) throws
        -> ScreenLatency
    {
        let path = Self.dragPath(for: program, in: size, images: images)
        let (client, input) = try BenchKWin.launch(
            Self.command(for: program), environment: Self.environment(for: program), in: kwin)
        defer { client.stop() }
        let steps = Int(Double(rate) * dragSeconds)
        var sent: [Double] = []
        sent.reserveCapacity(steps)
        try input.drag(
            from: path.from, to: path.to, steps: steps, stepInterval: .nanoseconds(1_000_000_000 / rate),
            sent: { sent.append(ProtocolLogLatency.stampNow()) })
        Stopwatch.pause(milliseconds: 100)
        let log = client.stop().standardError
        if let keep = ProcessInfo.processInfo.environment["GESTURE_CANVAS_BENCH_KEEP_LOGS"] {
            let name = program == .app ? "app" : "gtk"
            try? log.write(
                toFile: "\(keep)/screen-\(name)-\(rate)hz-\(Int(size.width))-\(getpid()).log", atomically: true,
                encoding: .utf8)
        }
        // The first tenth of a second: the client warming up to the drag.
        return ScreenLatency(log: log, skipping: max(3, rate / 10), sent: sent)
    }

    static func command(for program: Program, demo: String = "drawingarea") -> [String] {
        switch program {
        case .app:
            [
                ResourceLocator.siblingExecutable(named: "gesture-canvas") ?? "gesture-canvas", "run",
                "--scene", "photos", "--no-demo",
            ]
        case .gtk: ["gtk4-demo", "--run=\(demo)"]
        }
    }

    static func environment(for program: Program) -> [String: String] {
        program == .gtk ? ["GSK_RENDERER": "cairo", "GDK_BACKEND": "wayland"] : [:]
    }

    /// The app: image1 dragged two of its widths right and one down. The demo: the same move
    /// in its scribble area, the lower half of its window (below the checkerboard).
    static func dragPath(for program: Program, in size: Size, images: ImageProvider) -> (
        from: ScreenPoint, to: ScreenPoint
    ) {
        let (center, diameter) = LatencyBench.image1(in: size, images: images)
        let start = program == .app ? center : Point(x: size.width * 0.2, y: size.height * 0.62)
        let end = Point(x: start.x + 2 * diameter, y: start.y + diameter * 0.8)
        return (ScreenPoint(x: start.x, y: start.y), ScreenPoint(x: end.x, y: end.y))
    }
}

extension ScreenLatency {
    /// Adds another round's figures.
    mutating func merge(_ other: ScreenLatency) {
        latencies += other.latencies
        newestLatencies += other.newestLatencies
        fingerLatencies += other.fingerLatencies
        mostCommitsPerRefresh = max(mostCommitsPerRefresh, other.mostCommitsPerRefresh)
    }
}
