import GestureKit
import WaylandTestCompositor

@testable import WaylandShell

/// A `ShellWindow` on a `TestCompositor` over a real socket, pumped on one thread.
///
/// ```swift
/// let shell = try ShellHarness { root in root.addSubview(redSquare) }
/// try shell.showFirstFrame()
/// shell.compositor.touchDown(id: 0, at: (x: 40, y: 40))
/// try shell.pump { shell.window.commitCount > 1 }
/// ```
final class ShellHarness {
    /// One `render` call: which buffer, what was drawn, and which buffers the compositor held.
    struct RenderCall {
        var bufferID: UInt32
        var damage: DamageRegion
        var scale: Double
        var heldByCompositor: [UInt32]
    }

    let compositor: TestCompositor
    let display: WaylandDisplay
    let scheduler = Scheduler()
    let content: Window
    let router: InputRouter
    let window: ShellWindow
    let loop: EventLoop
    private(set) var renders: [RenderCall] = []
    /// Every input event the router handled, with its time (the display frames it latched are in
    /// ``displayFrames``).
    private(set) var events: [(event: InputEvent, time: Double)] = []
    /// The display frames the window latched, with the engine's time.
    private(set) var displayFrames: [(event: InputEvent, time: Double)] = []

    /// `onCompositorClock`: the display runs on the compositor's clock, which the test moves (a
    /// manual clock both sides share, so input stamps and presentation times are the client's own).
    init(
        _ options: TestCompositor.Options = .init(),
        window windowOptions: WindowOptions = WindowOptions(size: Size(width: 200, height: 100)),
        onCompositorClock: Bool = false,
        content build: (Window) -> Void = { _ in }
    ) throws {
        compositor = try TestCompositor(options: options)
        display = try connectDisplay(to: compositor, onItsClock: onCompositorClock)
        content = Window(size: windowOptions.size, scheduler: scheduler)
        content.backgroundColor = .white
        build(content)
        router = InputRouter(window: content)
        window = try ShellWindow(display: display, content: content, router: router, options: windowOptions)
        loop = EventLoop(display: display, scheduler: scheduler)

        let renderer = TestRenderer()
        window.render = { [unowned self] buffer, damage, scale in
            renders.append(
                RenderCall(
                    bufferID: buffer.protocolID, damage: damage, scale: scale,
                    heldByCompositor: compositor.heldBufferIDs))
            renderer.render(content, into: buffer, damage: damage, scale: scale)
        }
        router.onEvent = { [unowned self] event, time in
            if case .displayFrame = event { displayFrames.append((event, time)) } else { events.append((event, time)) }
        }
    }

    /// Alternates between the client's loop and the compositor until `condition` holds,
    /// answering frame callbacks like a compositor that shows every frame (unless told not to).
    func pump(answeringFrames: Bool = true, until condition: () -> Bool) throws {
        for _ in 0..<400 {
            if condition() { return }
            try round(answeringFrames: answeringFrames)
        }
        if !condition() { throw HarnessError.timedOut }
    }

    /// Runs a fixed number of rounds, for checking that nothing more happens.
    func settle(rounds: Int = 30, answeringFrames: Bool = true) throws {
        for _ in 0..<rounds { try round(answeringFrames: answeringFrames) }
    }

    /// Waits for the first configure and the first buffer.
    func showFirstFrame() throws {
        try pump { compositor.lastCommit != nil && compositor.toplevel?.isMapped == true }
    }

    /// Runs until the window commits again after what it has committed so far.
    func pumpUntilNextCommit(answeringFrames: Bool = true) throws {
        let before = compositor.commitCount
        try pump(answeringFrames: answeringFrames) { compositor.commitCount > before && compositor.lastCommit != nil }
    }

    private func round(answeringFrames: Bool) throws {
        try loop.runOnce(timeout: 1)
        compositor.dispatch(timeout: 0)
        // A compositor with a presentation clock answers them itself, at its vblanks.
        if answeringFrames && compositor.options.presentationClock == nil && compositor.pendingFrameCallbackCount > 0 {
            compositor.sendFrameDone()
        }
    }

    enum HarnessError: Error { case timedOut }
}

extension TestCompositor.CommittedBuffer {
    /// The colour at a point of the window (logical coordinates) in this buffer.
    func color(at point: (x: Double, y: Double)) -> UInt32 {
        let scale = Double(bufferScale)
        return pixel(x: Int(point.x * scale), y: Int(point.y * scale))
    }
}

/// A view filled with `color`, `size` points square, centred on `center`.
func square(_ color: Color, at center: Point, size: Double = 40, name: String? = nil) -> View {
    let view = View(frame: Rect(center: center, size: Size(width: size, height: size)))
    view.backgroundColor = color
    view.name = name
    return view
}

let red = TestRenderer.argb(.red)
let white = TestRenderer.argb(.white)
