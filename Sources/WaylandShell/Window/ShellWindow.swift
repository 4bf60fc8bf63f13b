import GestureKit

/// A GestureKit `Window` shown as a Wayland `xdg_toplevel`, drawn into `wl_shm`
/// buffers and fed by the display's seats.
///
/// The window draws only when something changed: after each loop iteration, if the content has
/// damage (or animates) and no frame callback is pending, it steps the animator, lets ``render``
/// draw the damage into a free buffer, commits at once and asks for a frame callback; while one
/// is pending, changes wait for its `done` and are then drawn once, newest state only. When
/// nothing changes it asks for nothing: no frame callback, no timer.
///
/// ```swift
/// let display = try WaylandDisplay()
/// let content = GestureKit.Window(size: Size(width: 1024, height: 768), scheduler: scheduler)
/// let window = try ShellWindow(display: display, content: content, router: InputRouter(window: content),
///                              options: WindowOptions(title: "GestureCanvas"))
/// window.render = { buffer, damage, scale in try? renderer.render(content, into: buffer, scale: scale, damage: damage) }
/// window.onClose = { loop.stop() }
/// ```
public final class ShellWindow {
    /// The connection the window lives on.
    public let display: WaylandDisplay
    /// The view tree shown; its bounds follow the window's logical size.
    public let content: Window
    /// Where the seats' input goes.
    public let router: InputRouter

    /// Draws `damage` (window coordinates, logical points) of ``content`` into the buffer, whose
    /// pixels are `scale` per point. Only the damage needs drawing: the rest is already there.
    public var render: ((SharedMemoryBuffer, DamageRegion, _ scale: Double) -> Void)?
    /// Called as each frame is latched (at that moment on the loop's clock), before its damage is
    /// taken: the host places its layers (``makeLayer()``) for this frame, and whatever it
    /// damages is drawn in it.
    public var beforeDrawing: ((_ now: Double) -> Void)?
    /// The user asked to close the window (`xdg_toplevel.close`); usually `loop.stop()`.
    public var onClose: (() -> Void)?

    /// The logical size, in points.
    public private(set) var size: Size
    /// Pixels per point of the buffers: the largest integer scale of the outputs the window is on.
    public internal(set) var scale: Double = 1
    /// Whether the compositor shows the window fullscreen (its latest configure says so).
    public private(set) var isFullscreen = false
    /// Whether the compositor shows the window maximized (its latest configure says so).
    public private(set) var isMaximized = false
    /// How many frames the window has committed: buffers drawn, and commits that only moved
    /// its layers (for benchmarks and tests).
    public internal(set) var commitCount = 0

