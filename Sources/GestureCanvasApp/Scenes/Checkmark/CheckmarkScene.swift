import GestureKit

/// Seeds 000 and 004 (`CheckPlease`): draw a checkmark anywhere and a check image shows for 2 s
/// (or press Return: CheckmarkScene+Keyboard).
///
/// Names: views `root`, `check`, `hint`; recognizer `checkmark` on `root`.
public final class CheckmarkScene: Scene {
    public let name = "checkmark"
    public let root: View = SceneRootView(background: Color(hex: 0xF2F2F7))
    let check: ImageView
    let hint = Label(text: "Draw a checkmark ✓")
    private var hideTimer: ScheduledTimer?

    public init(images: ImageProvider) {
        check = ImageView(image: images.image(named: "checkmark"))
        check.name = "check"
        check.isHidden = true
        hint.name = "hint"
        hint.textColor = Color(hex: 0x8E8E93)
        hint.textAlignment = .center
        // Two lines fit its 40 points: a narrow window wraps the hint rather than cutting it.
        hint.numberOfLines = 2
        hint.lineBreakMode = .byWordWrapping
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
        hint.frame = Rect(x: 0, y: bounds.height - 60, width: bounds.width, height: 40)
    }

    func showCheck() {
        check.isHidden = false
        hideTimer?.cancel()
        hideTimer = root.window?.scheduler.schedule(after: MessageLabel.displayDuration) { [weak self] in
            self?.check.isHidden = true
        }
    }
}
