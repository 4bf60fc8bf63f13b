internal import CWaylandServerProtocols

/// `xdg_toplevel`: records what the client asks of its window and sends configures (with
/// the decoration's mode when there is a decoration object).
final class Toplevel: Resource {
    private enum Opcode: UInt32 {
        case destroy, setParent, setTitle, setAppId, showWindowMenu, move, resize, setMaxSize, setMinSize
        case setMaximized, unsetMaximized, setFullscreen, unsetFullscreen, setMinimized
    }
    override class var destructor: UInt32? { Opcode.destroy.rawValue }

    weak var xdgSurface: XdgSurface?
    weak var decoration: ToplevelDecoration?
    var surface: Surface? { xdgSurface?.surface }
    var info = TestCompositor.ToplevelInfo()
    private lazy var size = state.options.initialToplevelSize
    private lazy var states = state.options.initialToplevelStates

    override func handle(_ request: Request) {
        switch Opcode(rawValue: request.opcode) {
        case .setTitle: info.title = request.string(0)
        case .setAppId: info.appID = request.string(0)
        case .move: info.moveRequests += 1
        case .resize: info.resizeRequests += 1
        case .setMaxSize: info.maximumSize = .init(width: request.int(0), height: request.int(1))
        case .setMinSize: info.minimumSize = .init(width: request.int(0), height: request.int(1))
        case .setMinimized: info.minimizeRequests += 1
        case .setMaximized:
            info.maximizedRequested = true
            answer(adding: .maximized)
        case .unsetMaximized:
            info.maximizedRequested = false
            answer(removing: .maximized)
        case .setFullscreen:
            info.fullscreenRequested = true
            info.fullscreenRequests += 1
            let output = request.resource(0, as: OutputResource.self, interface: gcs_wl_output_interface())
            info.fullscreenOutput = output?.output.name
            answer(adding: .fullscreen)
        case .unsetFullscreen:
            info.fullscreenRequested = false
            info.fullscreenOutput = nil
            answer(removing: .fullscreen)
        case .destroy, .setParent, .showWindowMenu, nil:
            break
        }
    }

    /// A real compositor grants fullscreen and maximize with a configure of the output's
    /// size; leaving the state hands the size back to the client (0 × 0).
    private func answer(
        adding added: TestCompositor.ToplevelState? = nil,
        removing removed: TestCompositor.ToplevelState? = nil
    ) {
        guard state.options.answersStateRequests else { return }
        var newStates = states.filter { $0 != removed }
        if let added, !newStates.contains(added) { newStates.append(added) }
        let fills = newStates.contains(.fullscreen) || newStates.contains(.maximized)
        let newSize = fills ? state.logicalOutputSize : TestCompositor.Size(width: 0, height: 0)
        if info.lastConfigureSerial == nil {
            // Not configured yet: the first configure will carry it.
            (size, states) = (newSize, newStates)
        } else {
            configure(size: newSize, states: newStates)
        }
    }

    /// The first configure, preceded by the version 4 and 5 hints a compositor sends first.
    func sendInitialConfigure() {
        if let handle, supports(XDG_TOPLEVEL_CONFIGURE_BOUNDS_SINCE_VERSION) {
            let bounds = state.logicalOutputSize
            xdg_toplevel_send_configure_bounds(handle, bounds.width, bounds.height)
        }
        if let handle, supports(XDG_TOPLEVEL_WM_CAPABILITIES_SINCE_VERSION) {
            let capabilities = [
                XDG_TOPLEVEL_WM_CAPABILITIES_MAXIMIZE, XDG_TOPLEVEL_WM_CAPABILITIES_FULLSCREEN,
                XDG_TOPLEVEL_WM_CAPABILITIES_MINIMIZE,
            ].map(\.rawValue)
            withWaylandArray(of: capabilities) { xdg_toplevel_send_wm_capabilities(handle, $0) }
        }
        configure(size: size, states: states)
    }

    /// Sends xdg_toplevel.configure, the decoration's configure, then xdg_surface.configure.
    @discardableResult
    func configure(size: TestCompositor.Size, states: [TestCompositor.ToplevelState]) -> UInt32? {
        guard let handle, let xdgSurface else { return nil }
        (self.size, self.states) = (size, states)
        // Tiled states exist since version 2; older clients must not see them.
        let sendable = states.filter { $0.rawValue <= 4 || supports(XDG_TOPLEVEL_STATE_TILED_LEFT_SINCE_VERSION) }
        withWaylandArray(of: sendable.map(\.rawValue)) {
            xdg_toplevel_send_configure(handle, size.width, size.height, $0)
        }
        decoration?.sendConfigure()
        let serial = xdgSurface.sendConfigure()
        info.configuredSize = size
        info.configuredStates = states
        info.lastConfigureSerial = serial
        return serial
    }

    func close() {
        if let handle { xdg_toplevel_send_close(handle) }
    }

    /// The record the test reads, with what the xdg_surface knows filled in.
    var snapshot: TestCompositor.ToplevelInfo {
        var info = info
        info.windowGeometry = xdgSurface?.windowGeometry
        info.lastAckedSerial = xdgSurface?.lastAckedSerial
        return info
    }

    override func resourceDestroyed() {
        state.toplevels.removeAll { $0 === self }
    }
}

extension CompositorState {
    /// The output's size in surface coordinates (pixels divided by the integer scale).
    var logicalOutputSize: TestCompositor.Size {
        let size = pluggedOutputs.first?.size ?? options.outputSize
        let scale = max(outputScale, 1)
        return .init(width: size.width / scale, height: size.height / scale)
    }
}
