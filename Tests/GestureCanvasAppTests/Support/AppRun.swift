import CompositorHarness
import CompositorHarnessTesting
import GestureKit
import Glibc
import Testing

/// `gesture-canvas run` under a real compositor started headless for a test, writing its report
/// and its trace into a scratch folder, with its protocol log (`WAYLAND_DEBUG=client`) on. The
/// test ends as skipped, visibly, where the binary or the compositor is missing.
///
/// ```swift
/// let run = try AppRun(under: .kwin, size: Size(width: 1024, height: 700), fullscreen: true)
/// defer { run.stop() }
/// let input = try run.connectTouch()
/// try input.tap(at: ScreenPoint(x: 100, y: 100))
/// ```
final class AppRun {
    let compositor: Compositor
    let client: ClientProcess
    let files: ScratchFolder
    /// What the app reports (`--report`), read as it grows.
    let report: ReportFile
    /// Where the app records its input (`--record`).
    let tracePath: String

    /// Starts the compositor with an output of `size` and the app on it.
    /// `arguments` go after `run`'s own (a scene file: `["--config", path]`).
    init(
        under kind: CompositorKind, size: Size, fullscreen: Bool = false, arguments: [String] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        var app = try AppBinary.pathOrSkip(sourceLocation: sourceLocation)
        compositor = try Compositor.startOrSkip(
            kind, options: CompositorOptions(width: Int(size.width), height: Int(size.height)),
            sourceLocation: sourceLocation)
        files = try ScratchFolder()
        if kind == .cage {
            // cage's app runs as the harness's unprivileged user: it writes its report here too,
            // and, when the tests run as root, it runs from here (see AppBinary.stagedCopy).
            chmod(files.path, 0o777)
            if geteuid() == 0 { app = try AppBinary.stagedCopy(of: app, in: files.file("app")) }
        }
        report = ReportFile(path: files.file("report.jsonl"))
        tracePath = files.file("trace.jsonl")
        let command =
            [app, "run", "--report", report.path, "--record", tracePath] + (fullscreen ? ["--fullscreen"] : [])
            + arguments
        client = try compositor.launch(command, protocolLog: true)
    }

    /// Stops the app and the compositor (`defer { run.stop() }` also keeps the run alive to the
    /// end of the test).
    func stop() { compositor.stop() }

    /// Under KWin: connects a fake-input client (its touch device joins the seat), and returns
    /// it once the app has bound `wl_touch` and its window is shown, ready for touches.
    func connectTouch() throws -> KWinFakeInput {
        // cage 0.1.4 sends no wl_surface.enter: the app drawing is the sign it is shown.
        let shown: ProtocolMilestone = compositor.kind == .cage ? .bufferAttached : .surfaceShown
        if compositor.kind == .cage { try client.wait(for: shown) }
        let input = try KWinFakeInput(compositor: compositor)
        try input.waitUntilTouchIsBound(by: client)
        try client.wait(for: shown)
        return input
    }

    /// The compositor's own touch injection, once the app has bound `wl_touch` and is shown:
    /// mutter's remote desktop under mutter, KWin's fake input under KWin and cage.
    func connectTouchScreen() throws -> any TouchScreen {
        guard compositor.kind == .mutter else { return try connectTouch() }
        let input = try MutterRemoteDesktop(compositor: compositor)
        try input.waitUntilTouchIsBound(by: client)
        try client.wait(for: .surfaceShown)
        return input
    }

    /// The built `gesture-canvas`, for other commands (`replay`).
    var app: String { client.command[0] }
}
