import GestureKit
import GestureTrace

/// Drives a scene headlessly from a trace, with the same engine the live app uses and the trace's
/// clock instead of the wall clock: nothing sleeps, so a minute of input replays in milliseconds.
///
/// Between events time advances in display frames (``frameInterval``) while something animates,
/// as the compositor's frame callbacks would pace it; idle stretches are skipped in one step.
public final class ReplayRunner {
    /// The display rate replay pretends to have: 60 Hz.
    public static let frameInterval = 1.0 / 60

    /// The scene, its report and its input filter: set up as the live session's was.
    private let session: SceneSession
    public var host: SceneHost { session.host }
    public let trace: Trace

    /// Called at each requested frame time with the window to draw (`--frames`).
    public var onFrame: ((Window, _ index: Int, _ time: Double) -> Void)?
    /// Seconds between written frames; nil writes none.
    public var frameEvery: Double?

    /// A runner for `trace` on scene `sceneName`; `size` overrides the trace's window size, and
    /// `content` (a scene file) sets the photos and background. With `kiosk` on, the host is set
    /// up as a kiosk's and the photos go home after its delay without input, as they did live.
    /// `reportLine` receives every report line (nil writes no report).
    public init?(
        trace: Trace, sceneName: String, size: Size? = nil, images: ImageProvider, content: SceneContent? = nil,
        kiosk: KioskSettings = KioskSettings(), reportLine: ((String) -> Void)? = nil
    ) {
        // A version-1 trace was recorded before moves were resampled to display frames.
        let setup = SceneSession.Setup(
            sceneName: sceneName, size: size ?? trace.size, content: content, kiosk: kiosk,
            resampling: trace.version >= 2 && trace.session.resampling != false,
            reducesMotion: content?.file.reducesMotion ?? false)
        guard let session = SceneSession(setup, images: images, reportLine: reportLine) else { return nil }
        self.session = session
        self.trace = trace
    }

    /// Replays every event, then settles animations and writes the report's final line.
    ///
    /// A version-1 trace was recorded before moves were resampled to display frames: it replays
    /// with resampling off, every move shown as reported. A version-2 trace replays the display
    /// frames it recorded; one without any (hand-written) gets display frames made up at 60 Hz.
    public func run() {
        let router = host.router
        makesUpDisplayFrames =
            router.resampling
            && !trace.records.contains { if case .display = $0.event { true } else { false } }
        if makesUpDisplayFrames {
            router.handle(.displayFrame(presentation: Self.frameInterval, sampleTime: nil), at: 0)
        }
        for record in trace.records {
            advance(to: record.time)
            router.handle(record.event.inputEvent, at: record.time)
        }
        advance(to: trace.duration)
        session.finish(at: trace.duration)
        if frameEvery != nil { onFrame?(host.window, frameIndex, trace.duration) }
    }

    private var lastStep = 0.0
    private var frameIndex = 0
    /// Whether the trace has no display frames of its own, so they are made up at 60 Hz.
    private var makesUpDisplayFrames = false
    private var lastMadeUpLatch = 0.0

    /// Made-up display frames up to `time`: one at each 60 Hz tick while moves wait for one, each
    /// presented a tick later, as a display that latches at its vblank would.
    private func latchMadeUpDisplayFrames(until time: Double) {
        let router = host.router
        while let oldest = router.oldestMoveWaitingForDisplayFrame {
            let tick = max(
                lastMadeUpLatch + Self.frameInterval, (oldest / Self.frameInterval).rounded(.up) * Self.frameInterval)
            guard tick <= time else { return }
            lastMadeUpLatch = tick
            router.handle(.displayFrame(presentation: tick + Self.frameInterval, sampleTime: nil), at: tick)
        }
    }

    /// Moves time to `time` in display frames: animations step every ``frameInterval`` while they
    /// run, and the frames asked for are written at their times.
    private func advance(to time: Double) {
        if makesUpDisplayFrames { latchMadeUpDisplayFrames(until: time) }
        let window = host.window
        while true {
            let step = window.animator.isAnimating ? lastStep + Self.frameInterval : .infinity
            let frame = frameEvery.map { Double(frameIndex) * $0 } ?? .infinity
            let next = min(step, frame)
            guard next <= time else { break }
            window.advance(to: next, steppingAnimations: step <= next)
            if step <= next { lastStep = next }
            if frame <= next {
                onFrame?(window, frameIndex, frame)
                frameIndex += 1
            }
        }
        window.advance(to: time)
        if !window.animator.isAnimating { lastStep = time }
    }
}
