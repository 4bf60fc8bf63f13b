/// A mouse button.
public enum PointerButton: Hashable, Sendable {
    /// The primary, secondary and middle buttons (evdev's `BTN_LEFT`, `BTN_RIGHT`, `BTN_MIDDLE`).
    case left, right, middle
    /// Any other button, by its evdev code.
    case other(UInt32)
}

/// One input event as the compositor delivers it, in the vocabulary of the trace format
/// (SPEC.md): what the live seat produces, what `--record` saves and what `replay` reads.
/// Locations are surface-local logical points.
public enum InputEvent: Hashable, Sendable {
    /// A finger landed (`wl_touch.down`); `id` is the compositor's, reused after the finger lifts.
    case touchDown(id: Int32, location: Point)
    /// A finger moved (`wl_touch.motion`).
    case touchMotion(id: Int32, location: Point)
    /// A finger lifted (`wl_touch.up`); Wayland gives no position for it.
    case touchUp(id: Int32)
    /// The contact's size (`wl_touch.shape`), in points.
    case touchShape(id: Int32, major: Double, minor: Double)
    /// The end of a group of touch changes that belong together: the changes take effect now
    /// (a trace's `frame` line; a platform whose touch groups can be trusted).
    case touchFrame
    /// The touch device says its group is complete (`wl_touch.frame`), which compositors send
    /// unreliably: the group ends with the platform's batch (``inputBatchEnded``) or before a
    /// finger changes twice (see ``InputRouter``). A live device's hint, never recorded.
    case touchDeviceFrame
    /// The platform has handed over everything it read at once (one read of the Wayland socket):
    /// touch groups the device left open may end here. A live device's hint, never recorded.
    case inputBatchEnded
    /// The host latched a display frame (it is about to draw one), to be shown at `presentation`
    /// (seconds on the engine's clock): waiting moves are shown as they were at `sampleTime`, or,
    /// when it is nil, at a time the router chooses before the presentation (``InputRouter``).
    case displayFrame(presentation: Double, sampleTime: Double?)
    /// `wl_touch.cancel`: the compositor took every touch.
    case touchCancel
    /// A pen or eraser report (tablet-v2), applied at the next ``touchFrame``; see ``PenEvent``.
    /// Boxed: its axes would make every event, a finger's included, several times larger to copy.
    indirect case pen(PenEvent)
    /// The pointer moved over the window (`wl_pointer.motion`, or its entering).
    case pointerMotion(location: Point)
    /// The pointer left the window (`wl_pointer.leave`).
    case pointerLeave
    /// A mouse button was pressed or released (`wl_pointer.button`).
    case pointerButton(PointerButton, pressed: Bool)
    /// Scrolling: a wheel or two fingers on a touchpad (`wl_pointer.axis`), in the protocol's units.
    case pointerAxis(dx: Double, dy: Double)
    /// A touchpad pinch began with `fingers` fingers (`zwp_pointer_gesture_pinch_v1.begin`).
    case pinchBegin(fingers: Int)
    /// `scale` is relative to the pinch's start; `rotation` is degrees clockwise since the last update.
    case pinchUpdate(dx: Double, dy: Double, scale: Double, rotation: Double)
    /// The touchpad pinch ended, or the compositor cancelled it.
    case pinchEnd(cancelled: Bool)
    /// A touchpad swipe began with `fingers` fingers (`zwp_pointer_gesture_swipe_v1.begin`).
    case swipeBegin(fingers: Int)
    /// The touchpad swipe moved by `dx`, `dy` points since the last update.
    case swipeUpdate(dx: Double, dy: Double)
    /// The touchpad swipe ended, or the compositor cancelled it.
    case swipeEnd(cancelled: Bool)
    /// Fingers came to rest on the touchpad (`zwp_pointer_gesture_hold_v1.begin`).
    case holdBegin(fingers: Int)
    /// The touchpad hold ended: the fingers lifted, or (`cancelled`) started another gesture.
    case holdEnd(cancelled: Bool)
    /// A key by its xkb keysym name (`Escape`, `q`, `F11`, `Control_L`).
    case key(String, pressed: Bool)
    /// Nothing happened; time passes (long presses, animations).
    case idle
    /// An assistive technology (a screen reader) asked for the action named `action` of the
    /// element named `element` (``View/accessibilityCustomActions``): the app performs it
    /// (``InputRouter/onAccessibilityAction``), and a recorded trace holds it, so it replays.
    case accessibilityAction(element: String, action: String)
    /// The seat lost a device (its touchscreen or pointer went away): every touch, the mouse
    /// button and a touchpad gesture in progress are cancelled, as `wl_touch.cancel` cancels touches.
    case inputLost
    /// The window's size changed (the compositor configured it), in points.
    case resize(Size)
    /// The window's scale changed: buffer pixels per point (fractional scale or the outputs').
    case scale(Double)
}
