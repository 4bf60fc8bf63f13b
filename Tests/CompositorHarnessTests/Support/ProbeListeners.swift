import CWaylandClient
import CWaylandProtocols
import CompositorHarness
import Foundation
import Glibc

/// The probe's listener tables: allocated once for the whole test run (libwayland keeps the
/// pointers for each proxy's life), every slot filled up to the versions the probe binds.
enum ProbeListeners {
    static func table<Listener>(_ listener: Listener) -> UnsafeMutablePointer<Listener> {
        ListenerTable.make(listener)
    }

    nonisolated(unsafe) static let wmBase = table(
        xdg_wm_base_listener(ping: { _, wmBase, serial in xdg_wm_base_pong(wmBase, serial) }))

    nonisolated(unsafe) static let surface = table(
        wl_surface_listener(
            enter: { data, _, _ in log(data, "surface.enter") },
            leave: { data, _, _ in log(data, "surface.leave") }))

    nonisolated(unsafe) static let output = table(
        wl_output_listener(
            geometry: { _, _, _, _, _, _, _, _, _, _ in },
            mode: { _, _, _, _, _, _ in },
            done: { _, _ in },
            scale: { _, _, _ in },
            name: { _, _, _ in },
            description: { _, _, _ in }))

    nonisolated(unsafe) static let xdgSurface = table(
        xdg_surface_listener(configure: { data, _, serial in ProbeClient.from(data).surfaceConfigured(serial: serial) })
    )

    nonisolated(unsafe) static let toplevel = table(
        xdg_toplevel_listener(
            configure: { data, _, width, height, _ in
                ProbeClient.from(data).toplevelConfigured(width: width, height: height)
            },
            close: { data, _ in log(data, "toplevel.close") },
            configure_bounds: { _, _, _, _ in },
            wm_capabilities: { _, _, _ in }))

    nonisolated(unsafe) static let buffer = table(
        wl_buffer_listener(release: { data, buffer in ProbeClient.from(data).bufferReleased(buffer!) }))

    nonisolated(unsafe) static let seat = table(
        wl_seat_listener(
            capabilities: { data, _, capabilities in ProbeClient.from(data).capabilitiesChanged(capabilities) },
            name: { _, _, _ in }))

    nonisolated(unsafe) static let touch = table(
        wl_touch_listener(
            down: { data, _, _, _, _, id, x, y in log(data, "touch.down \(id) \(number(x)) \(number(y))") },
            up: { data, _, _, _, id in log(data, "touch.up \(id)") },
            motion: { data, _, _, id, x, y in log(data, "touch.motion \(id) \(number(x)) \(number(y))") },
            frame: { data, _ in log(data, "touch.frame") },
            cancel: { data, _ in log(data, "touch.cancel") },
            shape: { _, _, _, _, _ in },
            orientation: { _, _, _, _ in }))

    nonisolated(unsafe) static let pointer = table(
        wl_pointer_listener(
            enter: { data, _, _, _, x, y in log(data, "pointer.enter \(number(x)) \(number(y))") },
            leave: { data, _, _, _ in log(data, "pointer.leave") },
            motion: { data, _, _, x, y in log(data, "pointer.motion \(number(x)) \(number(y))") },
            button: { data, _, _, _, button, state in log(data, "pointer.button \(button) \(state)") },
            axis: { data, _, _, axis, value in log(data, "pointer.axis \(axis) \(number(value))") },
            frame: { _, _ in },
            axis_source: { _, _, _ in },
            axis_stop: { _, _, _, _ in },
            axis_discrete: { _, _, _, _ in },
            axis_value120: { _, _, _, _ in }))

    nonisolated(unsafe) static let keyboard = table(
        wl_keyboard_listener(
            keymap: { _, _, _, descriptor, _ in close(descriptor) },
            enter: { data, _, _, _, _ in log(data, "keyboard.enter") },
            leave: { data, _, _, _ in log(data, "keyboard.leave") },
            key: { data, _, _, _, key, state in log(data, "keyboard.key \(key) \(state)") },
            modifiers: { _, _, _, _, _, _, _ in },
            repeat_info: { _, _, _, _ in }))
}

private func log(_ data: UnsafeMutableRawPointer?, _ line: String) { ProbeClient.from(data).log(line) }

/// A fixed-point coordinate with one decimal, as the event lines show it.
private func number(_ value: wl_fixed_t) -> String { String(format: "%.1f", wl_fixed_to_double(value)) }
