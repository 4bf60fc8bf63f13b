import GestureKit

/// What a person can do to a photo without touching it, by a key (PhotosScene+Keyboard) or by
/// name from a screen reader (PhotosScene+Accessibility): each performed as its gesture by
/// synthetic fingers (``GesturePlayer``), so a key, a screen reader's action and a finger write
/// the same report lines and leave the photo the same. Unfade alone has no gesture.
enum PhotoAction: CaseIterable {
    case moveUp, moveDown, moveLeft, moveRight
    case zoomIn, zoomOut
    case turnLeft, turnRight
    case fade, unfade
    case reset

    /// The gesture a photo must have for the action (a photo without `pinch` does not zoom).
    var gesture: PhotoGesture {
        switch self {
        case .moveUp, .moveDown, .moveLeft, .moveRight: .pan
        case .zoomIn, .zoomOut: .pinch
        case .turnLeft, .turnRight: .rotation
        case .fade, .unfade: .longPress
        case .reset: .doubleTap
        }
    }

    /// The name a screen reader lists.
    var name: String {
        switch self {
        case .moveUp: "move up"
        case .moveDown: "move down"
        case .moveLeft: "move left"
        case .moveRight: "move right"
        case .zoomIn: "zoom in"
        case .zoomOut: "zoom out"
        case .turnLeft: "turn left"
        case .turnRight: "turn right"
        case .fade: "fade"
        case .unfade: "unfade"
        case .reset: "reset"
        }
    }

    /// What it does, in a sentence a person hears (Orca's action menu reads it).
    var description: String {
        let step = Int(PhotosScene.keyboardStep)
        return switch self {
        case .moveUp: "Move up: moves the photo \(step) points up, as dragging it does"
        case .moveDown: "Move down: moves the photo \(step) points down, as dragging it does"
        case .moveLeft: "Move left: moves the photo \(step) points left, as dragging it does"
        case .moveRight: "Move right: moves the photo \(step) points right, as dragging it does"
        case .zoomIn: "Zoom in: makes the photo larger (four times doubles it), as spreading two fingers does"
        case .zoomOut: "Zoom out: makes the photo smaller (four times halves it), as pinching two fingers does"
        case .turnLeft: "Turn left: turns the photo 15 degrees anticlockwise, as turning two fingers does"
        case .turnRight: "Turn right: turns the photo 15 degrees clockwise, as turning two fingers does"
        case .fade: "Fade: dims the photo to 70 percent, as holding a finger on it does"
        case .unfade: "Unfade: makes a faded photo opaque again"
        case .reset: "Reset: back to its own size, upright and opaque, as a double tap does"
        }
    }

    /// The key that does it, as xkb names it (what the keyboard handling matches).
    var keyBinding: String {
        switch self {
        case .moveUp: "Up"
        case .moveDown: "Down"
        case .moveLeft: "Left"
        case .moveRight: "Right"
        case .zoomIn: "plus"
        case .zoomOut: "minus"
        case .turnLeft: "bracketleft"
        case .turnRight: "bracketright"
        case .fade: "Return"
        case .unfade: "<Shift>Return"
        case .reset: "0"
        }
    }

    /// The action of a key, if it has one (Shift makes moves five times as far and Return unfade).
    static func of(_ key: InputRouter.KeyPress) -> PhotoAction? {
        let shift = key.modifiers.contains(.shift)
        switch key.name {
        case "Left", "KP_Left": return .moveLeft
        case "Right", "KP_Right": return .moveRight
        case "Up", "KP_Up": return .moveUp
        case "Down", "KP_Down": return .moveDown
        // "equal" is the unshifted + key on US layouts.
        case "plus", "equal", "KP_Add": return .zoomIn
        case "minus", "KP_Subtract", "underscore": return .zoomOut
        case "bracketleft": return .turnLeft
        case "bracketright": return .turnRight
        case "0", "KP_0": return .reset
        case "Return", "KP_Enter": return shift ? .unfade : .fade
        default: return nil
        }
    }
}
