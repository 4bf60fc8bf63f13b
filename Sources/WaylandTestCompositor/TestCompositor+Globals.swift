internal import CWaylandServerProtocols

extension TestCompositor {
    /// Advertises every global in `options.globals`; binding one makes its Swift object.
    func advertiseGlobals() throws {
        let state = self.state
        for global in Global.allCases where options.globals.contains(global) {
            switch global {
            case .shm:
                // libwayland's own wl_shm: pools are the client's fd mapped by libwayland, with
                // SIGBUS protection while we read; it always offers ARGB8888 and XRGB8888.
                guard wl_display_init_shm(state.display) == 0 else {
                    throw TestCompositorError.globalRefused(interface: global.rawValue, version: 1)
                }
            case .compositor:
                try advertise(global, gcs_wl_compositor_interface()) { _ = CompositorResource(binding: $0) }
            case .subcompositor:
                try advertise(global, gcs_wl_subcompositor_interface()) { _ = SubcompositorResource(binding: $0) }
            case .seat:
                try advertise(global, gcs_wl_seat_interface()) {
                    let seat = SeatResource(binding: $0)
                    state.seats.append(seat)
                    seat.announce()
                }
            case .output:
                try advertise(state.pluggedOutputs[0])
            case .xdgWmBase:
                try advertise(global, gcs_xdg_wm_base_interface()) { state.wmBases.append(WmBase(binding: $0)) }
            case .decorationManager:
                try advertise(global, gcs_zxdg_decoration_manager_v1_interface()) { _ = DecorationManager(binding: $0) }
            case .pointerGestures:
                try advertise(global, gcs_zwp_pointer_gestures_v1_interface()) {
                    _ = PointerGesturesManager(binding: $0)
                }
            case .inputTimestamps:
                try advertise(global, gcs_zwp_input_timestamps_manager_v1_interface()) {
                    _ = InputTimestampsManager(binding: $0)
                }
            case .viewporter:
                try advertise(global, gcs_wp_viewporter_interface()) { _ = ViewporterResource(binding: $0) }
            case .fractionalScale:
                try advertise(global, gcs_wp_fractional_scale_manager_v1_interface()) {
                    _ = FractionalScaleManager(binding: $0)
                }
            case .idleInhibit:
                try advertise(global, gcs_zwp_idle_inhibit_manager_v1_interface()) {
                    _ = IdleInhibitManager(binding: $0)
                }
            case .idleNotifier:
                try advertise(global, gcs_ext_idle_notifier_v1_interface()) { _ = IdleNotifier(binding: $0) }
            case .tabletManager:
                try advertise(global, gcs_zwp_tablet_manager_v2_interface()) { _ = TabletManagerResource(binding: $0) }
            }
        }
        // Only a compositor with a presentation clock can say when frames were shown.
        if options.presentationClock != nil {
            try advertise("wp_presentation", gcs_wp_presentation_interface(), version: 1) {
                PresentationResource(binding: $0).announce()
            }
        }
    }

    /// Advertises `output` as a `wl_output` global; each bind makes a resource announcing it.
    func advertise(_ output: PluggedOutput) throws {
        let state = self.state
        try advertise(Global.output.rawValue, gcs_wl_output_interface(), version: options.version(of: .output)) {
            let resource = OutputResource(binding: $0, output: output)
            state.outputs.append(resource)
            resource.announce()
        }
        output.global = globals.last
    }

    private func advertise(
        _ global: Global, _ interface: UnsafePointer<wl_interface>,
        bind: @escaping (Binding) -> Void
    ) throws {
        try advertise(global.rawValue, interface, version: options.version(of: global), bind: bind)
    }

    private func advertise(
        _ name: String, _ interface: UnsafePointer<wl_interface>, version: UInt32,
        bind: @escaping (Binding) -> Void
    ) throws {
        guard let advertised = AdvertisedGlobal(state: state, interface: interface, version: version, bind: bind) else {
            throw TestCompositorError.globalRefused(interface: name, version: version)
        }
        globals.append(advertised)
    }
}
