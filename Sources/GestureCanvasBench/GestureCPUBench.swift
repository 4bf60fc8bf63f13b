import CompositorHarness
import Foundation
import GestureCanvasApp
import GestureKit

/// What a gesture costs the battery: the CPU time (user and system, every thread) a program
/// spends per second of continuous input at 125 Hz under KWin headless, full screen — the app
/// dragging a photo, and pinching and turning it, against GTK 4's demos handling the same
/// injected touches (the drawing area scribbling for the drag, the gestures demo turning and
/// scaling its rectangle for the pinch).
public struct GestureCPUBench {
    /// Seconds of input per measurement.
    let seconds: Double
    static let rate = 125.0

    public enum Gesture: String, Sendable { case drag, pinch }

    /// Milliseconds of CPU per second of gesture: gesture → (app, gtk), or why not measured.
    public enum Outcome {
        case measured([(gesture: Gesture, app: Double?, gtk: Double?, gtkNote: String?)])
        case skipped(String)
    }

    func measure(images: ImageProvider, progress: (String) -> Void) -> Outcome {
        BenchKWin.withFullScreenPrograms(orSkipped: Outcome.skipped) { kwin in
            try measure(in: kwin, images: images, progress: progress)
        }
    }

    /// The drag, then the pinch, each in the app and then in gtk4-demo.
    private func measure(in kwin: Compositor, images: ImageProvider, progress: (String) -> Void) throws -> Outcome {
        var results: [(gesture: Gesture, app: Double?, gtk: Double?, gtkNote: String?)] = []
        for gesture in [Gesture.drag, .pinch] {
            progress("CPU per second of a \(gesture.rawValue) under KWin: the app, then gtk4-demo")
            let app = try cost(of: gesture, in: kwin, program: .app, images: images)
            var gtk: Double?
            var note: String?
            do {
                gtk = try cost(of: gesture, in: kwin, program: .gtk, images: images)
            } catch let error as SpawnError {
                note = "gtk4-demo cannot run here (\(error)); install gtk-4-examples"
            }
            results.append((gesture, app, gtk, note))
        }
        return .measured(results)
    }

    /// CPU milliseconds per second of `gesture` in `program`; nil when the process vanished.
    private func cost(
        of gesture: Gesture, in kwin: Compositor, program: TouchToScreenBench.Program, images: ImageProvider
    ) throws -> Double? {
        let size = TouchToScreenBench.outputSize
        let demo = gesture == .drag ? "drawingarea" : "gestures"
        let client = try kwin.launch(
            TouchToScreenBench.command(for: program, demo: demo),
            environment: TouchToScreenBench.environment(for: program))
        defer { client.stop() }
        // No protocol log (writing it would cost CPU too), so no milestone to wait for: the
        // window is up and has bound the touch well within 2 s.
        let input = try KWinFakeInput(compositor: kwin)
        Stopwatch.pause(milliseconds: 2000)
        let center: Point
        switch (program, gesture) {
        case (.app, _): center = LatencyBench.image1(in: size, images: images).center
        case (.gtk, .drag): center = Point(x: size.width * 0.4, y: size.height * 0.72)
        case (.gtk, .pinch): center = Point(x: size.width / 2, y: size.height / 2)
        }
        let steps = Int(seconds * Self.rate)
        // Touching first: landing and the recognizers' start are not part of the steady cost.
        try place(gesture, at: center, time: 0, input: input, down: true)
        Stopwatch.pause(milliseconds: 200)
        guard let before = ProcessStatistics(pid: client.pid) else { return nil }
        let started = Stopwatch.now
        for step in 1...steps {
            // Paced against the start, so the rate holds however long each step's work takes.
            Stopwatch.pause(milliseconds: started + Double(step) * 1000 / Self.rate - Stopwatch.now)
            try place(gesture, at: center, time: Double(step) / Self.rate, input: input, down: false)
        }
        guard let after = ProcessStatistics(pid: client.pid) else { return nil }
        let elapsed = (Stopwatch.now - started) / 1000
        try input.touchUp(0)
        if gesture == .pinch { try input.touchUp(1) }
        try input.touchFrame()
        try input.sync()
        return (after.cpuMilliseconds - before.cpuMilliseconds) / elapsed
    }

    /// The fingers at `time` seconds: one finger circling 150 points round `center` every 2 s;
    /// or two fingers 140–260 points apart, their line swinging ±35°.
    private func place(_ gesture: Gesture, at center: Point, time: Double, input: KWinFakeInput, down: Bool) throws {
        switch gesture {
        case .drag:
            let angle = 2 * Double.pi * time / 2
            let point = Point(x: center.x + 150 * cos(angle) - 150, y: center.y + 150 * sin(angle))
            try down ? input.touchDown(0, x: point.x, y: point.y) : input.touchMotion(0, x: point.x, y: point.y)
        case .pinch:
            let half = (200 + 60 * sin(2 * Double.pi * time / 2)) / 2
            let angle = 0.6 * sin(2 * Double.pi * time / 3)
            let (dx, dy) = (cos(angle) * half, sin(angle) * half)
            if down {
                try input.touchDown(0, x: center.x - dx, y: center.y - dy)
                try input.touchDown(1, x: center.x + dx, y: center.y + dy)
            } else {
                try input.touchMotion(0, x: center.x - dx, y: center.y - dy)
                try input.touchMotion(1, x: center.x + dx, y: center.y + dy)
            }
        }
        try input.touchFrame()
        try input.flush()
    }
}
