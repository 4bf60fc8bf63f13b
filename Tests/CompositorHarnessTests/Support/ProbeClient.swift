import CWaylandClient
import CWaylandProtocols
import CompositorHarness
import Foundation
import Glibc

/// The smallest real Wayland client, inside the test process: one window filled with a solid
/// buffer (fullscreen if asked), and every seat device the compositor offers, each event logged
/// as one readable line (`touch.down 0 100.0 120.0`) for the tests to assert on.
///
/// It runs on the test's thread beside the compositor process and a `KWinFakeInput`: inject,
/// then `waitFor(_:)` here, which pumps this client's connection until the line shows up.
final class ProbeClient {
    let connection: WaylandConnection
    /// Every event received, in order.
    private(set) var events: [String] = []
    private let fullscreen: Bool
    private let compositor: OpaquePointer
    private let shm: OpaquePointer
    private let wmBase: OpaquePointer
    private let surface: OpaquePointer
    private let xdgSurface: OpaquePointer
    private let toplevel: OpaquePointer
    private let output: OpaquePointer?
    private var seat: OpaquePointer?
    private(set) var touch: OpaquePointer?
    private(set) var pointer: OpaquePointer?
    private(set) var keyboard: OpaquePointer?
    /// The size the latest `xdg_toplevel.configure` asked for (0 leaves it to us).
    private var requestedSize = (width: Int32(0), height: Int32(0))
    /// The size of the buffer now attached.
    private(set) var shownSize: (width: Int32, height: Int32)?
    /// Buffers the compositor has not released yet (destroyed on release, or with the probe).
    private var heldBuffers: [OpaquePointer] = []

    init(compositor server: Compositor, fullscreen: Bool = true) throws {
        self.fullscreen = fullscreen
        connection = try WaylandConnection(compositor: server)
        compositor = try connection.bind("wl_compositor", interface: gc_wl_compositor_interface(), upTo: 4).proxy
        shm = try connection.bind("wl_shm", interface: gc_wl_shm_interface(), upTo: 1).proxy
        wmBase = try connection.bind("xdg_wm_base", interface: gc_xdg_wm_base_interface(), upTo: 5).proxy
        surface = wl_compositor_create_surface(compositor)
        xdgSurface = xdg_wm_base_get_xdg_surface(wmBase, surface)
        toplevel = xdg_surface_get_toplevel(xdgSurface)
        // Compositors send wl_surface.enter only for outputs the client has bound.
        output = try? connection.bind("wl_output", interface: gc_wl_output_interface(), upTo: 4).proxy
        xdg_wm_base_add_listener(wmBase, ProbeListeners.wmBase, data)
        wl_surface_add_listener(surface, ProbeListeners.surface, data)
        xdg_surface_add_listener(xdgSurface, ProbeListeners.xdgSurface, data)
        xdg_toplevel_add_listener(toplevel, ProbeListeners.toplevel, data)
        if let output { wl_output_add_listener(output, ProbeListeners.output, data) }
        // weston's headless backend has no wl_seat: a probe there just has no devices.
        if connection.globals["wl_seat"] != nil {
            seat = try connection.bind("wl_seat", interface: gc_wl_seat_interface(), upTo: 7).proxy
            wl_seat_add_listener(seat, ProbeListeners.seat, data)
        }
    }

    deinit {
        heldBuffers.forEach { wl_buffer_destroy($0) }
        [touch, pointer, keyboard].compactMap { $0 }.forEach { wl_proxy_destroy($0) }
        if let seat { wl_seat_destroy(seat) }
        xdg_toplevel_destroy(toplevel)
        xdg_surface_destroy(xdgSurface)
        wl_surface_destroy(surface)
        xdg_wm_base_destroy(wmBase)
        wl_shm_destroy(shm)
        if let output { wl_output_release(output) }
        wl_compositor_destroy(compositor)
    }

    var data: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    static func from(_ data: UnsafeMutableRawPointer?) -> ProbeClient {
        Unmanaged<ProbeClient>.fromOpaque(data!).takeUnretainedValue()
    }

    /// Maps the window: the first commit, the compositor's configure (answered with a buffer of
    /// the size it asked for), until the surface enters the output: the compositor shows it.
    func show(title: String = "compositor-harness probe", timeout: Duration = .seconds(10)) throws {
        xdg_toplevel_set_title(toplevel, title)
        if fullscreen { xdg_toplevel_set_fullscreen(toplevel, nil) }
        wl_surface_commit(surface)
        try waitFor("surface.enter", timeout: timeout)
    }

    /// Pumps the connection until an event line starting with `prefix` has arrived (at any time
    /// since the probe connected); returns that line.
    @discardableResult
    func waitFor(_ prefix: String, timeout: Duration = .seconds(5)) throws -> String {
        var found: String?
        try connection.dispatch(timeout: timeout) {
            found = events.first { $0.hasPrefix(prefix) }
            return found != nil
        }
        return found!
    }

