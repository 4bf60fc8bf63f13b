import GestureKit

/// Everything the app shows, independent of where input comes from: the window with the current
/// scene and the scene switcher, the input router, and the app's keys. The live Wayland driver
/// and the headless replay both drive one of these.
public final class SceneHost {
    public let window: Window
    public let router: InputRouter
    public private(set) var scene: Scene
    let switcher = SceneSwitcher(sceneNames: SceneCatalog.names)
    let inspector = InspectorOverlay()
    private let images: ImageProvider

    /// Whether the touch inspector is drawn over the scene (F1, or three fingers held down).
    public var showsInspector: Bool {
        get { !inspector.isHidden }
        set {
            inspector.isHidden = !newValue
            inspector.setNeedsDisplay()
        }
    }

    /// In kiosk mode the quit keys do nothing.
    public var isKiosk = false
    public var onQuit: (() -> Void)?
    public var onToggleFullscreen: (() -> Void)?
    /// Told after the scene changed (the report names the new scene from then on).
    public var onSceneChange: ((Scene) -> Void)?

    /// A host showing the scene called `sceneName`; nil for an unknown name.
    public init?(size: Size, sceneName: String, images: ImageProvider, scheduler: Scheduler = Scheduler()) {
        guard let scene = SceneCatalog.makeScene(named: sceneName, images: images) else { return nil }
        self.scene = scene
        self.images = images
        window = Window(size: size, scheduler: scheduler)
        window.name = "window"
        router = InputRouter(window: window)
        window.addSubview(scene.root)
        window.addSubview(switcher)
        window.addSubview(inspector)
        inspector.isHidden = true
        inspector.observe(window)
        attachInspectorGesture()
        switcher.onSelect = { [unowned self] name in switchToScene(named: name) }
        router.onKey = { [unowned self] key in handle(key) }
        router.onScroll = { [unowned self] point, delta, modifiers in
            self.scene.scroll(at: self.scene.root.convert(point, from: nil), by: delta, modifiers: modifiers)
        }
        router.onHold = { [unowned self] point, began in
            if began { self.scene.hold(at: self.scene.root.convert(point, from: nil)) }
        }
        layout()
    }

    /// The window changed size (a configure from the compositor, or `--size`).
    ///
    /// The shell gives the window its new size before it calls this, so what decides whether to
    /// lay out again is the size of the last layout, not the window's.
    public func resize(to size: Size) {
        guard size != laidOutSize, size.width > 0, size.height > 0 else { return }
        if window.bounds.size != size {
            window.bounds = Rect(origin: .zero, size: size)
            window.center = window.bounds.center
        }
        layout()
        window.setNeedsFullRedraw()
    }

    /// Replaces the scene; the touches in progress are cancelled first.
    public func switchToScene(named name: String) {
        guard name != scene.name, let next = SceneCatalog.makeScene(named: name, images: images) else { return }
        router.cancelAll(at: window.scheduler.now)
        scene.root.removeFromSuperview()
        scene = next
        window.insertSubview(next.root, at: 0)
        layout()
        onSceneChange?(next)
    }

    /// The window size the scene and the switcher were last laid out for.
    private var laidOutSize: Size?

    private func layout() {
        let size = window.bounds.size
        laidOutSize = size
        scene.root.frame = Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - SceneSwitcher.height))
        switcher.frame = Rect(
            x: 0, y: size.height - SceneSwitcher.height, width: size.width, height: SceneSwitcher.height)
        switcher.layout(width: size.width)
        inspector.frame = Rect(origin: .zero, size: size)
        switcher.highlight(scene.name)
        scene.layout()
    }

    /// Three fingers held still toggle the inspector on a touchscreen with no keyboard.
    private func attachInspectorGesture() {
        let press = LongPressGestureRecognizer(touches: 3) { [unowned self] press in
            if press.state == .began { showsInspector.toggle() }
        }
        press.name = "inspectorPress"
        // It must not hold back the scene's view deliveries while it waits for a third finger.
        press.delaysTouchesEnded = false
        window.addGestureRecognizer(press)
    }

    /// Escape or Ctrl+Q quit (not in kiosk mode), F11 toggles full screen, F1 the inspector,
    /// 1–4 switch scenes.
    private func handle(_ key: InputRouter.KeyPress) {
        guard key.isPressed else { return }
        switch key.name {
        case "Escape" where !isKiosk: onQuit?()
        case "q" where key.modifiers.contains(.control) && !isKiosk: onQuit?()
        case "F11": onToggleFullscreen?()
        case "F1": showsInspector.toggle()
        case "1", "2", "3", "4": switchToScene(named: SceneCatalog.names[Int(key.name)! - 1])
        default: break
        }
    }
}
