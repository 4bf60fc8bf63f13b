import GestureKit
import RealModule

/// Seed 001: round photos that pan (and glide on release), pinch, rotate, fade on a long press
/// and reset on a double tap; swipes on the background stack them, a tickle sets them side by side.
/// A scene file (`run --config`) replaces the seed's two photos and background with its own.
///
/// Names (reports and tests use them): views `root`, `image1`, `image2` (or the scene file's
/// names); on each image `pan`, `pinch`, `rotation`, `doubleTap`, `longPress` (those switched
/// on) and `hover` (the pointer over it); on `root` `swipeRight`, `swipeLeft`, `tickle`.
/// A pen moves a photo as a finger does; two fingers pinch and turn it while the pen rests.
public final class PhotosScene: Scene, PlaysGestures {
    public let name = "photos"
    public let root: View
    /// The photos, back to front as first laid out.
    let photos: [PhotoView]
    private let backgroundImage: ImageView?
    private let coordinator = SimultaneousPanPinchRotation()
    /// Whether a person has moved the photos (a pan, a swipe, a tickle). Until then every layout
    /// puts them at home for the current size, so the scene looks the same however many sizes the
    /// window went through before it settled: a live window laid out at `--size` and then
    /// configured by the compositor shows what a replay at the configured size shows.
    var hasBeenArranged = false
    /// The keyboard's photo (Tab), see PhotosScene+Keyboard.
    var focusedIndex: Int?
    /// What performs the keys' and screen readers' actions as gestures (the host's).
    weak var gestures: GesturePlayer?

    /// What pinches and turns a photo: fingers and a touchpad, never a pen (see `attachGestures`).
    static let pinchingKinds: Set<InputKind> = [.finger, .touchpad]
    /// The fastest flick a glide follows, in points per second (Flutter's `kMaxFlingVelocity`).
    static let maximumFlingSpeed = 8000.0
    /// Points per second below which a release does not glide. Flutter's `kMinFlingVelocity` (50).
    static let minimumGlideSpeed = 50.0
    /// Fingers that may move a photo: two, so a pinch moves it too.
    static let maximumPanTouches = 2
    /// Opacity after a long press (the seed's 0.7).
    static let pressedAlpha = 0.7
    /// Gap between the photos when the swipes or the tickle arrange them.
    static let arrangementGap = 16.0
    /// The scales a photo keeps when a scene file names none: from a quarter of its size (still
    /// larger than a fingertip at the smallest home size, 80 pt) to eight times (a 240 pt photo
    /// then spans a 1920 pt screen). Our choice.
    static let defaultScaleLimits: ClosedRange<Double> = 0.25...8
    /// How far past its limits a pinch may take a photo before it stops, as a factor: the stretch
    /// shows there is a limit, and the photo springs back on release (as scroll views bounce).
    static let scaleOvershoot = 1.5

    /// The seed's two photos.
    public convenience init(images: ImageProvider) {
        self.init(specs: PhotoSpec.seed(images: images), background: Color(hex: 0xF2F2F7), backgroundImage: nil)
    }

    /// A scene file's photos and background, with the pictures already loaded.
    convenience init(content: SceneContent) {
        self.init(
            specs: content.photos, background: content.file.backgroundColor, backgroundImage: content.backgroundImage)
    }

    init(specs: [PhotoSpec], background: Color, backgroundImage: Image?) {
        root = SceneRootView(background: background)
        if let backgroundImage {
            let view = ImageView(image: backgroundImage)
            view.name = "background"
            view.contentMode = .scaleAspectFill
            view.clipsToBounds = true
            view.isUserInteractionEnabled = false
            root.addSubview(view)
            self.backgroundImage = view
        } else {
            self.backgroundImage = nil
        }
        photos = specs.map(PhotoView.init(spec:))
        for (index, photo) in photos.enumerated() {
            root.addSubview(photo)
            attachGestures(to: photo)
            makeAccessible(photo, number: index + 1)
        }
        attachBackgroundGestures()
    }

    /// The seed's first and second photo (tests and benchmarks use them by these names).
    package var image1: PhotoView { photos[0] }
    package var image2: PhotoView { photos[1] }

    public func layout() {
        let size = root.bounds.size
        backgroundImage?.frame = root.bounds
        for photo in photos {
            let frame = photo.spec.frame(in: size)
            photo.resize(to: frame.size)
            photo.home = frame.center
            if !hasBeenArranged { photo.center = frame.center }
            // After a resize the photos stay where they are, but inside the window.
            photo.center = clamped(photo.center, for: photo)
        }
    }

    // MARK: Gestures on each photo

