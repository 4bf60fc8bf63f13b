/// A mouse button.
public enum PointerButton: Hashable, Sendable {
    case left, right, middle
    /// Any other button, by its evdev code.
    case other(UInt32)
}

/// One input event as the compositor delivers it, in the vocabulary of the trace format
/// (SPEC.md): what the live seat produces, what `--record` saves and what `replay` reads.
/// Locations are surface-local logical points.
public enum InputEvent: Hashable, Sendable {
    case touchDown(id: Int32, location: Point)
    case touchMotion(id: Int32, location: Point)
    case touchUp(id: Int32)
    /// The contact's size (`wl_touch.shape`), in points.
    case touchShape(id: Int32, major: Double, minor: Double)
    case touchFrame
    /// `wl_touch.cancel`: the compositor took every touch.
    case touchCancel
    case pointerMotion(location: Point)
    case pointerLeave
    case pointerButton(PointerButton, pressed: Bool)
    /// Scrolling: a wheel or two fingers on a touchpad (`wl_pointer.axis`), in the protocol's units.
    case pointerAxis(dx: Double, dy: Double)
    case pinchBegin(fingers: Int)
    /// `scale` is relative to the pinch's start; `rotation` is degrees clockwise since the last update.
    case pinchUpdate(dx: Double, dy: Double, scale: Double, rotation: Double)
    case pinchEnd(cancelled: Bool)
    case swipeBegin(fingers: Int)
    case swipeUpdate(dx: Double, dy: Double)
    case swipeEnd(cancelled: Bool)
    case holdBegin(fingers: Int)
    case holdEnd(cancelled: Bool)
    /// A key by its xkb keysym name (`Escape`, `q`, `F11`, `Control_L`).
    case key(String, pressed: Bool)
    /// Nothing happened; time passes (long presses, animations).
    case idle
}
