extension TestCompositor {
    /// Touchpad pinch (zwp_pointer_gestures_v1), sent to the surface under the pointer, else
    /// the main surface.
    ///
    /// ```swift
    /// compositor.pinchBegin(fingers: 2)
    /// compositor.pinchUpdate(dx: 0, dy: 0, scale: 1.5, rotation: 10)   // degrees, clockwise
    /// compositor.pinchEnd()
    /// ```
    public func pinchBegin(fingers: UInt32 = 2) { begin(.pinch, fingers: fingers) }

    /// Moves the pinch: `dx`, `dy` in surface units since the last update, `scale` relative to
    /// the start, `rotation` in degrees since the last update.
    public func pinchUpdate(dx: Double = 0, dy: Double = 0, scale: Double, rotation: Double = 0) {
        gestures(.pinch).forEach { $0.update(dx: dx, dy: dy, scale: scale, rotation: rotation) }
        state.flush()
    }

    /// Ends the pinch; `cancelled` when the fingers changed or the compositor took it over.
    public func pinchEnd(cancelled: Bool = false) { end(.pinch, cancelled: cancelled) }

    /// Touchpad swipe with `fingers` fingers (3 or more in libinput).
    public func swipeBegin(fingers: UInt32 = 3) { begin(.swipe, fingers: fingers) }

    /// Moves the swipe by `dx`, `dy` surface units since the last update.
    public func swipeUpdate(dx: Double, dy: Double) {
        gestures(.swipe).forEach { $0.update(dx: dx, dy: dy, scale: 1, rotation: 0) }
        state.flush()
    }

    /// Ends the swipe, `cancelled` or not.
    public func swipeEnd(cancelled: Bool = false) { end(.swipe, cancelled: cancelled) }

    /// Fingers resting on the touchpad (version 3 of zwp_pointer_gestures_v1).
    public func holdBegin(fingers: UInt32 = 2) { begin(.hold, fingers: fingers) }

    /// Ends the hold: `cancelled` when the fingers moved (a swipe or pinch begins instead).
    public func holdEnd(cancelled: Bool = false) { end(.hold, cancelled: cancelled) }

    private var gestureSurface: Surface? {
        state.pointerFocus?.isAlive == true ? state.pointerFocus : state.focusSurface
    }

    private func gestures(_ kind: PointerGesture.Kind) -> [PointerGesture] {
        state.objects(state.gestures, of: gestureSurface).filter { $0.kind == kind }
    }

    private func begin(_ kind: PointerGesture.Kind, fingers: UInt32) {
        guard let surface = gestureSurface else { return }
        let serial = state.nextSerial()
        gestures(kind).forEach { $0.begin(serial: serial, surface: surface, fingers: fingers) }
        state.flush()
    }

    private func end(_ kind: PointerGesture.Kind, cancelled: Bool) {
        let serial = state.nextSerial()
        gestures(kind).forEach { $0.end(serial: serial, cancelled: cancelled) }
        state.flush()
    }
}
