import GestureKit
import GestureTrace

/// A scene shown from start to end, whichever source its input comes from: the compositor
/// (``LiveApp``) or a trace (``ReplayRunner``). Both set up, take input and end through this one
/// driver, so a replay does what the live session did:
/// - set-up: the scene host at its size with the scene file's content, laid out as a kiosk's or
///   a desktop window's, moves resampled or not, the report (and, live, the recording) wired to it;
/// - input: every event enters through the host's router, whose input filter is this session's:
///   what the live source keeps back (``admits``: the kiosk's wake guard) never reaches the scene
///   nor the trace, and the kiosk's homecoming restarts on what passes, at the event's own time,
///   so the photos go home at the same moment live and replayed;
/// - the end: time passes to the end (an `idle`), animations settle, the report's last line.
final class SceneSession {
    /// What the session shows and how: the same live and replayed.
    struct Setup {
        var sceneName: String
        var size: Size
        /// The scene file's pictures and background, if one was given.
        var content: SceneContent?
        var kiosk: KioskSettings
        var resampling: Bool
        /// Whether glides and animated returns jump to their end (the scene file's
        /// `[accessibility] reduce_motion`, or live, the desktop's setting).
        var reducesMotion = false
    }

    let host: SceneHost
    private let report: ReportWriter?
    private let homecoming: HomecomingTimer?
    /// The live source's say over each event before the scene sees it; nil lets every event in.
    var admits: ((InputEvent, _ time: Double) -> Bool)?

    /// A session of `setup`, or nil for a scene that does not exist. `reportLine` receives the
    /// report's lines; with `recording`, every event the scene sees is saved as a trace line,
    /// under a header naming `recording.session`.
    init?(
        _ setup: Setup, images: ImageProvider, reportLine: ((String) -> Void)? = nil,
        recording: (line: (String) -> Void, session: Trace.Session)? = nil
    ) {
        guard
            let host = SceneHost(size: setup.size, sceneName: setup.sceneName, images: images, content: setup.content)
        else { return nil }
        self.host = host
        host.configure(for: setup.kiosk)
        host.router.resampling = setup.resampling
        host.window.animator.reducesMotion = setup.reducesMotion
        report = reportLine.map { ReportWriter(scene: setup.sceneName, output: $0) }
        report?.observe(host.window)
        host.onSceneChange = { [report] scene in report?.scene = scene.name }
        homecoming = setup.kiosk.isEnabled ? HomecomingTimer(delay: setup.kiosk.resetAfter, host: host) : nil
        homecoming?.restart(at: host.window.scheduler.now)
        if let recording {
            host.router.onEvent =
                TraceRecorder(output: recording.line, window: host.window, session: recording.session).record
        }
        host.inputFilter = { [unowned self] event, time in admit(event, at: time) }
    }

    private func admit(_ event: InputEvent, at time: Double) -> Bool {
        if case .idle = event { return true }
        guard admits?(event, time) ?? true else { return false }
        if HomecomingTimer.restarts(on: event) { homecoming?.restart(at: time) }
        return true
    }

    /// Ends the session at `time`: time passes to then (an `idle`, so a trace ends when the
    /// session did and its replay lets the same time pass), animations settle, and the report's
    /// final line is written.
    func finish(at time: Double) {
        host.router.handle(.idle, at: time)
        host.window.animator.finishAll()
        report?.writeFinal(host.window)
    }
}

extension SceneSession {
    /// The scene file at `path`, if one is given, read and checked: what both sources show.
    static func content(at path: String?) throws(AppError) -> SceneContent? {
        do {
            return try path.map { path throws(ConfigError) in try SceneContent.load(contentsOf: path) }
        } catch {
            throw .badConfig(error)
        }
    }

    /// The app's bundled pictures, or the error that names where they should have been.
    static func bundledImages() throws(AppError) -> ResourceImages {
        do {
            return try ResourceImages.located()
        } catch {
            throw .unreadableFile(path: "Resources", reason: "\(error)")
        }
    }
}
