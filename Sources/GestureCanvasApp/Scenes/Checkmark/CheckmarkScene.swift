import GestureKit

/// Seeds 000 and 004 (`CheckPlease`): draw a checkmark anywhere and a check image shows for 2 s
/// (or press Return: CheckmarkScene+Keyboard).
///
/// Names: views `root`, `check`, `hint`; recognizer `checkmark` on `root`.
public final class CheckmarkScene: Scene {
    public let name = "checkmark"
    public let root: View = SceneRootView(background: Color(hex: 0xF2F2F7))
    let check: ImageView
    let hint = SceneHint(text: "Draw a checkmark ✓")
    private var hideTimer: ScheduledTimer?

    public init(images: ImageProvider) {
        check = ImageView(image: images.image(named: "checkmark"))
        check.name = "check"
        check.isHidden = true
        root.addSubview(hint)
        root.addSubview(check)
        let recognizer = CheckmarkGestureRecognizer { [unowned self] _ in showCheck() }
        recognizer.name = "checkmark"
        root.addGestureRecognizer(recognizer)
        makeAccessible()
    }

    public func layout() {
        let bounds = root.bounds
        let side = min(200, min(bounds.width, bounds.height) * 0.4)
        check.frame = Rect(center: bounds.center, size: Size(width: side, height: side))
        hint.frame = SceneHint.bottomFrame(in: bounds)
    }

    func showCheck() {
        check.isHidden = false
        hideTimer?.cancel()
        hideTimer = root.window?.scheduler.schedule(after: MessageLabel.displayDuration) { [weak self] in
            self?.check.isHidden = true
        }
    }
}