    /// Pumps until `count` event lines start with `prefix`.
    func waitFor(_ count: Int, _ prefix: String, timeout: Duration = .seconds(5)) throws {
        try connection.dispatch(timeout: timeout) { events(starting: prefix).count >= count }
    }

    func events(starting prefix: String) -> [String] { events.filter { $0.hasPrefix(prefix) } }

    /// Forgets the events so far.
    func clearEvents() { events.removeAll() }

    func log(_ line: String) { events.append(line) }

    /// The seat's devices changed: bind the new ones, drop the ones gone.
    func capabilitiesChanged(_ capabilities: UInt32) {
        let names = [
            (WL_SEAT_CAPABILITY_POINTER, "pointer"), (WL_SEAT_CAPABILITY_KEYBOARD, "keyboard"),
            (WL_SEAT_CAPABILITY_TOUCH, "touch"),
        ].filter { capabilities & $0.0.rawValue != 0 }.map(\.1)
        log("seat.capabilities \(names.joined(separator: " "))")
        guard let seat else { return }
        let has = { (capability: wl_seat_capability) in capabilities & capability.rawValue != 0 }
        update(&touch, present: has(WL_SEAT_CAPABILITY_TOUCH), release: wl_touch_release) {
            let touch = wl_seat_get_touch(seat)
            wl_touch_add_listener(touch, ProbeListeners.touch, data)
            return touch
        }
        update(&pointer, present: has(WL_SEAT_CAPABILITY_POINTER), release: wl_pointer_release) {
            let pointer = wl_seat_get_pointer(seat)
            wl_pointer_add_listener(pointer, ProbeListeners.pointer, data)
            return pointer
        }
        update(&keyboard, present: has(WL_SEAT_CAPABILITY_KEYBOARD), release: wl_keyboard_release) {
            let keyboard = wl_seat_get_keyboard(seat)
            wl_keyboard_add_listener(keyboard, ProbeListeners.keyboard, data)
            return keyboard
        }
    }

    /// Binds a device that appeared, releases one that went.
    private func update(
        _ device: inout OpaquePointer?, present: Bool, release: (OpaquePointer) -> Void,
        bind: () -> OpaquePointer?
    ) {
        if present, device == nil {
            device = bind()
        } else if !present, let gone = device {
            release(gone)
            device = nil
        }
    }

    func toplevelConfigured(width: Int32, height: Int32) {
        requestedSize = (width, height)
        log("toplevel.configure \(width) \(height)")
    }

    /// Acknowledges a configure and shows a buffer of the asked size (320×240 when the compositor
    /// leaves the size to us). A new buffer each time: one the compositor still holds is never
    /// touched, and each is destroyed when released.
    func surfaceConfigured(serial: UInt32) {
        xdg_surface_ack_configure(xdgSurface, serial)
        let width = requestedSize.width > 0 ? requestedSize.width : 320
        let height = requestedSize.height > 0 ? requestedSize.height : 240
        if let shownSize, shownSize == (width, height) {
            wl_surface_commit(surface)
            return
        }
        guard let buffer = makeBuffer(width: width, height: height) else {
            log("probe.error cannot make a \(width)x\(height) buffer")
            return
        }
        wl_surface_attach(surface, buffer, 0, 0)
        wl_surface_damage_buffer(surface, 0, 0, width, height)
        wl_surface_commit(surface)
        shownSize = (width, height)
    }

    /// A `width × height` ARGB8888 buffer of one opaque colour.
    private func makeBuffer(width: Int32, height: Int32) -> OpaquePointer? {
        let stride = width * 4
        let size = Int(stride * height)
        let descriptor = gc_memfd_create("compositor-harness-probe")
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard ftruncate(descriptor, off_t(size)) == 0,
            let memory = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0), memory != MAP_FAILED
        else { return nil }
        memory.initializeMemory(as: UInt32.self, repeating: 0xff33_6699, count: size / 4)
        munmap(memory, size)
        let pool = wl_shm_create_pool(shm, descriptor, Int32(size))
        defer { wl_shm_pool_destroy(pool) }
        let buffer = wl_shm_pool_create_buffer(pool, 0, width, height, stride, WL_SHM_FORMAT_ARGB8888.rawValue)
        wl_buffer_add_listener(buffer, ProbeListeners.buffer, data)
        if let buffer { heldBuffers.append(buffer) }
        return buffer
    }

    func bufferReleased(_ buffer: OpaquePointer) {
        heldBuffers.removeAll { $0 == buffer }
        wl_buffer_destroy(buffer)
    }
}
