import GestureCanvasApp
import GestureKit
import WaylandShell
import WaylandTestCompositor

/// The app exactly as `run` builds it (``LiveApp``: scene host, shell window, renderer), on an
/// in-process test compositor over a real socket, both pumped on the caller's thread.
///
/// The frame benchmark times one turn of the app's event loop: it reads the touch events the
/// compositor sent, runs the recognizers, draws what changed into a shared-memory buffer and
/// commits it. The compositor's share of each frame (it copies every committed buffer, and
/// answers the frame callback as a display would) runs between the timed turns, not inside them.
final class PumpedApp {
    let compositor: TestCompositor
    let app: LiveApp

    /// The photos scene in a `size` window, with its first frame drawn and `wl_touch` bound;
    /// its content turned by `rotation`, in buffers the compositor turns unless
    /// `compositorTurns` is false (then the app draws the content turned, as where it cannot).
    init(size: Size, images: ImageProvider, rotation: ContentRotation = .none, compositorTurns: Bool = true) throws {
        var options = TestCompositor.Options()
        options.outputSize = TestCompositor.Size(width: Int32(size.width), height: Int32(size.height))
        compositor = try TestCompositor(options: options)
        let descriptor = try compositor.makeClientConnection()
        let display = try compositor.servingInBackground { try WaylandDisplay(fileDescriptor: descriptor) }
        var appOptions = LiveSession.Options()
        // Frame costs are timed step by step, each report drawn as it comes.
        appOptions.resampling = false
        appOptions.size = size
        appOptions.kioskSettings.rotation = rotation
        app = try LiveApp(display: display, options: appOptions, images: images)
        if !compositorTurns { app.shell.bufferTurn = .none }
        let deadline = Stopwatch.now + 10_000
        while compositor.lastCommit == nil || compositor.boundTouchCount == 0 {
            guard Stopwatch.now < deadline else { throw BenchError.noFirstFrame("the in-process app") }
            try showFrame()
        }
    }

    var photos: PhotosScene { app.host.scene as! PhotosScene }

    /// Runs the compositor's side of a frame (take the commit, answer its frame callback) and
    /// lets the app read the answer, so that the next input finds it ready to draw at once.
    func showFrame() throws {
        try app.loop.runOnce(timeout: 0)
        compositor.dispatch(timeout: 0)
        compositor.sendFrameDone()
        try app.loop.runOnce(timeout: 0)
    }

    /// Times the app's loop turn that handles input already sent by the compositor (or damage
    /// already made), in milliseconds; nil when the turn committed nothing.
    func timedFrame() throws -> Double? {
        let commits = app.shell.commitCount
        let (milliseconds, _) = try Stopwatch.time { try app.loop.runOnce(timeout: 0) }
        let committed = app.shell.commitCount > commits
        try showFrame()
        return committed ? milliseconds : nil
    }
}
