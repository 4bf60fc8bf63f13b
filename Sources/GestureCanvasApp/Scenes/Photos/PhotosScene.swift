import GestureKit
import RealModule

/// Seed 001: two round photos that pan (and glide on release), pinch, rotate, fade on a long press
/// and reset on a double tap; swipes on the background stack them, a tickle sets them side by side.
///
/// Names (reports and tests use them): views `root`, `image1`, `image2`; on each image `pan`,
/// `pinch`, `rotation`, `doubleTap`, `longPress`; on `root` `swipeRight`, `swipeLeft`, `tickle`.
public final class PhotosScene: Scene {
    public let name = "photos"
    public let root: View = SceneRootView(background: Color(hex: 0xF2F2F7))
    let image1: PhotoView
    let image2: PhotoView
    private let coordinator = SimultaneousPanPinchRotation()
    /// Whether a person has moved the photos (a pan, a swipe, a tickle). Until then every layout
    /// puts them in the seed's column for the current size, so the scene looks the same however
    /// many sizes the window went through before it settled: a live window laid out at `--size`
    /// and then configured by the compositor shows what a replay at the configured size shows.
    private var hasBeenArranged = false

    /// Photos are this share of the window's shorter side, within sensible limits.
    static let photoShare = 0.3
    /// Opacity after a long press (the seed's 0.7).
    static let pressedAlpha = 0.7
    /// Gap between the photos when the swipes or the tickle arrange them.
    static let arrangementGap = 16.0

    public init(images: ImageProvider) {
        image1 = PhotoView(name: "image1", image: images.image(named: "image1"), diameter: 240, border: .gray)
        image2 = PhotoView(name: "image2", image: images.image(named: "image2"), diameter: 240, border: .orange)
        for photo in [image1, image2] {
            root.addSubview(photo)
            attachGestures(to: photo)
        }
        attachBackgroundGestures()
    }

    public func layout() {
        let size = root.bounds.size
        let diameter = min(max(min(size.width, size.height) * Self.photoShare, 80), 400)
        for photo in [image1, image2] where photo.bounds.width != diameter {
            photo.bounds = Rect(x: 0, y: 0, width: diameter, height: diameter)
            photo.cornerRadius = diameter / 2
        }
        if !hasBeenArranged {
            // The seed's column at the left, spaced as the seed spaces it.
            image1.center = Point(x: 20 + diameter / 2, y: 20 + diameter / 2)
            image2.center = Point(x: 20 + diameter / 2, y: 40 + diameter * 1.5)
        }
        // After a resize the photos stay where they are, but inside the window.
        for photo in [image1, image2] { photo.center = clamped(photo.center, for: photo) }
    }

    // MARK: Gestures on each photo

    /// The actions hold the photo unowned: the photo owns its recognizers, and a strong capture
    /// would keep every scene ever shown alive after a scene switch.
    private func attachGestures(to photo: PhotoView) {
        let pan = PanGestureRecognizer { [unowned self, unowned photo] pan in self.handlePan(pan, of: photo) }
        let pinch = PinchGestureRecognizer { [unowned photo] pinch in
            photo.transform = photo.transform.scaledBy(x: pinch.scale, y: pinch.scale)
            pinch.scale = 1
        }
        let rotation = RotationGestureRecognizer { [unowned photo] rotation in
            photo.transform = photo.transform.rotated(by: rotation.rotation)
            rotation.rotation = 0
        }
        let doubleTap = TapGestureRecognizer(taps: 2) { [unowned photo] _ in photo.resetAppearance() }
        let longPress = LongPressGestureRecognizer { [unowned photo] press in
            if press.state == .began { photo.alpha = Self.pressedAlpha }
        }
        let named: [(GestureRecognizer, String)] = [
            (pan, "pan"), (pinch, "pinch"), (rotation, "rotation"), (doubleTap, "doubleTap"), (longPress, "longPress"),
        ]
        for (recognizer, name) in named {
            recognizer.name = name
            photo.addGestureRecognizer(recognizer)
        }
        for recognizer in [pan, pinch, rotation] as [GestureRecognizer] { recognizer.delegate = coordinator }
    }

    private func handlePan(_ pan: PanGestureRecognizer, of photo: PhotoView) {
        hasBeenArranged = true
        root.bringSubviewToFront(photo)
        photo.center += pan.translation(in: root)
        pan.setTranslation(.zero, in: root)
        if pan.state == .ended { glide(photo, velocity: pan.velocity(in: root)) }
    }

    /// The seed's glide: the faster the release, the further and longer it slides, easing out,
    /// and it stops inside the window.
    private func glide(_ photo: PhotoView, velocity: Vector) {
        let slideFactor = 0.1 * velocity.length / 200
        let target = clamped(photo.center + velocity * slideFactor, for: photo)
        guard slideFactor > 0.01 else {
            photo.center = target
            return
        }
        root.window?.animator.animate(duration: slideFactor * 2, curve: .easeOut) { photo.center = target }
    }

    /// A centre that keeps a photo of the current size inside the root (the seed clamps by its radius).
    private func clamped(_ center: Point, for photo: PhotoView) -> Point {
        let radius = photo.bounds.width / 2
        let bounds = root.bounds
        return Point(
            x: min(max(center.x, radius), max(radius, bounds.width - radius)),
            y: min(max(center.y, radius), max(radius, bounds.height - radius)))
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
        let offset = image1.bounds.width / 2 + Self.arrangementGap / 2
        let shift = sideBySide ? Vector(dx: offset, dy: 0) : Vector(dx: 0, dy: offset)
        root.window?.animator.animate(duration: 0.3, curve: .easeInOut) {
            image1.center = center - shift
            image2.center = center + shift
        }
    }

    // MARK: Pointer extras

    /// Ctrl+wheel zooms the photo under the pointer (a mouse has no pinch).
    public func scroll(at point: Point, by delta: Vector, modifiers: KeyModifiers) {
        guard modifiers.contains(.control), let photo = photo(at: point), delta.dy != 0 else { return }
        // One wheel notch (about 10–15 units) zooms by roughly 10 %.
        let factor = Double.pow(2, -delta.dy / 100)
        photo.transform = photo.transform.scaledBy(x: factor, y: factor)
    }

    /// Resting fingers on the touchpad over a gliding photo stop it.
    public func hold(at point: Point) {
        if let photo = photo(at: point) { root.window?.animator.stopAnimations(of: photo) }
    }

    private func photo(at point: Point) -> PhotoView? {
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
