import Foundation
import GestureCanvasApp

extension BenchReport {
    /// The figures as one JSON object with the keys the performance issue names (milliseconds
    /// unless the key says otherwise), plus `kwin_latency_ms` for the side-by-side run:
    ///
    /// ```json
    /// {"frame_ms": {"1920x1080": {"pan": {"median": 1.2, "min": 1.0, "max": 2.3}, …}, …},
    ///  "latency_ms": {"median": 1.1, "p99": 2.0}, "dispatch_events_per_s": 812000,
    ///  "idle_wakeups_5s": 0, "idle_cpu_ms_5s": 0, "first_frame_ms": 95.1, "peak_rss_mb": 41.2,
    ///  "kwin_latency_ms": {"gesture-canvas": {"median": …, "p99": …}, "gtk4-demo": {…}}}
    /// ```
    ///
    /// The single numbers are medians; a figure that could not be measured is `null`.
    public var json: String {
        var frameObject: [String: Any] = [:]
        for (size, figures) in frames {
            frameObject[size] = figures.mapValues {
                ["median": Self.rounded($0.median), "min": Self.rounded($0.min), "max": Self.rounded($0.max)]
            }
        }
        var object: [String: Any] = [
            "frame_ms": frameObject,
            "latency_ms": latency.map { ["median": Self.rounded($0.median), "p99": Self.rounded($0.p99)] } ?? NSNull(),
            "dispatch_events_per_s": dispatchEventsPerSecond.map { $0.median.rounded() } ?? NSNull(),
            "idle_wakeups_5s": idleWakeups.map { $0.median } ?? NSNull(),
            "idle_cpu_ms_5s": idleCPUMilliseconds.map { Self.rounded($0.median) } ?? NSNull(),
            "first_frame_ms": firstFrameMilliseconds.map { Self.rounded($0.median) } ?? NSNull(),
            "peak_rss_mb": peakResidentMegabytes.map { Self.rounded($0.median) } ?? NSNull(),
        ]
        switch kwin {
        case .skipped(let reason):
            object["kwin_latency_ms"] = ["skipped": reason]
        case .measured(let ours, let gtk, let note):
            var comparison: [String: Any] = [
                "gesture-canvas": ["median": Self.rounded(ours.median), "p99": Self.rounded(ours.p99)]
            ]
            comparison["gtk4-demo"] =
                gtk.map { ["median": Self.rounded($0.median), "p99": Self.rounded($0.p99)] } ?? [
                    "skipped": note ?? "not measured"
                ]
            object["kwin_latency_ms"] = comparison
        }
        object["screen_ms"] = screenObject
        object["gesture_cpu_ms_per_s"] = gestureCPUObject
        object["smoothness"] = smoothnessObject
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    /// `"125hz-window"` → `{"app": {"median", "p5", "p95", "commits_per_refresh", "newest": {"median",
    /// "p5", "p95"}, "from_finger": {…}}, "gtk": {…}}` ("newest": the newest report of each shown
    /// frame only; "from_finger": timed from sending each report, where the log pairs with them),
    /// a program's figures `{"skipped": reason}` where it could not be measured, and the whole
    /// key so where KWin cannot run.
    private var screenObject: Any {
        guard case .measured(let conditions) = screen else {
            if case .skipped(let reason) = screen { return ["skipped": reason] }
            return NSNull()
        }
        func percentiles(of latencies: [Double]) -> [String: Any] {
            [50: "median", 5: "p5", 95: "p95"].reduce(into: [:]) { object, percentile in
                object[percentile.value] = Self.rounded(Spread.percentile(Double(percentile.key), of: latencies) ?? 0)
            }
        }
        func figures(_ result: TouchToScreenBench.Result) -> Any {
            switch result {
            case .skipped(let reason): return ["skipped": reason]
            case .measured(let latency):
                var object = percentiles(of: latency.latencies)
                object["commits_per_refresh"] = latency.mostCommitsPerRefresh
                object["newest"] = percentiles(of: latency.newestLatencies)
                if !latency.fingerLatencies.isEmpty { object["from_finger"] = percentiles(of: latency.fingerLatencies) }
                return object
            }
        }
        var object: [String: Any] = [:]
        for condition in conditions {
            object[condition.condition] = ["app": figures(condition.app), "gtk": figures(condition.gtk)]
        }
        return object
    }

    /// `{"drag": {"app", "gtk"}, "pinch": {"app", "gtk"}}` in CPU milliseconds per second.
    private var gestureCPUObject: Any {
        switch gestureCPU {
        case .skipped(let reason): return ["skipped": reason]
        case .measured(let gestures):
            var object: [String: Any] = [:]
            for gesture in gestures {
                let app: Any = gesture.app.map(Self.rounded) ?? ["skipped": "the app exited during the gesture"]
                let gtk: Any = gesture.gtk.map(Self.rounded) ?? ["skipped": gesture.gtkNote ?? "not measured"]
                object[gesture.gesture.rawValue] = ["app": app, "gtk": gtk]
            }
            return object
        }
    }

    /// Three decimals: microseconds are as fine as these timings mean anything.
    static func rounded(_ value: Double) -> Double {
        (value * 1000).rounded() / 1000
    }
}
