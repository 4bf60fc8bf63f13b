import Foundation
import GestureCanvasApp
import GestureKit

/// Input-to-commit latency against the in-process test compositor (``SimulatedDisplay``) over a
/// real socket, with the app as a child process: for every frame of a one-finger drag of image1,
/// from the app receiving the `wl_touch.frame` to it sending the `wl_surface.commit` that shows
/// it, read from the app's protocol log exactly as ``KWinComparison`` reads it.
///
/// The finger reports at 60 Hz, as most touchscreens do, and the display refreshes at 60 Hz;
/// each run starts the finger at another point of the display's refresh (`phase`), because where
/// input lands in the refresh decides whether the app can commit at once or must wait for the
/// frame callback of its last commit.
struct LatencyBench {
    /// Moves in the drag; the first few (before the pan begins) are not counted.
    let moves: Int
    static let inputInterval = SimulatedDisplay.refreshInterval

    struct Result {
        /// Each counted input's latency, in milliseconds, and how many were replaced uncommitted.
        var figures: ProtocolLogLatency.Figures
        /// The most commits the app made between two refreshes (the policy allows one).
        var mostCommitsPerRefresh: Int
        /// The app's peak resident memory, in MiB, after the drag.
        var peakResidentMegabytes: Double?
    }

    /// One drag whose input comes `phase` (0 ..< 1) of a refresh after the display refreshes.
    func measure(size: Size, images: ImageProvider, phase: Double) throws -> Result {
        let display = try SimulatedDisplay(width: Int(size.width), height: Int(size.height))
        let compositor = display.compositor
        let logPath = NSTemporaryDirectory() + "/gesture-canvas-bench-\(getpid())-latency.log"
        defer { try? FileManager.default.removeItem(atPath: logPath) }
        let app = try AppProcess(size: size, environment: compositor.clientEnvironment, protocolLog: logPath)
        defer { app.stop() }
        let shown = display.run(until: Stopwatch.now + 10_000) {
            compositor.lastCommit != nil && compositor.boundTouchCount > 0
        }
        guard shown else { throw BenchError.noFirstFrame("gesture-canvas run under the test compositor") }
        display.run(until: Stopwatch.now + 300)

        let (center, diameter) = Self.image1(in: size, images: images)
        display.startCounting()
        let path = (0...moves).map {
            BenchGesture.pan.fingers(at: $0, of: moves, center: center, diameter: diameter)[0]
        }
        display.drag(
            along: path, startingAt: display.nextRefresh + phase * SimulatedDisplay.refreshInterval,
            interval: Self.inputInterval)
        display.run(until: Stopwatch.now + 100)
        let peak = app.statistics?.peakResidentMegabytes
        app.stop()

        let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        if let keep = ProcessInfo.processInfo.environment["GESTURE_CANVAS_BENCH_KEEP_LOGS"] {
            try? log.write(
                toFile: "\(keep)/latency-\(getpid())-\(Int(phase * 100)).log", atomically: true, encoding: .utf8)
        }
        return Result(
            figures: ProtocolLogLatency.latencies(in: log, skipping: FrameCostBench.warmUpSteps),
            mostCommitsPerRefresh: display.mostCommitsPerRefresh, peakResidentMegabytes: peak)
    }

    /// Where image1 is, and how wide, when the photos scene first shows in a `size` window:
    /// laid out here the same way the app lays it out.
    static func image1(in size: Size, images: ImageProvider) -> (center: Point, diameter: Double) {
        let host = SceneHost(size: size, sceneName: "photos", images: images)!
        let photo = (host.scene as! PhotosScene).image1
        return (photo.convert(Point(x: photo.bounds.midX, y: photo.bounds.midY), to: nil), photo.bounds.width)
    }
}
