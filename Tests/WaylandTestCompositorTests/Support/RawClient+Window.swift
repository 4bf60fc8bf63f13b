import CWaylandClient
import CWaylandProtocols
import Glibc
import WaylandTestCompositor

/// An xdg toplevel window with shm buffers, as the smallest real client makes one.
final class RawWindow {
    let client: RawClient
    let compositor: OpaquePointer
    let shm: OpaquePointer
    let wmBase: OpaquePointer
    let surface: OpaquePointer
    let xdgSurface: OpaquePointer
    let toplevel: OpaquePointer
    /// The serial of the newest xdg_surface.configure, acknowledged at once.
    var configureSerial: UInt32?

    init(client: RawClient) throws {
        self.client = client
        compositor = try client.bind("wl_compositor", gc_wl_compositor_interface(), version: 4)
        shm = try client.bind("wl_shm", gc_wl_shm_interface(), version: 1)
        wmBase = try client.bind("xdg_wm_base", gc_xdg_wm_base_interface(), version: 1)
        xdg_wm_base_add_listener(wmBase, WindowListeners.wmBase, client.data)
        surface = client.own(wl_compositor_create_surface(compositor))
        xdgSurface = client.own(xdg_wm_base_get_xdg_surface(wmBase, surface))
        toplevel = client.own(xdg_surface_get_toplevel(xdgSurface))
        xdg_surface_add_listener(xdgSurface, WindowListeners.xdgSurface, Unmanaged.passUnretained(self).toOpaque())
        xdg_toplevel_add_listener(toplevel, WindowListeners.toplevel, client.data)
    }

    /// Sets the title and makes the initial commit; returns once the first configure came.
    func map(_ compositor: TestCompositor, title: String) throws {
        xdg_toplevel_set_title(toplevel, title)
        wl_surface_commit(surface)
        try client.pump(compositor) { configureSerial != nil }
    }

    /// A `width × height` ARGB8888 buffer filled with `color` (0xAARRGGBB).
    func makeBuffer(width: Int32, height: Int32, color: UInt32) -> OpaquePointer {
        let stride = width * 4
        let size = Int(stride * height)
        let descriptor = gc_memfd_create("raw-client-buffer")
        precondition(descriptor >= 0 && ftruncate(descriptor, off_t(size)) == 0)
        let memory = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0)!
        memory.initializeMemory(as: UInt32.self, repeating: color, count: size / 4)
        munmap(memory, size)
        let pool = wl_shm_create_pool(shm, descriptor, Int32(size))
        let buffer = wl_shm_pool_create_buffer(pool, 0, width, height, stride, WL_SHM_FORMAT_ARGB8888.rawValue)!
        wl_shm_pool_destroy(pool)
        close(descriptor)
        wl_buffer_add_listener(buffer, WindowListeners.buffer, client.data)
        return client.own(buffer)
    }

    /// Attaches, damages all of it, and commits.
    func commit(_ buffer: OpaquePointer, width: Int32, height: Int32) {
        wl_surface_attach(surface, buffer, 0, 0)
        wl_surface_damage_buffer(surface, 0, 0, width, height)
        wl_surface_commit(surface)
    }

    fileprivate func configured(serial: UInt32) {
        configureSerial = serial
        xdg_surface_ack_configure(xdgSurface, serial)
    }
}

enum WindowListeners {
    nonisolated(unsafe) static let wmBase = Listeners.table(
        xdg_wm_base_listener(
            ping: { data, wmBase, serial in
                xdg_wm_base_pong(wmBase, serial)
                RawClient.from(data).events.append("xdg_wm_base.ping \(serial)")
            }))

    nonisolated(unsafe) static let xdgSurface = Listeners.table(
        xdg_surface_listener(
            configure: { data, _, serial in
                Unmanaged<RawWindow>.fromOpaque(data!).takeUnretainedValue().configured(serial: serial)
            }))

    nonisolated(unsafe) static let toplevel = Listeners.table(
        xdg_toplevel_listener(
            configure: { data, _, width, height, states in
                let values =
                    states.map { array in
                        (0..<array.pointee.size / 4).map {
                            array.pointee.data.load(fromByteOffset: $0 * 4, as: UInt32.self)
                        }
                    } ?? []
                RawClient.from(data).events.append("xdg_toplevel.configure \(width) \(height) \(values)")
            },
            close: { data, _ in RawClient.from(data).events.append("xdg_toplevel.close") },
            configure_bounds: { data, _, width, height in
                RawClient.from(data).events.append("xdg_toplevel.configure_bounds \(width) \(height)")
            },
            wm_capabilities: { data, _, _ in RawClient.from(data).events.append("xdg_toplevel.wm_capabilities") }))

    nonisolated(unsafe) static let buffer = Listeners.table(
        wl_buffer_listener(
            release: { data, buffer in
                RawClient.from(data).events.append("wl_buffer.release \(wl_proxy_get_id(buffer))")
            }))
}
