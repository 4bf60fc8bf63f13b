import GestureKit

/// A scene's grey line saying what to do there (issue 25: each first screen says it). Touches go
/// through it to the scene.
final class SceneHint: Label {
    init(text: String) {
        super.init(text: text)
        name = "hint"
        textColor = Color(hex: 0x8E8E93)
        textAlignment = .center
        // Two lines fit its 40 points: a narrow window wraps the hint rather than cutting it.
        numberOfLines = 2
        lineBreakMode = .byWordWrapping
        isUserInteractionEnabled = false
    }

    /// Where a hint sits near the bottom of a scene of `bounds`, across its width.
    static func bottomFrame(in bounds: Rect) -> Rect {
        Rect(x: 0, y: bounds.height - 60, width: bounds.width, height: 40)
    }
}
