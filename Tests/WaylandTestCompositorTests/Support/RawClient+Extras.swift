import CWaylandClient
import CWaylandProtocols

extension RawClient {
    func listen(pointer: OpaquePointer) { wl_pointer_add_listener(pointer, ExtraListeners.pointer, data) }
    func listen(output: OpaquePointer) { wl_output_add_listener(output, ExtraListeners.output, data) }
    func listen(fractionalScale: OpaquePointer) {
        wp_fractional_scale_v1_add_listener(fractionalScale, ExtraListeners.fractionalScale, data)
    }
    func listen(surface: OpaquePointer) { wl_surface_add_listener(surface, ExtraListeners.surface, data) }
    func listen(decoration: OpaquePointer) {
        zxdg_toplevel_decoration_v1_add_listener(decoration, ExtraListeners.decoration, data)
    }
}

private func log(_ data: UnsafeMutableRawPointer?, _ line: String) { RawClient.from(data).events.append(line) }
private func number(_ fixed: wl_fixed_t) -> Double { wl_fixed_to_double(fixed) }

enum ExtraListeners {
    nonisolated(unsafe) static let pointer = Listeners.table(
        wl_pointer_listener(
            enter: { data, _, _, _, x, y in log(data, "wl_pointer.enter \(number(x)) \(number(y))") },
            leave: { data, _, _, _ in log(data, "wl_pointer.leave") },
            motion: { data, _, _, x, y in log(data, "wl_pointer.motion \(number(x)) \(number(y))") },
            button: { data, _, _, _, button, pressed in log(data, "wl_pointer.button \(button) \(pressed)") },
            axis: { data, _, _, axis, value in log(data, "wl_pointer.axis \(axis) \(number(value))") },
            frame: { data, _ in log(data, "wl_pointer.frame") },
            axis_source: { data, _, source in log(data, "wl_pointer.axis_source \(source)") },
            axis_stop: { data, _, _, axis in log(data, "wl_pointer.axis_stop \(axis)") },
            axis_discrete: { data, _, axis, steps in log(data, "wl_pointer.axis_discrete \(axis) \(steps)") },
            axis_value120: { data, _, axis, value in log(data, "wl_pointer.axis_value120 \(axis) \(value)") }))

    nonisolated(unsafe) static let output = Listeners.table(
        wl_output_listener(
            geometry: { data, _, _, _, width, height, _, _, _, _ in log(data, "wl_output.geometry \(width) \(height)")
            },
            mode: { data, _, _, width, height, refresh in log(data, "wl_output.mode \(width) \(height) \(refresh)") },
            done: { data, _ in log(data, "wl_output.done") },
            scale: { data, _, factor in log(data, "wl_output.scale \(factor)") },
            name: { data, _, name in log(data, "wl_output.name \(String(cString: name!))") },
            description: { data, _, _ in log(data, "wl_output.description") }))

    nonisolated(unsafe) static let surface = Listeners.table(
        wl_surface_listener(
            enter: { data, _, output in log(data, "wl_surface.enter \(wl_proxy_get_id(output))") },
            leave: { data, _, output in log(data, "wl_surface.leave \(wl_proxy_get_id(output))") }))

    nonisolated(unsafe) static let fractionalScale = Listeners.table(
        wp_fractional_scale_v1_listener(
            preferred_scale: { data, _, scale in log(data, "preferred_scale \(scale)") }))

    nonisolated(unsafe) static let decoration = Listeners.table(
        zxdg_toplevel_decoration_v1_listener(
            configure: { data, _, mode in log(data, "decoration.configure \(mode)") }))
}
