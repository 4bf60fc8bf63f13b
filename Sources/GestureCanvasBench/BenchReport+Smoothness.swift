import Foundation

extension BenchReport {
    /// `"125hz"` → `{"app": {"age_ms": {"median", "p5", "p95"}, "step_cv", "stop_overshoot_ms",
    /// "present_jitter_ms"}, "app_raw": {…}, "gtk": {…}}`, a program's figures
    /// `{"skipped": reason}` where it could not be measured, and the whole key so where KWin
    /// cannot run. A figure with nothing to take it from is null.
    var smoothnessObject: Any {
        switch smoothness {
        case .skipped(let reason): return ["skipped": reason]
        case .measured(let rates):
            var object: [String: Any] = [:]
            for rate in rates {
                var programs: [String: Any] = [:]
                for (program, result) in rate.results {
                    switch result {
                    case .skipped(let reason): programs[program.rawValue] = ["skipped": reason]
                    case .measured(let figures): programs[program.rawValue] = Self.object(figures)
                    }
                }
                object[rate.rate] = programs
            }
            return object
        }
    }

    private static func object(_ figures: Smoothness) -> [String: Any] {
        func number(_ value: Double?) -> Any { value.map(rounded) ?? NSNull() }
        return [
            "age_ms": figures.age.map { ["median": rounded($0.median), "p5": rounded($0.p5), "p95": rounded($0.p95)] }
                ?? NSNull(),
            "step_cv": number(figures.stepCV),
            "stop_overshoot_ms": number(figures.stopOvershoot),
            "present_jitter_ms": number(figures.presentJitter),
        ]
    }

    var smoothnessLines: [String] {
        switch smoothness {
        case .skipped(let reason): return ["Smoothness under KWin: skipped — \(reason)"]
        case .measured(let rates):
            var lines = [
                "Smoothness under KWin headless (60 Hz output), full screen, one finger at \(Int(SmoothDrag.speed)) pt/s "
                    + "with a stop and a turn",
                "(age of what each frame shows at its frame callback's done, from the finger, ms: median, p5–p95,",
                "spread; step CV: std ÷ mean of the shown place's step per frame; overshoot at the stop or turn,",
                "ms of the finger's motion; present jitter: p95−p5 of done intervals, ms):",
            ]
            for rate in rates {
                for (index, (program, result)) in rate.results.enumerated() {
                    let head = (index == 0 ? rate.rate : "").padding(toLength: 7, withPad: " ", startingAt: 0)
                    lines.append(
                        "  \(head)\(program.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0))"
                            + Self.text(result))
                }
            }
            return lines
        }
    }

    static func text(_ result: SmoothnessBench.Result) -> String {
        switch result {
        case .skipped(let reason): return "skipped (\(reason))"
        case .measured(let figures):
            func figure(_ value: Double?) -> String { value.map { number($0) } ?? "—" }
            let age = figures.age.map {
                "\(number($0.median)), \(number($0.p5))–\(number($0.p95)), spread \(number($0.p95 - $0.p5))"
            }
            var text =
                "age \(age ?? "—"); step CV \(figure(figures.stepCV)); overshoot \(figure(figures.stopOvershoot)); "
                + "present jitter \(figure(figures.presentJitter)) (\(figures.rounds) rounds, \(figures.ages.count) frames"
            if figures.aheadOfTheFinger > 0 { text += ", \(figures.aheadOfTheFinger) ahead of the finger" }
            if figures.stepsOverSkippedRefreshes > 0 {
                text += ", \(figures.stepsOverSkippedRefreshes) steps over a skipped refresh left out"
            }
            if figures.unpairedRounds > 0 { text += ", \(figures.unpairedRounds) rounds unpaired" }
            return text + ")"
        }
    }
}
