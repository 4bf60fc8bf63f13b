import GestureKit

/// The photos for people who cannot touch: Tab picks a photo (a ring shows which), the arrow
/// keys move it, + and − scale it, [ and ] turn it, 0 resets it (the double tap) and Enter
/// does what a long press does. Each key works only where the photo has that gesture.
extension PhotosScene {
    /// Points an arrow key moves a photo; with Shift, five times as far.
    static let keyboardStep = 10.0
    /// How much + and − scale: four presses double or halve.
    static let keyboardScaleFactor = 1.189207115  // 2^(1/4)
    /// How far [ and ] turn, in radians (15°: six presses make a right angle).
    static let keyboardRotation = Double.pi / 12

    public func handleKey(_ key: InputRouter.KeyPress) -> Bool {
        guard key.isPressed, !photos.isEmpty else { return false }
        switch key.name {
        case "Tab":
            moveFocus(by: key.modifiers.contains(.shift) ? -1 : 1)
            return true
        case "ISO_Left_Tab":  // Shift+Tab, as xkb names it
            moveFocus(by: -1)
            return true
        default:
            break
        }
        guard let action = Self.keyAction(key) else { return false }
        let photo = photos[focusedIndex ?? focus(0)]
        perform(action, on: photo)
        return true
    }

    private enum KeyAction {
        case move(Vector)
        case scale(Double)
        case rotate(Double)
        case reset, press
    }

    private static func keyAction(_ key: InputRouter.KeyPress) -> KeyAction? {
        let step = keyboardStep * (key.modifiers.contains(.shift) ? 5 : 1)
        switch key.name {
        case "Left", "KP_Left": return .move(Vector(dx: -step, dy: 0))
        case "Right", "KP_Right": return .move(Vector(dx: step, dy: 0))
        case "Up", "KP_Up": return .move(Vector(dx: 0, dy: -step))
        case "Down", "KP_Down": return .move(Vector(dx: 0, dy: step))
        // "equal" is the unshifted + key on US layouts.
        case "plus", "equal", "KP_Add": return .scale(keyboardScaleFactor)
        case "minus", "KP_Subtract", "underscore": return .scale(1 / keyboardScaleFactor)
        case "bracketleft": return .rotate(-keyboardRotation)
        case "bracketright": return .rotate(keyboardRotation)
        case "0", "KP_0": return .reset
        case "Return", "KP_Enter": return .press
        default: return nil
        }
    }

    private func perform(_ action: KeyAction, on photo: PhotoView) {
        let gestures = photo.spec.gestures
        root.window?.animator.stopAnimations(of: photo)
        switch action {
        case .move(let delta) where gestures.contains(.pan):
            hasBeenArranged = true
            root.bringSubviewToFront(photo)
            photo.center = clamped(photo.center + delta, for: photo)
        case .scale(let factor) where gestures.contains(.pinch):
            zoom(photo, by: factor)
        case .rotate(let angle) where gestures.contains(.rotation):
            photo.transform = photo.transform.rotated(by: angle)
        case .reset where gestures.contains(.doubleTap):
            photo.resetAppearance()
        case .press where gestures.contains(.longPress):
            photo.alpha = Self.pressedAlpha
        default:
            break
        }
    }

    private func moveFocus(by step: Int) {
        let count = photos.count
        focus(focusedIndex.map { (($0 + step) % count + count) % count } ?? (step > 0 ? 0 : count - 1))
    }

    /// Gives the keyboard to photo `index` (nil: to none); returns it.
    @discardableResult
    func focus(_ index: Int?) -> Int {
        if let focusedIndex { photos[focusedIndex].isFocused = false }
        focusedIndex = index
        if let index { photos[index].isFocused = true }
        return index ?? 0
    }
}
