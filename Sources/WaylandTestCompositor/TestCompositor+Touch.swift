extension TestCompositor {
    /// A finger touches the main surface at a surface-local position. Like a compositor,
    /// nothing is grouped until `touchFrame()` (but see `Options.touchFrames`). Each event is
    /// flushed at once; events sent between two turns of the client's loop reach it as one batch.
    ///
    /// ```swift
    /// compositor.touchDown(id: 0, at: (x: 100, y: 200))
    /// compositor.touchFrame()
    /// ```
    public func touchDown(id: Int32, at position: (x: Double, y: Double)) {
        guard let surface = state.focusSurface else { return }
        let serial = state.nextSerial()
        touches.forEach { $0.down(serial: serial, surface: surface, id: id, x: position.x, y: position.y) }
        frameAfterFinger()
        state.flush()
    }

    /// A finger touches a surface of the client that is not its window (its cursor surface, say):
    /// input a client must ignore. Does nothing when the client has no other surface.
    public func touchDownOnAnotherSurface(id: Int32, at position: (x: Double, y: Double)) {
        guard let focus = state.focusSurface,
            let other = state.surfaces.last(where: { $0.isAlive && $0 !== focus })
        else { return }
        let serial = state.nextSerial()
        state.objects(state.touches, of: other).forEach {
            $0.down(serial: serial, surface: other, id: id, x: position.x, y: position.y)
        }
        state.flush()
    }

    /// A finger that is down moves to a new surface-local position.
    public func touchMotion(id: Int32, to position: (x: Double, y: Double)) {
        touches.forEach { $0.motion(id: id, x: position.x, y: position.y) }
        frameAfterFinger()
        state.flush()
    }

    /// A finger lifts; its id may be reused by a later touch.
    public func touchUp(id: Int32) {
        let serial = state.nextSerial()
        touches.forEach { $0.up(serial: serial, id: id) }
        state.flush()
    }

    /// Closes the group of touch events sent since the last frame (unless `Options.touchFrames`
    /// says this compositor frames otherwise).
    public func touchFrame() {
        guard options.touchFrames == .whenAsked else { return }
        touches.forEach { $0.frame() }
        state.flush()
    }

    /// mutter's habit: a frame after each finger's event.
    private func frameAfterFinger() {
        if options.touchFrames == .afterEachFinger { touches.forEach { $0.frame() } }
    }

    /// The compositor takes the touch sequence over (e.g. for a global gesture).
    public func touchCancel() {
        touches.forEach { $0.cancel() }
        state.flush()
    }

    /// The contact's ellipse axes in surface units (wl_touch version 6 and later only).
    public func touchShape(id: Int32, major: Double, minor: Double) {
        touches.forEach { $0.shape(id: id, major: major, minor: minor) }
        state.flush()
    }

    /// The contact's orientation in degrees (wl_touch version 6 and later only).
    public func touchOrientation(id: Int32, degrees: Double) {
        touches.forEach { $0.orientation(id: id, degrees: degrees) }
        state.flush()
    }

    private var touches: [TouchResource] { state.objects(state.touches, of: state.focusSurface) }
}