    /// The actions hold the photo unowned: the photo owns its recognizers, and a strong capture
    /// would keep every scene ever shown alive after a scene switch.
    private func attachGestures(to photo: PhotoView) {
        let gestures = photo.spec.gestures
        var named: [(GestureRecognizer, PhotoGesture)] = []
        var together: [GestureRecognizer] = []
        if gestures.contains(.pan) {
            // One or two fingers move a photo; three or more are something else (a touchpad's
            // three-finger swipe, the inspector's press), as UIKit's maximumNumberOfTouches allows.
            let pan = PanGestureRecognizer(maximumTouches: Self.maximumPanTouches) {
                [unowned self, unowned photo] pan in
                self.handlePan(pan, of: photo)
            }
            named.append((pan, .pan))
            together.append(pan)
        }
        if gestures.contains(.pinch) {
            let pinch = PinchGestureRecognizer { [unowned self, unowned photo] pinch in
                photo.transform = photo.transform.scaledBy(x: pinch.scale, y: pinch.scale)
                pinch.scale = 1
                if pinch.state == .ended { self.settle(photo) }
            }
            // Fingers' (and a touchpad's): so two fingers still pinch a photo while a pen rests on
            // it, though fingers near a pen are palms to the recognizers that take pens.
            pinch.allowedTouchKinds = Self.pinchingKinds
            named.append((pinch, .pinch))
            together.append(pinch)
        }
        if gestures.contains(.rotation) {
            let rotation = RotationGestureRecognizer { [unowned self, unowned photo] rotation in
                photo.transform = photo.transform.rotated(by: rotation.rotation)
                rotation.rotation = 0
                if rotation.state == .ended { self.settle(photo) }
            }
            rotation.allowedTouchKinds = Self.pinchingKinds
            named.append((rotation, .rotation))
            together.append(rotation)
        }
        if gestures.contains(.doubleTap) {
            named.append((TapGestureRecognizer(taps: 2) { [unowned photo] _ in photo.resetAppearance() }, .doubleTap))
        }
        if gestures.contains(.longPress) {
            let longPress = LongPressGestureRecognizer { [unowned photo] press in
                if press.state == .began { photo.alpha = Self.pressedAlpha }
            }
            named.append((longPress, .longPress))
        }
        for (recognizer, gesture) in named {
            recognizer.name = gesture.rawValue
            photo.addGestureRecognizer(recognizer)
        }
        // The pointer over the photo (the cursor's open hand follows it).
        let hover = HoverGestureRecognizer()
        hover.name = "hover"
        photo.addGestureRecognizer(hover)
        for recognizer in together { recognizer.delegate = coordinator }
    }

    private func handlePan(_ pan: PanGestureRecognizer, of photo: PhotoView) {
        hasBeenArranged = true
        root.bringSubviewToFront(photo)
        photo.center += pan.translation(in: root)
        pan.setTranslation(.zero, in: root)
        switch pan.state {
        case .ended: glide(photo, velocity: pan.velocity(in: root))
        case .cancelled: settle(photo)
        default: break
        }
    }

    /// The seed's glide: the faster the release, the further it slides, slowing down, and it stops
    /// inside the window. It goes as far as an Android fling of the same speed
    /// (``glideDistance(speed:)``) and leaves at the finger's speed, so it carries on without a jump.
    private func glide(_ photo: PhotoView, velocity measured: Vector) {
        // No finger flicks faster than Flutter's kMaxFlingVelocity (8000 points per second); a
        // burst of reports with nearly equal times could otherwise send a photo gliding far.
        let speed = min(measured.length, Self.maximumFlingSpeed)
        // Let go at rest: the photo stays, unless it was let go past an edge (then it springs back).
        guard speed > Self.minimumGlideSpeed else { return settle(photo) }
        let direction = measured * (1 / measured.length)
        let target = clamped(photo.center + direction * Self.glideDistance(speed: speed), for: photo)
        let distance = photo.center.distance(to: target)
        guard distance > 0.5 else {
            photo.center = target
            return
        }
        // A quadratic ease-out (the cubic Bézier 1/3, 2/3, 2/3, 1 is exactly 1 − (1 − t)²) starts at
        // twice the average speed: 2 × distance / duration = the release speed.
        let duration = 2 * distance / speed
        root.window?.animator.animate(duration: duration, curve: .cubicBezier(1.0 / 3, 2.0 / 3, 2.0 / 3, 1)) {
            photo.center = target
        }
    }