    let surface: Surface
    private let xdgSurface: XdgSurface
    let toplevel: Toplevel
    private let decoration: ToplevelDecoration?
    let buffers: BufferPool
    /// The outputs the surface is on (`wl_surface.enter` minus `leave`).
    var enteredOutputs: [Output] = []
    /// The output to be full screen on, by name (see ShellWindow+FullscreenOutput).
    var fullscreenOutputName: String?
    /// Whether the app asked for fullscreen (and has not left it since).
    var wantsFullscreen = false
    /// The output the last fullscreen request named; nil: the compositor's choice.
    weak var fullscreenOutput: Output?
    /// The frame callback of the last commit, until its `done`.
    var frameCallback: FrameCallback?
    /// Presentation feedback asked for drawn frames, until each is presented or discarded (see
    /// ShellWindow+Presentation).
    var presentationFeedback: [PresentationFeedback] = []
    /// The rhythms the drawing policy times frames by (see ShellWindow+Drawing).
    var pacing = FramePacing()
    /// The refresh period of the output the pacing and the router were last given, if any.
    var outputRefreshPeriod: Double?
    /// Wakes the loop when a frame held for the finger's next report must be drawn anyway.
    var heldFrameTimer: ScheduledTimer?
    /// A configure was acknowledged and wants a commit, even while a frame callback is pending.
    var configureAwaitsCommit = false
    /// Whether the first configure has arrived: nothing may be attached before.
    private(set) var isConfigured = false
    /// When (on the display's timebase) the first configure must have come:
    /// ``WaylandDisplay/connectionDeadline`` after the window asked for it. A compositor that
    /// answers roundtrips but never configures would otherwise leave the app waiting in silence.
    let configureDeadline: Double
    /// See ``WindowOptions/fitsSizeToScreen``.
    private let fitsSizeToScreen: Bool
    /// What changed since the last commit, in window coordinates.
    var surfaceDamage = DamageRegion()
    /// The layout of the last committed buffer.
    var committedLayout: BufferPool.Layout?
    /// Where the compositor offers `wp_viewporter` and `wp_fractional_scale_manager_v1`: the
    /// surface's viewport and fractional scale (see ShellWindow+Scale).
    var viewport: Viewport?
    var fractionalScale: FractionalScale?
    /// The compositor's latest `preferred_scale`, which then decides the scale.
    var preferredFractionalScale: Double?
    /// Keeps the screen on while it exists (see ShellWindow+Idle).
    var idleInhibitor: IdleInhibitor?
    /// The pointer's image over the window (see ShellWindow+Cursor).
    public var cursor: CursorShape = .arrow {
        didSet { if cursor != oldValue { cursorChanged() } }
    }
    /// How far the app turns its content on this window, clockwise (a kiosk's `rotation`): the
    /// pointer's image turns alike, so it points up the content.
    public var cursorTurn: QuarterTurn = .none {
        didSet { if cursorTurn != oldValue { cursorChanged() } }
    }
    /// The turn the compositor is asked to give the window's buffers as it shows them
    /// (`wl_surface.set_buffer_transform`), where it can (``canTurnBuffers``): the content, turned
    /// by its views, is drawn turned back into a buffer of the turned size, upright, which costs
    /// what an unturned window costs; the compositor turns it at composite time. Input and the
    /// content's coordinates are the window's either way.
    public var bufferTurn: QuarterTurn = .none {
        didSet { if bufferTurn != oldValue { content.setNeedsFullRedraw() } }
    }
    /// Whether the compositor turns buffers (`wl_surface` version 4: the transform and damage in
    /// the buffer's coordinates). Every compositor this project meets does.
    public var canTurnBuffers: Bool { surface.supportsBufferTurn }
    /// The turn the buffers drawn now have: ``bufferTurn`` where the compositor can turn them.
    public var appliedBufferTurn: QuarterTurn { canTurnBuffers ? bufferTurn : .none }

    /// Opens the window: a surface with an `xdg_toplevel` role, title, app id, server-side
    /// decorations where offered, fullscreen when asked, and the initial commit. It shows once
    /// the loop has received the compositor's first configure.
    ///
    /// - Throws: ``ShellError/missingGlobal(_:)`` when the compositor lacks `wl_compositor`,
    ///   `wl_shm` or `xdg_wm_base`.
    public init(display: WaylandDisplay, content: Window, router: InputRouter, options: WindowOptions) throws {
        let globals = try display.windowGlobals()
        self.display = display
        self.content = content
        self.router = router
        // The seat hands touches over as libwayland reads them, batch by batch (see Seat/Touch).
        router.groupsTouchesByBatch = true
        configureDeadline = display.timebase.now + WaylandDisplay.connectionDeadline
        let asked = Size(width: options.size.width.rounded(), height: options.size.height.rounded())
        size = BufferLimits.fittingSize(asked)
        fitsSizeToScreen = options.fitsSizeToScreen
        surface = Surface(compositor: globals.compositor)
        xdgSurface = XdgSurface(wmBase: globals.wmBase, surface: surface)
        let toplevel = Toplevel(xdgSurface: xdgSurface)
        self.toplevel = toplevel
        decoration = display.decorationManager.map { ToplevelDecoration(manager: $0, toplevel: toplevel) }
        buffers = BufferPool(shm: globals.sharedMemory.proxy)

        toplevel.setTitle(options.title)
        toplevel.setAppID(options.appID)
        // Before the first commit, so the first configure already has the output's size.
        fullscreenOutputName = options.fullscreenOutput
        if options.fullscreen { requestFullscreen() }
        surface.onEnter = { [unowned self] in entered($0) }
        surface.onLeave = { [unowned self] in left($0) }
        xdgSurface.onConfigure = { [unowned self] in configured(serial: $0) }
        toplevel.onClose = { [unowned self] in onClose?() }

        display.windows[surface.proxy] = WeakWindow(window: self)
        attachFractionalScale()
        resizeContent()
        scale = preferredScale()
        // xdg-shell: a first commit without a buffer asks the compositor for the first configure.
        surface.commit()
    }

