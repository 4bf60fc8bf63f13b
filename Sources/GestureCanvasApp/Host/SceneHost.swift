import CairoCanvas
import GestureKit
import Logging

/// Everything the app shows, independent of where input comes from: the window with the current
/// scene and the scene switcher, the input router, and the app's keys. The live Wayland driver
/// and the headless replay both drive one of these.
public final class SceneHost {
    public let window: Window
    public let router: InputRouter
    /// What performs keys' and screen readers' actions as their gestures (``GesturePlayer``).
    let gestures: GesturePlayer
    /// Decides, before anything else, whether an event reaches the scene (the session's say: a
    /// kiosk's wake guard); nil lets every event in. The host owns the router's filter: a real
    /// touch that gets in first cancels a gesture the player is performing.
    var inputFilter: ((InputEvent, _ time: Double) -> Bool)?
    public private(set) var scene: Scene
    let switcher = SceneSwitcher(sceneNames: SceneCatalog.names)
    let inspector = InspectorOverlay()
    private let images: ImageProvider
    private let content: SceneContent?

    /// Whether the touch inspector is drawn over the scene (F1, or three fingers held down).
    public var showsInspector: Bool {
        get { !inspector.isHidden }
        set {
            if newValue, inspector.isHidden { inspector.forgetTouches() }
            inspector.isHidden = !newValue
            inspector.setNeedsDisplay()
        }
    }

    /// In kiosk mode only ``quitChord`` quits; the inspector, full-screen and scene keys do nothing.
    public var isKiosk = false {
        didSet { inspectorPress?.isEnabled = !isKiosk }
    }
    /// The key chord that quits in kiosk mode.
    public var quitChord: KeyChord?
    /// Whether the bar of scene tabs shows along the bottom (kiosks usually hide it).
    public var showsSwitcher = true {
        didSet {
            guard showsSwitcher != oldValue else { return }
            switcher.isHidden = !showsSwitcher
            laidOutSize = nil
            resize(to: window.bounds.size)
        }
    }
    /// How far the content is turned on the window (a scene file's `rotation`): the scene, the
    /// tabs and the inspector are laid out at the turned size and turned about their centres.
    public var rotation = ContentRotation.none {
        didSet {
            guard rotation != oldValue else { return }
            laidOutSize = nil
            resize(to: window.bounds.size)
        }
    }
    private weak var inspectorPress: GestureRecognizer?
    public var onQuit: (() -> Void)?
    public var onToggleFullscreen: (() -> Void)?
    /// Told after the scene changed (the report names the new scene from then on).
    public var onSceneChange: ((Scene) -> Void)?

    /// The most fingers a scene takes at once: ten for each of two people, so a kiosk's palms,
    /// sleeves and leaning visitors cannot flood the recognizers (more are ignored, logged once).
    public static let maximumTouchCount = 20

