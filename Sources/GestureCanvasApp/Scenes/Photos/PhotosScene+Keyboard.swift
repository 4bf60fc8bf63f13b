import GestureKit

/// The photos for people who cannot touch: Tab picks a photo (a ring shows which), the arrow
/// keys move it, + and − scale it, [ and ] turn it, 0 resets it (the double tap), Enter does
/// what a long press does and Shift+Enter undoes it. Each key works only where the photo has
/// that gesture (``PhotoAction``), and is that gesture, played by synthetic fingers.
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

    /// Does `action` to `photo` as its gesture (moves go `distance` points), through the window's
    /// input like a finger (``GesturePlayer``): the report has the gesture's lines, and the photo
    /// ends where the gesture leaves it. False when the photo lacks the gesture or the player
    /// refused (a finger is down, too many wait).
    @discardableResult
    func perform(_ action: PhotoAction, on photo: PhotoView, distance: Double = keyboardStep) -> Bool {
        guard photo.spec.gestures.contains(action.gesture) else { return false }
        guard action != .unfade else {
            // No gesture makes a photo opaque and nothing else (a double tap also resets its
            // size and turn): unfade is the one action done directly.
            photo.alpha = 1
            return true
        }
        guard let gestures else { return false }
        return gestures.play("\(action.name) on \(photo.name ?? "a photo")") { [weak self, weak photo] in
            // Made when its turn comes: from where the gestures before it left the photo.
            guard let self, let photo, photo.superview === root else { return nil }
            return gesture(for: action, on: photo, distance: distance)
        }
    }

    /// The gesture `action` stands for, at `photo`'s centre (window coordinates, where fingers are).
    private func gesture(for action: PhotoAction, on photo: PhotoView, distance: Double) -> SyntheticGesture? {
        let center = root.convert(photo.center, to: nil)
        let steps =
            root.window?.animator.reducesMotion == true
            ? SyntheticGesture.reducedMoveFrames : SyntheticGesture.moveFrames
        func drag(_ delta: Vector) -> SyntheticGesture {
            // In the scene's coordinates: the content may be turned on the window.
            .drag(photo, from: center, by: root.convert(photo.center + delta, to: nil) - center, steps: steps)
        }
        return switch action {
        case .moveUp: drag(Vector(dx: 0, dy: -distance))
        case .moveDown: drag(Vector(dx: 0, dy: distance))
        case .moveLeft: drag(Vector(dx: -distance, dy: 0))
        case .moveRight: drag(Vector(dx: distance, dy: 0))
        case .zoomIn: .pinch(photo, about: center, by: Self.keyboardScaleFactor, steps: steps)
        case .zoomOut: .pinch(photo, about: center, by: 1 / Self.keyboardScaleFactor, steps: steps)
        case .turnLeft: .turn(photo, about: center, by: -Self.keyboardRotation, steps: steps)
        case .turnRight: .turn(photo, about: center, by: Self.keyboardRotation, steps: steps)
        case .fade: .hold(photo, at: center)
        case .unfade: nil
        case .reset: .taps(2, on: photo, at: center)
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