    /// Points a glide travels from a release at `speed` points per second: the distance of
    /// Android's fling (`OverScroller`'s spline, at 160 dpi where a dp is a point), 393 pt from
    /// 1500 pt/s, 1310 pt from 3000 pt/s. Its published constants: scroll friction 0.015
    /// (`ViewConfiguration`), inflexion 0.35, deceleration rate ln 0.78 / ln 0.9, and a physical
    /// coefficient of g (9.80665 m/s²) × 39.37 in/m × 160 dpi × 0.84.
    static func glideDistance(speed: Double) -> Double {
        let friction = 0.015 * 9.80665 * 39.37 * 160 * 0.84
        let decelerationRate = Double.log(0.78) / Double.log(0.9)
        return friction * Double.pow(0.35 * speed / friction, decelerationRate / (decelerationRate - 1))
    }

    /// A centre that keeps a photo of the current size inside the root (the seed clamps by its radius).
    func clamped(_ center: Point, for photo: PhotoView) -> Point {
        let half = Size(width: photo.bounds.width / 2, height: photo.bounds.height / 2)
        let bounds = root.bounds
        return Point(
            x: min(max(center.x, half.width), max(half.width, bounds.width - half.width)),
            y: min(max(center.y, half.height), max(half.height, bounds.height - half.height)))
    }

    // MARK: Gestures on the background

    private func attachBackgroundGestures() {
        let tickle = TickleGestureRecognizer()
        tickle.name = "tickle"
        tickle.addAction { [unowned self] _ in arrange(sideBySide: true) }
        root.addGestureRecognizer(tickle)
        for (direction, name) in [(SwipeDirection.right, "swipeRight"), (.left, "swipeLeft")] {
            let swipe = SwipeGestureRecognizer(direction: direction) { [unowned self] _ in arrange(sideBySide: false) }
            swipe.name = name
            swipe.require(toFail: tickle)
            root.addGestureRecognizer(swipe)
        }
    }

    /// Swipes stack the photos on the vertical centre line; the tickle puts them side by side on
    /// the horizontal one. The seed moves them 20 points apart; here they are moved a photo apart,
    /// so the arrangement can be seen.
    private func arrange(sideBySide: Bool) {
        hasBeenArranged = true
        let center = root.bounds.center
        let extent = photos.map { sideBySide ? $0.bounds.width : $0.bounds.height }.max() ?? 0
        let step = extent + Self.arrangementGap
        root.window?.animator.animate(duration: 0.3, curve: .easeInOut) {
            for (index, photo) in photos.enumerated() {
                let offset = (Double(index) - Double(photos.count - 1) / 2) * step
                photo.center = center + (sideBySide ? Vector(dx: offset, dy: 0) : Vector(dx: 0, dy: offset))
            }
        }
    }

    // MARK: Pointer extras

    /// Ctrl+wheel zooms the photo under the pointer (a mouse has no pinch); plain scrolling —
    /// two fingers on a touchpad — moves it, the way scrolling moves content.
    public func scroll(at point: Point, by delta: Vector, modifiers: KeyModifiers) {
        guard let photo = photo(at: point) else { return }
        if modifiers.contains(.control) {
            guard photo.spec.gestures.contains(.pinch), delta.dy != 0 else { return }
            // One wheel notch (about 10–15 units) zooms by roughly 10 %.
            zoom(photo, by: Double.pow(2, -delta.dy / 100))
            return
        }
        guard photo.spec.gestures.contains(.pan), delta != .zero else { return }
        hasBeenArranged = true
        root.window?.animator.stopAnimations(of: photo)
        root.bringSubviewToFront(photo)
        photo.center = clamped(photo.center - delta, for: photo)
    }

    /// Resting fingers on the touchpad over a gliding photo stop it.
    public func hold(at point: Point) {
        if let photo = photo(at: point) { root.window?.animator.stopAnimations(of: photo) }
    }

    /// Whether the pointer hovers a photo that pans: its `hover` recognizer is in progress (the
    /// pointer over its visible circle, in front of anything else).
    public func isDraggable(at point: Point) -> Bool {
        photos.contains { photo in
            photo.spec.gestures.contains(.pan)
                && photo.gestureRecognizers.contains { $0 is HoverGestureRecognizer && $0.state.isInProgress }
        }
    }

    func photo(at point: Point) -> PhotoView? {
        var view = root.hitTest(point)
        while let current = view {
            if let photo = current as? PhotoView { return photo }
            view = current.superview
        }
        return nil
    }
}

/// Lets a photo's pan, pinch and rotation run together, and two photos move at once.
private final class SimultaneousPanPinchRotation: GestureRecognizerDelegate {
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer)
        -> Bool
    {
        let together =
            [PanGestureRecognizer.self, PinchGestureRecognizer.self, RotationGestureRecognizer.self] as [Any.Type]
        return recognizer.view === other.view
            && together.contains { $0 == type(of: recognizer) } && together.contains { $0 == type(of: other) }
    }
}
