internal import CWaylandClient
internal import CWaylandProtocols

extension WaylandDisplay {
    /// The newest version of each global whose events we handle (libwayland 1.21,
    /// wayland-protocols 1.31). We bind `min(advertised, handled)`, never the header's version.
    enum HandledVersion {
        /// 4 brings `damage_buffer`; wl_surface has no newer events in libwayland 1.21.
        static let compositor: UInt32 = 4
        static let subcompositor: UInt32 = 1
        static let sharedMemory: UInt32 = 1
        /// 8: every wl_pointer event up to axis_value120; wl_touch shape and orientation (6).
        static let seat: UInt32 = 8
        /// 4: name and description.
        static let output: UInt32 = 4
        /// 3: hold gestures.
        static let pointerGestures: UInt32 = 3
        static let decorationManager: UInt32 = 1
        static let inputTimestamps: UInt32 = 1
        static let viewporter: UInt32 = 1
        static let fractionalScale: UInt32 = 1
        static let idleInhibit: UInt32 = 1
        static let idleNotifier: UInt32 = 1
        /// 1, the only version of tablet-unstable-v2.
        static let tabletManager: UInt32 = 1
    }

    /// Binds a newly listed global if GestureCanvas uses it: the singletons once, every seat
    /// and output.
    func bindIfUseful(_ global: Registry.Global) {
        switch global.interface {
        case "wl_compositor" where compositor == nil:
            compositor = BoundGlobal(
                registry.bind(global, gc_wl_compositor_interface(), handledVersion: HandledVersion.compositor),
                name: global.name, release: { wl_compositor_destroy($0) })
        case "wl_subcompositor" where subcompositor == nil:
            subcompositor = BoundGlobal(
                registry.bind(global, gc_wl_subcompositor_interface(), handledVersion: HandledVersion.subcompositor),
                name: global.name, release: { wl_subcompositor_destroy($0) })
        case "wl_shm" where sharedMemory == nil:
            // wl_shm's format events only list formats; ARGB8888 is mandatory, so nobody listens.
            sharedMemory = BoundGlobal(
                registry.bind(global, gc_wl_shm_interface(), handledVersion: HandledVersion.sharedMemory),
                name: global.name, release: { wl_shm_destroy($0) })
        case "xdg_wm_base" where wmBase == nil:
            wmBase = WmBase(
                registry.bind(global, gc_xdg_wm_base_interface(), handledVersion: WmBase.handledVersion),
                name: global.name)
        case "zxdg_decoration_manager_v1" where decorationManager == nil:
            decorationManager = BoundGlobal(
                registry.bind(
                    global, gc_zxdg_decoration_manager_v1_interface(), handledVersion: HandledVersion.decorationManager),
                name: global.name, release: { zxdg_decoration_manager_v1_destroy($0) })
        case "zwp_pointer_gestures_v1" where pointerGestures == nil:
            pointerGestures = BoundGlobal(
                registry.bind(
                    global, gc_zwp_pointer_gestures_v1_interface(), handledVersion: HandledVersion.pointerGestures),
                name: global.name,
                release: { manager in
                    // `release` is a request since version 2; version 1 only forgets the proxy.
                    if wl_proxy_get_version(manager) >= 2 {
                        zwp_pointer_gestures_v1_release(manager)
                    } else {
                        zwp_pointer_gestures_v1_destroy(manager)
                    }
                })
            seats.forEach { $0.extensionsChanged() }
        case "zwp_input_timestamps_manager_v1" where inputTimestamps == nil:
            inputTimestamps = BoundGlobal(
                registry.bind(
                    global, gc_zwp_input_timestamps_manager_v1_interface(),
                    handledVersion: HandledVersion.inputTimestamps),
                name: global.name, release: { zwp_input_timestamps_manager_v1_destroy($0) })
            seats.forEach { $0.extensionsChanged() }
        case "zwp_tablet_manager_v2" where tabletManager == nil:
            tabletManager = BoundGlobal(
                registry.bind(
                    global, gc_zwp_tablet_manager_v2_interface(), handledVersion: HandledVersion.tabletManager),
                name: global.name, release: { zwp_tablet_manager_v2_destroy($0) })
            seats.forEach { $0.extensionsChanged() }
        case "wp_viewporter" where viewporter == nil:
            viewporter = BoundGlobal(
                registry.bind(global, gc_wp_viewporter_interface(), handledVersion: HandledVersion.viewporter),
                name: global.name, release: { wp_viewporter_destroy($0) })
        case "wp_fractional_scale_manager_v1" where fractionalScaleManager == nil:
            // Windows made from now on present fractionally; one already open keeps its scale.
            fractionalScaleManager = BoundGlobal(
                registry.bind(
                    global, gc_wp_fractional_scale_manager_v1_interface(),
                    handledVersion: HandledVersion.fractionalScale),
                name: global.name, release: { wp_fractional_scale_manager_v1_destroy($0) })
        case "zwp_idle_inhibit_manager_v1" where idleInhibitManager == nil:
            idleInhibitManager = BoundGlobal(
                registry.bind(
                    global, gc_zwp_idle_inhibit_manager_v1_interface(), handledVersion: HandledVersion.idleInhibit),
                name: global.name, release: { zwp_idle_inhibit_manager_v1_destroy($0) })
        case "ext_idle_notifier_v1" where idleNotifier == nil:
            idleNotifier = BoundGlobal(
                registry.bind(global, gc_ext_idle_notifier_v1_interface(), handledVersion: HandledVersion.idleNotifier),
                name: global.name, release: { ext_idle_notifier_v1_destroy($0) })
        case "wp_presentation" where presentation == nil:
            presentation = Presentation(
                registry.bind(global, gc_wp_presentation_interface(), handledVersion: Presentation.handledVersion),
                name: global.name)
        case "wl_output":
            let proxy = registry.bind(global, gc_wl_output_interface(), handledVersion: HandledVersion.output)
            let output = Output(proxy, name: global.name)
            output.onChange = { [unowned self] in outputsChanged() }
            outputs.append(output)
        case "wl_seat":
            let proxy = registry.bind(global, gc_wl_seat_interface(), handledVersion: HandledVersion.seat)
            seats.append(Seat(proxy, name: global.name, display: self))
        default:
            break
        }
    }

