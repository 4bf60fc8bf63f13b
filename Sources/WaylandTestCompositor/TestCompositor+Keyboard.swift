extension TestCompositor {
    /// Gives the main surface keyboard focus, with keys already held down (evdev codes).
    public func keyboardEnter(pressedKeys: [UInt32] = []) {
        guard let surface = state.focusSurface else { return }
        let serial = state.nextSerial()
        state.keyboardFocus = surface
        state.objects(state.keyboards, of: surface).forEach {
            $0.enter(serial: serial, surface: surface, pressedKeys: pressedKeys)
        }
        state.flush()
    }

    /// Takes keyboard focus away from the surface that has it.
    public func keyboardLeave() {
        guard let surface = state.keyboardFocus else { return }
        let serial = state.nextSerial()
        keyboards.forEach { $0.leave(serial: serial, surface: surface) }
        state.keyboardFocus = nil
        state.flush()
    }

    /// Presses a key (an evdev code, e.g. 1 for Escape, 30 for A). With `modifiers`, sends
    /// wl_keyboard.modifiers first. Gives the main surface focus first if it lacks it.
    public func keyPress(_ key: UInt32, modifiers: Modifiers? = nil) {
        sendKey(key, pressed: true, modifiers: modifiers)
    }

    /// Releases a key (an evdev code); with `modifiers`, sends wl_keyboard.modifiers first.
    public func keyRelease(_ key: UInt32, modifiers: Modifiers? = nil) {
        sendKey(key, pressed: false, modifiers: modifiers)
    }

    /// Types `keys` (evdev codes) as a person does: each pressed in order and held, then all
    /// released in reverse. The modifiers follow from the keys through the keymap, as a real
    /// compositor works them out: after a key that changes them, wl_keyboard.modifiers.
    ///
    /// ```swift
    /// compositor.type([29, 56, 42, 15])   // Ctrl, Alt, Shift, Tab
    /// ```
    public func type(_ keys: [UInt32]) {
        for key in keys { sendTypedKey(key, pressed: true) }
        for key in keys.reversed() { sendTypedKey(key, pressed: false) }
    }

    private func sendTypedKey(_ key: UInt32, pressed: Bool) {
        sendKey(key, pressed: pressed, modifiers: nil)
        guard let masks = state.keyboardState?.update(key: key, pressed: pressed) else { return }
        let serial = state.nextSerial()
        keyboards.forEach {
            $0.modifiers(
                serial: serial, depressed: masks.depressed, latched: masks.latched, locked: masks.locked,
                group: masks.group)
        }
        state.flush()
    }

    /// Sends wl_keyboard.modifiers with `depressed` turned into the keymap's masks.
    public func setModifiers(_ depressed: Modifiers, locked: Modifiers = []) {
        let serial = state.nextSerial()
        let keymap = state.keymap
        keyboards.forEach {
            $0.modifiers(
                serial: serial, depressed: keymap.mask(for: depressed), latched: 0,
                locked: keymap.mask(for: locked), group: 0)
        }
        state.flush()
    }

    private func sendKey(_ key: UInt32, pressed: Bool, modifiers: Modifiers?) {
        if state.keyboardFocus?.isAlive != true { keyboardEnter() }
        if let modifiers { setModifiers(modifiers) }
        let serial = state.nextSerial()
        keyboards.forEach { $0.key(serial: serial, key: key, pressed: pressed) }
        state.flush()
    }

    private var keyboards: [KeyboardResource] { state.objects(state.keyboards, of: state.keyboardFocus) }
}
