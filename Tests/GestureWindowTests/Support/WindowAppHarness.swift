import Foundation
import GestureWindow
import WaylandTestCompositor

@testable import GestureWindow

/// A `WindowApp` as `WindowApp.main` makes it, on a `TestCompositor` over a real socket instead
/// of `WAYLAND_DISPLAY`, pumped on one thread: the app's loop, then the compositor.
///
/// ```swift
/// let harness = try WindowAppHarness()
/// try harness.app.setUp { app in Board(window: app.window) }
/// try harness.showFirstFrame()
/// try harness.tap(at: Point(x: 100, y: 100))
/// ```
final class WindowAppHarness {
    let compositor: TestCompositor
    let app: WindowApp
    private var nextTouchID: Int32 = 0

    init(
        options: WindowOptions = WindowOptions(size: Size(width: 400, height: 300)),
        compositorOptions: TestCompositor.Options = .init()
    ) throws {
        compositor = try TestCompositor(options: compositorOptions)
        let descriptor = try compositor.makeClientConnection()
        let display = try compositor.servingInBackground { try WaylandDisplay(fileDescriptor: descriptor) }
        app = try WindowApp(display: display, options: options)
    }

    /// Alternates the app's loop and the compositor until `condition` holds, answering frame
    /// callbacks at once; throws after 5 seconds.
    func pump(until condition: () -> Bool) throws {
        let deadline = ProcessInfo.processInfo.systemUptime + 5
        while !condition() {
            guard ProcessInfo.processInfo.systemUptime < deadline else { throw HarnessTimeout() }
            try app.loop.runOnce(timeout: 10)
            compositor.dispatch(timeout: 0)
            if compositor.pendingFrameCallbackCount > 0 { compositor.sendFrameDone() }
        }
    }

    /// Waits for the first configure, the first frame and the seat's `wl_touch`.
    func showFirstFrame() throws {
        try pump {
            compositor.lastCommit != nil && compositor.toplevel?.isMapped == true && compositor.boundTouchCount == 1
        }
    }

    /// A finger down at `point` and up again, until the app has handled the lift.
    func tap(at point: Point) throws {
        let id = nextTouchID
        nextTouchID += 1
        compositor.touchDown(id: id, at: (x: point.x, y: point.y))
        compositor.touchFrame()
        try pump { !app.window.activeTouches.isEmpty }
        compositor.touchUp(id: id)
        compositor.touchFrame()
        try pump { app.window.activeTouches.isEmpty }
    }
}

struct HarnessTimeout: Error {}