    /// A global went away: drop what we bound of it. Seats cancel their input first.
    func forget(_ global: Registry.Global) {
        switch global.interface {
        case "wl_seat":
            guard let index = seats.firstIndex(where: { $0.name == global.name }) else { return }
            let seat = seats.remove(at: index)
            seat.removeAllDevices()
            inputDevicesChanged()
        case "wl_output":
            outputs.removeAll { $0.name == global.name }
            outputsChanged()
        case "zwp_pointer_gestures_v1" where pointerGestures?.name == global.name:
            // The gesture objects made from it stay valid; new pointers just get none.
            pointerGestures = nil
        case "zwp_tablet_manager_v2" where tabletManager?.name == global.name:
            // The tablet seats made from it stay valid, with their tools.
            tabletManager = nil
        case "zwp_input_timestamps_manager_v1" where inputTimestamps?.name == global.name:
            inputTimestamps = nil
        case "wp_presentation" where presentation?.name == global.name:
            // Feedback already asked for still comes; frames drawn from now on ask for none.
            presentation = nil
        default:
            // wl_compositor, wl_shm and xdg_wm_base do not go away while a compositor runs.
            break
        }
    }

    /// An output changed its scale, or one came or went: windows pick their buffer scale again.
    func outputsChanged() {
        liveWindows.forEach { $0.outputsChanged() }
    }

    /// A seat gained or lost a device.
    func inputDevicesChanged() {
        shellLog.debug("input devices: \(inputDescription)")
        onInputDevicesChange?()
    }

    /// The output whose proxy is `proxy` (a `wl_surface.enter` argument), if we know it.
    func output(for proxy: OpaquePointer?) -> Output? {
        guard let proxy else { return nil }
        return outputs.first { $0.proxy == proxy }
    }

    /// The window globals, or the error naming the first one missing.
    func windowGlobals() throws -> (compositor: BoundGlobal, sharedMemory: BoundGlobal, wmBase: WmBase) {
        guard let compositor else { throw ShellError.missingGlobal("wl_compositor") }
        guard let sharedMemory else { throw ShellError.missingGlobal("wl_shm") }
        guard let wmBase else { throw ShellError.missingGlobal("xdg_wm_base") }
        return (compositor, sharedMemory, wmBase)
    }
}
