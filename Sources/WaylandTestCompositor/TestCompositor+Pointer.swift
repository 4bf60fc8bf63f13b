extension TestCompositor {
    /// The pointer enters the main surface at a surface-local position.
    public func pointerEnter(at position: (x: Double, y: Double)) {
        guard let surface = state.focusSurface else { return }
        let serial = state.nextSerial()
        state.pointerFocus = surface
        state.objects(state.pointers, of: surface).forEach {
            $0.enter(serial: serial, surface: surface, x: position.x, y: position.y)
        }
        state.flush()
    }

    /// The pointer leaves the surface it is on.
    public func pointerLeave() {
        guard let surface = state.pointerFocus else { return }
        let serial = state.nextSerial()
        pointers.forEach { $0.leave(serial: serial, surface: surface) }
        state.pointerFocus = nil
        state.flush()
    }

    /// Moves the pointer; enters the main surface first when the pointer is not on it.
    public func pointerMotion(to position: (x: Double, y: Double)) {
        if state.pointerFocus?.isAlive != true { pointerEnter(at: position) }
        pointers.forEach { $0.motion(x: position.x, y: position.y) }
        state.flush()
    }

    /// Presses or releases a button (an evdev code, e.g. `Button.left`).
    public func pointerButton(_ button: UInt32, pressed: Bool) {
        let serial = state.nextSerial()
        pointers.forEach { $0.button(serial: serial, button: button, pressed: pressed) }
        state.flush()
    }

    /// Scrolls by `value` surface units; `discrete` wheel steps become axis_discrete (before
    /// version 8) or axis_value120 (version 8), and `source` axis_source (version 5 on).
    public func pointerAxis(_ axis: Axis, value: Double, discrete: Int32? = nil, source: AxisSource? = nil) {
        pointers.forEach { $0.axis(axis.rawValue, value: value, discrete: discrete, source: source?.rawValue) }
        state.flush()
    }

    /// Ends a scroll on one axis (for kinetic scrolling), version 5 on.
    public func pointerAxisStop(_ axis: Axis) {
        pointers.forEach { $0.axisStop(axis.rawValue) }
        state.flush()
    }

    /// Closes a group of pointer events (version 5 on).
    public func pointerFrame() {
        pointers.forEach { $0.frame() }
        state.flush()
    }

    private var pointers: [PointerResource] { state.objects(state.pointers, of: state.pointerFocus) }
}
