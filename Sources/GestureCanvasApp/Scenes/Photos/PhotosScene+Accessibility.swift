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
                    // Through the input router, naming the photo: a recorded trace holds it.
                    guard let name = photo.name, let gestures else { return perform(action, on: photo) }
                    return gestures.request(action.name, of: name)
                }
            }
        photo.accessibilityFocusHandler = { [unowned self, unowned photo] in
            guard let index = photos.firstIndex(where: { $0 === photo }) else { return false }
            focus(index)
            return true
        }
    }

    /// Does the action named `name` of the photo named `element`; nil when there is no such photo
    /// or action.
    func performAction(named name: String, of element: String) -> Bool? {
        guard let photo = photos.first(where: { $0.name == element }),
            let action = PhotoAction.allCases.first(where: { $0.name == name })
        else { return nil }
        return perform(action, on: photo)
    }
}
