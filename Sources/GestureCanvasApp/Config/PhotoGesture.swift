/// The gestures an image in a scene file can have, by the names reports use.
public enum PhotoGesture: String, CaseIterable, Sendable {
    case pan, pinch, rotation, doubleTap, longPress
}
