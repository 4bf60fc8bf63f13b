import GestureKit

/// Something a scene does by a key and, by the same name, for a screen reader: one list per
/// scene serves its keyboard handling, its accessibility actions and the keys docs/app.md lists,
/// so a key and the action a screen reader performs cannot drift apart.
struct SceneKeyAction {
    /// The name a screen reader lists ("make a line").
    var name: String
    /// What it does, in a sentence a person hears.
    var description: String
    /// The xkb key names that do it; the first is the one named to people.
    var keys: [String]
    /// Whether Shift is held with them.
    var shift = false
    var perform: () -> Void

    /// The key as AT-SPI shows it ("<Shift>F3").
    var keyBinding: String { (shift ? "<Shift>" : "") + keys[0] }

    /// Whether `key` (a press) is this action's.
    func matches(_ key: InputRouter.KeyPress) -> Bool {
        key.isPressed && keys.contains(key.name) && key.modifiers.contains(.shift) == shift
            && !key.modifiers.contains(.control) && !key.modifiers.contains(.alt)
    }

    /// The same, offered to assistive technologies.
    var accessibilityAction: AccessibilityCustomAction {
        AccessibilityCustomAction(name: name, description: description, keyBinding: keyBinding) {
            perform()
            return true
        }
    }
}

extension Array where Element == SceneKeyAction {
    /// Performs the action of `key`, if one has it; whether one did.
    func perform(_ key: InputRouter.KeyPress) -> Bool {
        guard let action = first(where: { $0.matches(key) }) else { return false }
        action.perform()
        return true
    }
}
