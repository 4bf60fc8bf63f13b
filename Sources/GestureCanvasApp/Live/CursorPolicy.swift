import GestureKit
import WaylandShell

/// Which cursor the pointer shows: the arrow, an open hand over something that can be dragged
/// (the scene's hover recognizers say when the pointer is over it),
/// a closed hand while dragging it, and none while people use touch (in a kiosk), until the
/// mouse moves again.
final class CursorPolicy {
    var hidesOnTouch: Bool
    private var isDragging = false

    init(hidesOnTouch: Bool) {
        self.hidesOnTouch = hidesOnTouch
    }

    /// The cursor after `event`, judged before the scene sees it; nil keeps the current one.
    func cursor(after event: InputEvent, in host: SceneHost) -> CursorShape? {
        switch event {
        case .touchDown:
            return hidesOnTouch ? .hidden : nil
        case .pointerMotion(let location):
            // The hover recognizers hear this motion after it passes; what they decide arrives
            // through ``hoverChanged(in:)``.
            return isDragging ? .closedHand : hover(at: location, in: host)
        case .pointerButton(.left, let pressed):
            guard let location = host.router.pointerLocation else { return nil }
            isDragging = pressed && draggable(at: location, in: host)
            return isDragging ? .closedHand : hover(at: location, in: host)
        case .pointerLeave:
            isDragging = false
            return nil
        default:
            return nil
        }
    }

    /// The cursor after a hover recognizer changed (the pointer came over a photo or left it);
    /// nil keeps the current one.
    func hoverChanged(in host: SceneHost) -> CursorShape? {
        guard !isDragging, let location = host.router.pointerLocation else { return nil }
        return hover(at: location, in: host)
    }

    private func hover(at location: Point, in host: SceneHost) -> CursorShape {
        draggable(at: location, in: host) ? .openHand : .arrow
    }

    private func draggable(at location: Point, in host: SceneHost) -> Bool {
        let scene = host.scene
        return scene.root.frame.contains(location) && scene.isDraggable(at: scene.root.convert(location, from: nil))
    }
}
