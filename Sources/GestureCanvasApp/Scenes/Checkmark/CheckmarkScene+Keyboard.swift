import GestureKit

/// The checkmark without drawing it: Return (or c) shows the check as a drawn one does, and a
/// screen reader finds the same as the canvas's action.
extension CheckmarkScene {
    var keyActions: [SceneKeyAction] {
        [
            SceneKeyAction(
                name: "draw a checkmark",
                description: "Draw a checkmark: shows the check for 2 seconds, as drawing one does",
                keys: ["Return", "KP_Enter", "c"]
            ) { [unowned self] in showCheck() }
        ]
    }

    public func handleKey(_ key: InputRouter.KeyPress) -> Bool {
        keyActions.perform(key)
    }

    func makeAccessible() {
        root.isAccessibilityElement = true
        root.accessibilityRole = .drawingArea
        root.accessibilityLabel = "Checkmark canvas"
        root.accessibilityHint = "Draw a checkmark anywhere"
        root.accessibilityCustomActions = keyActions.map(\.accessibilityAction)
        check.isAccessibilityElement = true
        check.accessibilityRole = .image
        check.accessibilityLabel = "Checkmark recognized"
        hint.isAccessibilityElement = true
        hint.accessibilityRole = .label
        hint.accessibilityLabel = hint.text
    }
}
