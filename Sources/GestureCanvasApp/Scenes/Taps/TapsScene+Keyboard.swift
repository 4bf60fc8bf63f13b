import GestureKit

/// Every tap chain and swipe of the scene by key, each showing what its gesture shows: s, d, t, q
/// the single to quadruple tap, w the two-finger tap, F2–F6 a horizontal swipe with one to five
/// fingers (with Shift a vertical one), h and v the pad's own horizontal and vertical swipe. A
/// screen reader finds the same as the scene's actions.
extension TapsScene {
    var keyActions: [SceneKeyAction] {
        var actions: [SceneKeyAction] = []
        for (index, key) in ["s", "d", "t", "q"].enumerated() {
            let word = Self.countWords[index]
            actions.append(
                SceneKeyAction(
                    name: "\(word.lowercased()) tap",
                    description: "\(word) tap: shows “\(word) Tap Detected”, as tapping \(index + 1) times does",
                    keys: [key]
                ) { [unowned self] in tapLabels[index].show("\(word) Tap Detected") })
        }
        actions.append(
            SceneKeyAction(
                name: "two-finger tap",
                description: "Two-finger tap: shows “Two-finger tap”, as tapping with two fingers does",
                keys: ["w"]
            ) { [unowned self] in twoFingerLabel.show("Two-finger tap") })
        for fingers in 1...5 {
            for (axis, shift) in [("horizontal", false), ("vertical", true)] {
                let message = "\(Self.countWords[fingers - 1]) \(axis) swipe"
                let count = fingers == 1 ? "one finger" : "\(fingers) fingers"
                actions.append(
                    SceneKeyAction(
                        name: "\(axis) swipe with \(count)",
                        description: "\(axis.capitalized) swipe with \(count): shows “\(message)”, as that swipe does",
                        keys: ["F\(fingers + 1)"], shift: shift
                    ) { [unowned self] in swipeLabel.show(message) })
            }
        }
        for (horizontal, key) in [(true, "h"), (false, "v")] {
            let axis = horizontal ? "horizontal" : "vertical"
            actions.append(
                SceneKeyAction(
                    name: "\(axis) swipe on the pad",
                    description: "\(axis.capitalized) swipe on the pad: the pad detects it by itself and says so",
                    keys: [key]
                ) { [unowned self] in swipePad.onSwipe?(horizontal) })
        }
        return actions
    }

    public func handleKey(_ key: InputRouter.KeyPress) -> Bool {
        keyActions.perform(key)
    }

    func makeAccessible() {
        root.isAccessibilityElement = true
        root.accessibilityLabel = "Taps and swipes"
        root.accessibilityHint = "Tap up to four times, tap with two fingers, or swipe with one to five fingers"
        root.accessibilityCustomActions = keyActions.map(\.accessibilityAction)
        for label in tapLabels + [twoFingerLabel, swipeLabel, padLabel] {
            label.isAccessibilityElement = true
            label.accessibilityRole = .label
        }
        swipePad.isAccessibilityElement = true
        swipePad.accessibilityLabel = "Swipe pad"
        swipePad.accessibilityHint = padCaption.text
    }
}
