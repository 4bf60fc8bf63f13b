import GestureKit

/// The photos for people who cannot touch: Tab picks a photo (a ring shows which), the arrow
/// keys move it, + and − scale it, [ and ] turn it, 0 resets it (the double tap), Enter does
/// what a long press does and Shift+Enter undoes it. Each key works only where the photo has
/// that gesture (``PhotoAction``).
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
        guard let action = PhotoAction.of(key) else { return false }
        let photo = photos[focusedIndex ?? focus(0)]
        perform(action, on: photo, distance: Self.keyboardStep * (key.modifiers.contains(.shift) ? 5 : 1))
        return true
    }

    /// Does `action` to `photo` (moves go `distance` points); false when the photo lacks its gesture.
    @discardableResult
    func perform(_ action: PhotoAction, on photo: PhotoView, distance: Double = keyboardStep) -> Bool {
        guard photo.spec.gestures.contains(action.gesture) else { return false }
        root.window?.animator.stopAnimations(of: photo)
        switch action {
        case .moveUp: move(photo, by: Vector(dx: 0, dy: -distance))
        case .moveDown: move(photo, by: Vector(dx: 0, dy: distance))
        case .moveLeft: move(photo, by: Vector(dx: -distance, dy: 0))
        case .moveRight: move(photo, by: Vector(dx: distance, dy: 0))
        case .zoomIn: zoom(photo, by: Self.keyboardScaleFactor)
        case .zoomOut: zoom(photo, by: 1 / Self.keyboardScaleFactor)
        case .turnLeft: photo.transform = photo.transform.rotated(by: -Self.keyboardRotation)
        case .turnRight: photo.transform = photo.transform.rotated(by: Self.keyboardRotation)
        case .fade: photo.alpha = Self.pressedAlpha
        case .unfade: photo.alpha = 1
        case .reset: photo.resetAppearance()
        }
        return true
    }

    private func move(_ photo: PhotoView, by delta: Vector) {
        hasBeenArranged = true
        root.bringSubviewToFront(photo)
        photo.center = clamped(photo.center + delta, for: photo)
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