    deinit {
        // Every proxy goes now, in order, while `display` (which may be released right after
        // this body, before other stored properties) still holds the connection open.
        display.windows.removeValue(forKey: surface.proxy)
        frameCallback = nil
        presentationFeedback.removeAll()
        buffers.removeAll()
        // The surface's extension objects go before the surface.
        idleInhibitor = nil
        fractionalScale?.destroy()
        viewport?.destroy()
        // xdg-shell's order: decoration, toplevel, xdg_surface, then the surface.
        decoration?.destroy()
        toplevel.destroy()
        xdgSurface.destroy()
        surface.destroy()
    }

    /// What the display's seats offer, for logging.
    public var capabilitiesDescription: String { display.inputDescription }

    /// Asks the compositor for fullscreen or to leave it; ``isFullscreen`` follows its configure.
    public func setFullscreen(_ on: Bool) {
        if on { requestFullscreen() } else { leaveFullscreen() }
    }

    /// The compositor closed a configure group: take its size and states, acknowledge it, and
    /// commit at the next opportunity.
    private func configured(serial: UInt32) {
        let configuration = toplevel.pending
        isFullscreen = configuration.isFullscreen
        isMaximized = configuration.isMaximized
        // 0 in a dimension: the client chooses. It keeps what it has, within the bounds the
        // compositor gave: a window asked for at 1280 × 800 on a smaller screen would otherwise
        // hang off its edge, and with it the scene switcher along the window's bottom.
        let room = roomForChosenSize()
        func chosen(_ current: Double, within bound: Double?) -> Double {
            bound.map { min(current, max(1, $0)) } ?? current
        }
        let asked = Size(
            width: configuration.width > 0 ? Double(configuration.width) : chosen(size.width, within: room.width),
            height: configuration.height > 0
                ? Double(configuration.height) : chosen(size.height, within: room.height))
        let newSize = BufferLimits.fittingSize(asked)
        if newSize != asked {
            display.oddities.note(
                "window-too-large",
                "the compositor asked for a \(Int(asked.width)) × \(Int(asked.height)) window, more than its buffers "
                    + "can hold (\(BufferLimits.maximumPixelCount / 1_048_576) megapixels each): it is "
                    + "\(Int(newSize.width)) × \(Int(newSize.height)) instead")
        }
        xdgSurface.acknowledgeConfigure(serial: serial)
        isConfigured = true
        configureAwaitsCommit = true
        guard newSize != size else { return }
        size = newSize
        resizeContent()
        // The router tells its host (``GestureKit/InputRouter/onResize``): the content already has
        // the size and is laid out, and a trace records the resize where it happened.
        deliverWindowChange(.resize(newSize))
        // A larger window may no longer fit its buffers at the scale it had.
        updateScale()
    }

    /// The most a size the client chooses may be on each axis: the compositor's bounds where it
    /// sent them; for a default size on its first configure, else the smallest output less
    /// ``WindowOptions/screenMargin``; otherwise no limit.
    private func roomForChosenSize() -> (width: Double?, height: Double?) {
        let bounds = toplevel.bounds
        if bounds.width > 0 || bounds.height > 0 {
            return (bounds.width > 0 ? Double(bounds.width) : nil, bounds.height > 0 ? Double(bounds.height) : nil)
        }
        guard fitsSizeToScreen, !isConfigured else { return (nil, nil) }
        let outputs = display.outputs.compactMap(\.logicalSize)
        guard let width = outputs.map(\.width).min(), let height = outputs.map(\.height).min() else {
            return (nil, nil)
        }
        return (width - WindowOptions.screenMargin, height - WindowOptions.screenMargin)
    }

    /// Gives the content the window's size, laid out (its views' masks and `layoutSubviews`) and
    /// redrawn whole.
    private func resizeContent() {
        if content.bounds.size != size {
            content.frame = Rect(origin: .zero, size: size)
        }
        content.layoutIfNeeded()
        content.setNeedsFullRedraw()
    }
}