    /// A host showing the scene called `sceneName`; nil for an unknown name.
    /// With `content` (a scene file) the photos scene shows its images and background.
    public init?(
        size: Size, sceneName: String, images: ImageProvider, content: SceneContent? = nil,
        scheduler: Scheduler = Scheduler()
    ) {
        guard let scene = SceneCatalog.makeScene(named: sceneName, images: images, content: content) else {
            return nil
        }
        self.scene = scene
        self.images = images
        self.content = content
        window = Window(size: size, scheduler: scheduler)
        window.name = "window"
        window.maximumTouchCount = Self.maximumTouchCount
        window.textMeasurer = TextLayouts.shared
        router = InputRouter(window: window)
        gestures = GesturePlayer(router: router)
        (scene as? PlaysGestures)?.gestures = gestures
        window.addSubview(scene.root)
        window.addSubview(switcher)
        window.addSubview(inspector)
        inspector.isHidden = true
        inspector.observe(window)
        attachInspectorGesture()
        switcher.onSelect = { [unowned self] name in switchToScene(named: name) }
        router.onKey = { [unowned self] key in handle(key) }
        router.inputFilter = { [unowned self] event, time in admit(event, at: time) }
        router.onAccessibilityAction = { [unowned self] element, action in
            gestures.requestResult = performAction(named: action, of: element)
        }
        router.onResize = { [unowned self] size in resize(to: size) }
        router.onScroll = { [unowned self] point, delta, modifiers in
            // The content may be turned on the window (rotation): the scroll turns with it.
            let root = self.scene.root
            self.scene.scroll(
                at: root.convert(point, from: nil), by: root.convertFromWindow(delta), modifiers: modifiers)
        }
        router.onTouchpadGesture = { [unowned self] gesture in inspector.touchpadGesture = gesture }
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

    /// Takes on a kiosk's settings (off: a desktop window): only the quit chord quits, the
    /// scene tabs show as the settings say. Live and replay set up alike, so they lay out alike.
    public func configure(for kiosk: KioskSettings) {
        isKiosk = kiosk.isEnabled
        quitChord = kiosk.quitChord
        showsSwitcher = !kiosk.isEnabled || kiosk.showsSceneSwitcher
        rotation = kiosk.rotation
    }

    /// Replaces the scene; the touches in progress are cancelled first.
    public func switchToScene(named name: String) {
        guard name != scene.name, let next = SceneCatalog.makeScene(named: name, images: images, content: content)
        else { return }
        gestures.stop()
        router.cancelAll(at: window.scheduler.now)
        scene.root.removeFromSuperview()
        scene = next
        (next as? PlaysGestures)?.gestures = gestures
        window.insertSubview(next.root, at: 0)
        layout()
        // The pointer stays where it was: the new scene's hover recognizers under it begin.
        window.pointerMoved(to: window.pointerLocation)
        onSceneChange?(next)
    }

    /// An assistive technology's action, live or replayed; an element or action the scene does
    /// not have (a trace made for another scene file) is logged and skipped.
    private func performAction(named action: String, of element: String) -> Bool {
        guard let done = (scene as? PlaysGestures)?.performAction(named: action, of: element) else {
            Logger(label: "gesture-canvas.accessibility").warning(
                "accessibility: the \(scene.name) scene has no action '\(action)' of '\(element)'; nothing done")
            return false
        }
        return done
    }

    private func admit(_ event: InputEvent, at time: Double) -> Bool {
        guard inputFilter?(event, time) ?? true else { return false }
        if GesturePlayer.beginsRealInput(event) { gestures.realInputBegins(at: time) }
        return true
    }

    /// The window size the scene and the switcher were last laid out for.
    private var laidOutSize: Size?

    private func layout() {
        laidOutSize = window.bounds.size
        let size = rotation.contentSize(in: window.bounds.size)
        let switcherHeight = showsSwitcher ? SceneSwitcher.height : 0
        place(scene.root, at: Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - switcherHeight)))
        place(
            switcher,
            at: Rect(x: 0, y: size.height - SceneSwitcher.height, width: size.width, height: SceneSwitcher.height))
        switcher.layout(width: size.width)
        place(inspector, at: Rect(origin: .zero, size: size))
        switcher.highlight(scene.name)
        scene.layout()
    }

    /// Gives a top view `frame` in the content's coordinates: as is without a rotation, else
    /// its size, its centre where that point shows on the window, and the turn.
    private func place(_ view: View, at frame: Rect) {
        if rotation == .none {
            if !view.transform.isIdentity { view.transform = .identity }
            view.frame = frame
            return
        }
        view.transform = rotation.transform
        view.bounds = Rect(origin: view.bounds.origin, size: frame.size)
        view.center = rotation.windowPoint(frame.center, in: window.bounds.size)
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
        inspectorPress = press
    }

    /// The scene's own keys first (the photos' keyboard control); then Escape or Ctrl+Q quit,
    /// F11 toggles full screen, F1 the inspector, 1–4 switch scenes. In kiosk mode only the
    /// quit chord and the scene's keys work.
    private func handle(_ key: InputRouter.KeyPress) {
        if isKiosk, let quitChord, quitChord.matches(key) {
            onQuit?()
            return
        }
        guard key.isPressed, !scene.handleKey(key), !isKiosk else { return }
        switch key.name {
        case "Escape": onQuit?()
        case "q" where key.modifiers.contains(.control): onQuit?()
        case "F11": onToggleFullscreen?()
        case "F1": showsInspector.toggle()
        case "1", "2", "3", "4": switchToScene(named: SceneCatalog.names[Int(key.name)! - 1])
        default: break
        }
    }
}
