import CompositorHarness
import CompositorHarnessTesting
import GestureKit
import Testing
import WaylandTestCompositor

/// `gesture-canvas run` full screen under a real compositor that runs nested as a window of the
/// test compositor (its Wayland backend), so input the test compositor makes reaches the app
/// through the real compositor: touchpad gestures through KWin, pens through sway.
///
/// ```swift
/// let run = try NestedRun(.sway, arguments: ["--scene", "draw"])
/// defer { run.stop() }
/// run.pump.perform { $0.pointerMotion(to: (x: 400, y: 150)) }
/// ```
final class NestedRun {
    /// Dispatches the parent (the test compositor) on its own thread.
    let pump: CompositorPump
    let compositor: Compositor
    /// What the app reports (`--report`), read as it grows.
    let report: ReportFile
    let client: ClientProcess
    private let files: ScratchFolder

    /// Starts the parent, `kind` nested in it at `size`, and the app with `arguments`; returns once
    /// the app's window is shown. Skips the test where `kind` or the built app is not available.
    init(_ kind: CompositorKind, size: Size = Size(width: 800, height: 600), arguments: [String]) throws {
        let app = try AppBinary.pathOrSkip()
        let parent = try TestCompositor()
        pump = CompositorPump(parent)
        var options = CompositorOptions(width: Int(size.width), height: Int(size.height))
        options.parentDisplay = parent.socketPath
        do {
            compositor = try Compositor.startOrSkip(kind, options: options)
        } catch {
            pump.stop()
            throw error
        }
        do {
            files = try ScratchFolder()
            report = ReportFile(path: files.file("report.jsonl"))
            client = try compositor.launch(
                [app, "run"] + arguments + ["--fullscreen", "--report", report.path], protocolLog: true)
            try client.wait(for: .surfaceShown, timeout: .seconds(20))
        } catch {
            compositor.stop()
            pump.stop()
            throw error
        }
    }

    /// Stops the app, the nested compositor and the parent, in that order.
    func stop() {
        _ = client.stop()
        compositor.stop()
        pump.stop()
    }
}
