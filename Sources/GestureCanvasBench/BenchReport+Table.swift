import Foundation
import GestureCanvasApp
import GestureKit

extension BenchReport {
    /// The figures as a plain-text table (what `bench` prints without `--json`).
    public var table: String {
        var lines = ["gesture-canvas bench — \(context)", ""]
        lines.append("Frame cost, photos scene at scale 1 (ms, median [min … max] of every frame)")
        // The window column fits its longest name ("1280x800 turned 90° by the compositor").
        let windowWidth = max(11, (frames.map(\.0.count).max() ?? 0) + 2)
        lines.append(row(["window", "full redraw", "pan", "pinch", "rotate"], firstWidth: windowWidth))
        for (size, figures) in frames {
            let cells = ["full", "pan", "pinch", "rotate"].map { figures[$0].map(Self.text) ?? "—" }
            lines.append(row([size] + cells, firstWidth: windowWidth))
        }
        lines.append("")
        if let latency {
            lines.append(
                "Input to commit, test compositor, \(Self.text(latency.size)), 60 Hz display, 60 Hz touch: "
                    + "median \(Self.number(latency.median)) ms, p99 \(Self.number(latency.p99)) ms "
                    + "(\(latency.inputs) inputs committed, \(latency.superseded) replaced by a newer one before any commit; "
                    + "at most \(latency.mostCommitsPerRefresh) commit per refresh)")
        } else {
            lines.append("Input to commit, test compositor: no input was shown")
        }
        switch kwin {
        case .skipped(let reason):
            lines.append("Input to commit under KWin: skipped — \(reason)")
        case .measured(let ours, let gtk, let note):
            lines.append("Input to commit under KWin headless, same injected drag, from WAYLAND_DEBUG=client:")
            lines.append("  gesture-canvas:         \(Self.text(ours))")
            if let gtk {
                lines.append("  gtk4-demo drawingarea:  \(Self.text(gtk))  (GSK_RENDERER=cairo)")
            } else {
                lines.append("  gtk4-demo drawingarea:  skipped — \(note ?? "not measured")")
            }
        }
        lines.append(contentsOf: screenLines)
        lines.append(contentsOf: smoothnessLines)
        lines.append(contentsOf: gestureCPULines)
        lines.append("")
        lines.append(
            "Dispatch, 100 views × 6 recognizers: \(figure(dispatchEventsPerSecond, unit: "touch events/s", digits: 0))"
        )
        lines.append(
            "Idle, 5 s, window open: \(figure(idleWakeups, unit: "wake-ups", digits: 0)), \(figure(idleCPUMilliseconds, unit: "ms CPU"))"
        )
        lines.append("Start to first frame, 1920x1080: \(figure(firstFrameMilliseconds, unit: "ms"))")
        lines.append("Peak resident memory after a drag, 1920x1080: \(figure(peakResidentMegabytes, unit: "MiB"))")
        return lines.joined(separator: "\n")
    }

    private var screenLines: [String] {
        switch screen {
        case .skipped(let reason): return ["Touch to screen under KWin: skipped — \(reason)"]
        case .measured(let conditions):
            var lines = [
                "Touch to screen under KWin headless (60 Hz output), touch frame read → frame callback done",
                "(ms: median, p5–p95, spread p95−p5 of every report; of the newest report each shown frame",
                "carries; of every report timed from its sending; most commits in one refresh):",
            ]
            for condition in conditions {
                lines.append(
                    "  \(condition.condition.padding(toLength: 13, withPad: " ", startingAt: 0))"
                        + "app \(Self.text(condition.app))   gtk4-demo \(Self.text(condition.gtk))")
            }
            return lines
        }
    }

    private var gestureCPULines: [String] {
        switch gestureCPU {
        case .skipped(let reason): return ["CPU per second of gesture under KWin: skipped — \(reason)"]
        case .measured(let gestures):
            return gestures.map { gesture in
                let app = gesture.app.map { Self.number($0, digits: 0) } ?? "—"
                let gtk = gesture.gtk.map { Self.number($0, digits: 0) } ?? "skipped (\(gesture.gtkNote ?? ""))"
                let ratio = gesture.app.flatMap { app in gesture.gtk.map { " (\(Self.number(app / $0))×)" } } ?? ""
                return "CPU per second of a \(gesture.gesture.rawValue) at 125 Hz, full screen under KWin: "
                    + "app \(app) ms/s, gtk4-demo \(gtk) ms/s\(ratio)"
            }
        }
    }

    static func text(_ result: TouchToScreenBench.Result) -> String {
        switch result {
        case .skipped(let reason): return "skipped (\(reason))"
        case .measured(let latency):
            func figures(_ latencies: [Double]) -> String {
                let median = Spread.percentile(50, of: latencies) ?? 0
                let p5 = Spread.percentile(5, of: latencies) ?? 0
                let p95 = Spread.percentile(95, of: latencies) ?? 0
                return "\(number(median)), \(number(p5))–\(number(p95)), spread \(number(p95 - p5))"
            }
            let finger = latency.fingerLatencies.isEmpty ? "" : ", from the finger \(figures(latency.fingerLatencies))"
            return "\(figures(latency.latencies)) (newest \(figures(latency.newestLatencies))\(finger)); "
                + "\(latency.mostCommitsPerRefresh)/refresh"
        }
    }

    private func row(_ cells: [String], firstWidth: Int = 11) -> String {
        cells.enumerated().map { index, cell in
            cell.padding(toLength: index == 0 ? firstWidth : 24, withPad: " ", startingAt: 0)
        }.joined().trimmingCharacters(in: .whitespaces)
    }

    private func figure(_ spread: Spread?, unit: String, digits: Int = 2) -> String {
        guard let spread else { return "not measured" }
        return
            "\(Self.number(spread.median, digits: digits)) \(unit) [\(Self.number(spread.min, digits: digits)) … \(Self.number(spread.max, digits: digits))]"
    }

    static func text(_ spread: Spread) -> String {
        "\(number(spread.median)) [\(number(spread.min)) … \(number(spread.max))]"
    }

    static func text(_ figures: KWinLatency.Figures) -> String {
        "median \(number(figures.median)) ms, p99 \(number(figures.p99)) ms (\(figures.inputs) inputs)"
    }

    static func text(_ size: GestureKit.Size) -> String { "\(Int(size.width))x\(Int(size.height))" }

    static func number(_ value: Double, digits: Int = 2) -> String {
        String(format: "%.\(digits)f", value)
    }
}
