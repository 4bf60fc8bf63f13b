import GestureKit

/// The photos as a screen reader sees them: images named by their place in the scene, with a
/// hint of their gestures, focusable (the keyboard's ring), and an action for each gesture a
/// photo has (``PhotoAction``), each doing what its key does.
extension PhotosScene {
    func makeAccessible(_ photo: PhotoView, number: Int) {
        photo.isAccessibilityElement = true
        photo.accessibilityRole = .image
        photo.accessibilityLabel = "Photo \(number)"
        photo.accessibilityHint =
            "Drag to move, pinch to zoom, turn with two fingers, hold to fade, double tap to reset"
        photo.accessibilityTraits = [.focusable]
        photo.accessibilityCustomActions = PhotoAction.allCases.filter { photo.spec.gestures.contains($0.gesture) }
            .map { action in
                AccessibilityCustomAction(
                    name: action.name, description: action.description, keyBinding: action.keyBinding
                ) { [unowned self, unowned photo] in
                    perform(action, on: photo)
                }
            }
        photo.accessibilityFocusHandler = { [unowned self, unowned photo] in
            guard let index = photos.firstIndex(where: { $0 === photo }) else { return false }
            focus(index)
            return true
        }
    }
}
