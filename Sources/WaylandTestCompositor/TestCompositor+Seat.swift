extension TestCompositor {
    /// What the seat offers now.
    public var capabilities: Capabilities { state.capabilities }

    /// Changes what the seat offers and announces it to every bound `wl_seat`, as compositors
    /// do when a device is plugged in or removed (or KWin's touch, which comes and goes).
    public func setCapabilities(touch: Bool, pointer: Bool, keyboard: Bool) {
        var capabilities: Capabilities = []
        if touch { capabilities.insert(.touch) }
        if pointer { capabilities.insert(.pointer) }
        if keyboard { capabilities.insert(.keyboard) }
        state.capabilities = capabilities
        state.seats.forEach { $0.sendCapabilities() }
        state.flush()
    }

    /// How many `wl_pointer` objects clients hold.
    public var boundPointerCount: Int { state.pointers.count }
    /// How many `wl_keyboard` objects clients hold.
    public var boundKeyboardCount: Int { state.keyboards.count }
    /// How many `wl_touch` objects clients hold.
    public var boundTouchCount: Int { state.touches.count }
}

extension CompositorState {
    /// The objects of kind `T` that belong to the client of `surface`.
    func objects<T: Resource>(_ all: [T], of surface: Surface?) -> [T] {
        guard let surface else { return [] }
        return all.filter { $0.client == surface.client && $0.isAlive }
    }
}
