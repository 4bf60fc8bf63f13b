import GestureCanvasApp
import GestureKit

/// Every figure `gesture-canvas bench` measured, ready to print as a table or as JSON.
public struct BenchReport {
    /// Frame cost in milliseconds: window size (`1280x800`) → `full|pan|pinch|rotate` → spread.
    public var frames: [(size: String, figures: [String: Spread])] = []
    public var latency: Latency?
    public var kwin: KWinLatency
    /// Touch events per second through 100 views with 6 recognizers each.
    public var dispatchEventsPerSecond: Spread?
    /// Thread wake-ups and CPU milliseconds over 5 s with nothing moving.
    public var idleWakeups: Spread?
    public var idleCPUMilliseconds: Spread?
    /// From starting the app to its first commit arriving, in milliseconds.
    public var firstFrameMilliseconds: Spread?
    /// Peak resident memory in MiB after a drag at 1920 × 1080.
    public var peakResidentMegabytes: Spread?
    /// Touch to screen under KWin, the app beside gtk4-demo (``TouchToScreenBench``).
    public var screen: TouchToScreenBench.Outcome = .skipped("not run")
    /// How smoothly a dragged photo follows the finger, the app beside gtk4-demo (``SmoothnessBench``).
    public var smoothness: SmoothnessBench.Outcome = .skipped("not run")
    /// CPU milliseconds per second of a drag and of a pinch-and-turn (``GestureCPUBench``).
    public var gestureCPU: GestureCPUBench.Outcome = .skipped("not run")
    /// How it was run: the date, the machine, quick or full.
    public var context: String

    /// Latency against the in-process test compositor.
    public struct Latency {
        public var median: Double
        public var p99: Double
        /// Inputs committed (and timed).
        public var inputs: Int
        /// Inputs a newer report replaced before any commit (see ``ProtocolLogLatency``).
        public var superseded: Int
        /// The most commits between two refreshes of the simulated display.
        public var mostCommitsPerRefresh: Int
        public var size: Size
    }

    /// The side-by-side run under KWin: measured, or skipped with the reason.
    public enum KWinLatency {
        case measured(ours: Figures, gtk: Figures?, gtkNote: String?)
        case skipped(String)

        public struct Figures {
            public var median: Double
            public var p99: Double
            public var inputs: Int

            init?(_ latencies: [Double]) {
                guard let median = Spread.percentile(50, of: latencies),
                    let p99 = Spread.percentile(99, of: latencies)
                else { return nil }
                self.median = median
                self.p99 = p99
                inputs = latencies.count
            }
        }
    }
}
