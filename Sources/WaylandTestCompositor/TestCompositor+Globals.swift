internal import CWaylandServerProtocols

extension TestCompositor {
    /// Advertises every global in `options.globals`; binding one makes its Swift object.
    func advertiseGlobals() throws {
        let state = self.state
        for global in Global.allCases where options.globals.contains(global) {
            let version = options.version(of: global)
            switch global {
            case .shm:
                // libwayland's own wl_shm: pools are the client's fd mapped by libwayland, with
                // SIGBUS protection while we read; it always offers ARGB8888 and XRGB8888.
                guard wl_display_init_shm(state.display) == 0 else {
                    throw TestCompositorError.globalRefused(interface: global.rawValue, version: 1)
                }
            case .compositor:
                try advertise(global, gcs_wl_compositor_interface(), version) {
                    _ = CompositorResource(state: state, client: $0, interface: $1, version: $2, id: $3)
                }
            case .seat:
                try advertise(global, gcs_wl_seat_interface(), version) {
                    let seat = SeatResource(state: state, client: $0, interface: $1, version: $2, id: $3)
                    state.seats.append(seat)
                    seat.announce()
                }
            case .output:
                try advertise(global, gcs_wl_output_interface(), version) {
                    let output = OutputResource(state: state, client: $0, interface: $1, version: $2, id: $3)
                    state.outputs.append(output)
                    output.announce()
                }
            case .xdgWmBase:
                try advertise(global, gcs_xdg_wm_base_interface(), version) {
                    state.wmBases.append(WmBase(state: state, client: $0, interface: $1, version: $2, id: $3))
                }
            case .decorationManager:
                try advertise(global, gcs_zxdg_decoration_manager_v1_interface(), version) {
                    _ = DecorationManager(state: state, client: $0, interface: $1, version: $2, id: $3)
                }
            case .pointerGestures:
                try advertise(global, gcs_zwp_pointer_gestures_v1_interface(), version) {
                    _ = PointerGesturesManager(state: state, client: $0, interface: $1, version: $2, id: $3)
                }
            case .inputTimestamps:
                try advertise(global, gcs_zwp_input_timestamps_manager_v1_interface(), version) {
                    _ = InputTimestampsManager(state: state, client: $0, interface: $1, version: $2, id: $3)
                }
            case .viewporter:
                try advertise(global, gcs_wp_viewporter_interface(), version) {
                    _ = ViewporterResource(state: state, client: $0, interface: $1, version: $2, id: $3)
                }
            case .fractionalScale:
                try advertise(global, gcs_wp_fractional_scale_manager_v1_interface(), version) {
                    _ = FractionalScaleManager(state: state, client: $0, interface: $1, version: $2, id: $3)
                }
            case .idleInhibit:
                try advertise(global, gcs_zwp_idle_inhibit_manager_v1_interface(), version) {
                    _ = IdleInhibitManager(state: state, client: $0, interface: $1, version: $2, id: $3)
                }
            }
        }
    }

    private func advertise(
        _ global: Global, _ interface: UnsafePointer<wl_interface>, _ version: UInt32,
        bind: @escaping (OpaquePointer, UnsafePointer<wl_interface>, UInt32, UInt32) -> Void
    ) throws {
        guard let advertised = AdvertisedGlobal(display: state.display, interface: interface, version: version,
                                                bind: { client, version, id in bind(client, interface, version, id) })
        else { throw TestCompositorError.globalRefused(interface: global.rawValue, version: version) }
        globals.append(advertised)
    }
}
