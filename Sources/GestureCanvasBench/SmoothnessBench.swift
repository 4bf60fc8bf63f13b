import CompositorHarness
import Foundation
import GestureCanvasApp
import GestureKit

/// How smoothly a dragged photo follows the finger under KWin headless, full screen (issue 21's
/// numbers, ``Smoothness``): constant-speed one-finger drags with a stop and a turn
/// (``SmoothDrag``) at finger rates of 90, 125 and 240 Hz onto KWin's 60 Hz output, the app with
/// resampling, the app without, and GTK 4's drawing-area demo taking turns for `rounds` rounds
/// at each rate. docs/performance-smooth.md says how each figure is taken.
public struct SmoothnessBench {
    /// Drags per program and rate; the programs take turns.
    let rounds: Int
    /// The finger rates measured, reports a second.
    let rates: [Int]

    static let allRates = [90, 125, 240]

    /// The programs compared.
    public enum Program: String, CaseIterable, Sendable {
        /// `gesture-canvas run`, resampling (the default).
        case app
        /// `gesture-canvas run --no-resampling`.
        case appRaw = "app_raw"
        /// gtk4-demo's drawing area, as ``TouchToScreenBench`` runs it.
        case gtk
    }

    /// One program's figures at one rate, or why there are none.
    public enum Result {
        case measured(Smoothness)
        case skipped(String)
    }

    /// Rate (`"125hz"`) → program → result; or the whole bench skipped, with the reason.
    public enum Outcome {
        case measured([(rate: String, results: [(program: Program, result: Result)])])
        case skipped(String)
    }

    func measure(images: ImageProvider, progress: (String) -> Void) -> Outcome {
        BenchKWin.withFullScreenPrograms(orSkipped: Outcome.skipped) { kwin in
            try measure(in: kwin, images: images, progress: progress)
        }
    }

    /// The rates in turn, the programs taking turns within each.
    private func measure(in kwin: Compositor, images: ImageProvider, progress: (String) -> Void) throws -> Outcome {
        var measured: [(rate: String, results: [(program: Program, result: Result)])] = []
        for rate in rates {
            progress(
                "smoothness under KWin at \(rate) Hz: the app, the app without resampling and gtk4-demo in turn")
            var figures = Dictionary(uniqueKeysWithValues: Program.allCases.map { ($0, Smoothness()) })
            var notes: [Program: String] = [:]
            for _ in 0..<rounds {
                for program in Program.allCases where notes[program] == nil {
                    do {
                        let (drag, sent, shown) = try self.drag(
                            in: kwin, program: program, rate: rate, images: images)
                        figures[program]!.add(drag, sent: sent, shown: shown)
                    } catch let error as SpawnError where program == .gtk {
                        notes[program] = "gtk4-demo cannot run here (\(error)); install gtk-4-examples"
                    }
                }
            }
            measured.append(
                (
                    "\(rate)hz",
                    Program.allCases.map { program in
                        (program, notes[program].map { .skipped($0) } ?? Self.result(figures[program]!))
                    }
                ))
        }
        return .measured(measured)
    }

    private static func result(_ smoothness: Smoothness) -> Result {
        if smoothness.rounds == 0 {
            return .skipped(
                smoothness.unpairedRounds > 0
                    ? "its protocol log did not hold the reports sent" : "it showed no frame for the drag")
        }
        return smoothness.ages.isEmpty ? .skipped("it showed no frame of the steady drag") : .measured(smoothness)
    }

    /// Starts `program` under KWin, drags one finger along ``SmoothDrag`` at `rate`, stops it and
    /// reads its protocol log (with the app's latch lines for the resampling app).
    private func drag(in kwin: Compositor, program: Program, rate: Int, images: ImageProvider) throws -> (
        SmoothDrag, [Double], ShownDrag
    ) {
        let size = TouchToScreenBench.outputSize
        let start = TouchToScreenBench.dragPath(for: program == .gtk ? .gtk : .app, in: size, images: images).from
        // Room for the whole drag to the right of the landing.
        let drag = SmoothDrag(rate: rate, startX: min(start.x, size.width - SmoothDrag.reach - 20), y: start.y)
        var command = TouchToScreenBench.command(for: program == .gtk ? .gtk : .app)
        var environment = TouchToScreenBench.environment(for: program == .gtk ? .gtk : .app)
        switch program {
        case .app: environment["GESTURE_CANVAS_LATCH_LOG"] = "1"
        case .appRaw: command.append("--no-resampling")
        case .gtk: break
        }
        let (client, input) = try BenchKWin.launch(command, environment: environment, in: kwin)
        defer { client.stop() }
        let sent = try send(drag, through: input)
        Stopwatch.pause(milliseconds: 150)
        let log = client.stop().standardError
        if let keep = ProcessInfo.processInfo.environment["GESTURE_CANVAS_BENCH_KEEP_LOGS"] {
            // The log and the stamps the reports were sent at, under one name.
            let name = "\(keep)/smooth-\(program.rawValue)-\(rate)hz-\(getpid())-\(Int(Stopwatch.now))"
            try? log.write(toFile: name + ".log", atomically: true, encoding: .utf8)
            try? sent.map { String($0) }.joined(separator: "\n").write(
                toFile: name + ".sent", atomically: true, encoding: .utf8)
        }
        return (drag, sent, ShownDrag(log: log, places: program == .app ? .latched : .newestReport))
    }

    /// Lands, sends each report at its time after the landing (paced against the landing, so the
    /// rate holds however long each send takes), lifts; returns when each report was sent, as
    /// libwayland stamps (``ProtocolLogLatency/stampNow()``).
    private func send(_ drag: SmoothDrag, through input: KWinFakeInput) throws -> [Double] {
        try input.touchDown(0, x: drag.startX, y: drag.y)
        try input.touchFrame()
        try input.flush()
        let landed = Stopwatch.now
        var sent: [Double] = []
        sent.reserveCapacity(drag.reports.count)
        for report in drag.reports {
            Stopwatch.pause(milliseconds: landed + report.time * 1000 - Stopwatch.now)
            try input.touchMotion(0, x: report.x, y: drag.y)
            try input.touchFrame()
            try input.flush()
            sent.append(ProtocolLogLatency.stampNow())
        }
        Stopwatch.pause(milliseconds: landed + drag.liftTime * 1000 - Stopwatch.now)
        try input.touchUp(0)
        try input.touchFrame()
        try input.sync()
        return sent
    }
}
