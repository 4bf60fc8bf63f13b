import CWaylandClient
import CWaylandProtocols
import Testing
import WaylandTestCompositor

@Suite("Requests the compositor does not act on")
struct RobustnessTests {
    @Test func everyOtherRequestIsAcceptedWithoutHarm() throws {
        let compositor = try TestCompositor()
        let client = try RawClient.connected(to: compositor)
        let window = try RawWindow(client: client)
        let seat = try client.bindSeat()
        let pointer = wl_seat_get_pointer(seat)

        // Surface state the compositor only records or ignores.
        let region = wl_compositor_create_region(window.compositor)
        wl_region_add(region, 0, 0, 10, 10)
        wl_region_subtract(region, 1, 1, 2, 2)
        wl_surface_set_opaque_region(window.surface, region)
        wl_surface_set_input_region(window.surface, nil)
        wl_region_destroy(region)
        wl_surface_set_buffer_scale(window.surface, 2)
        wl_surface_set_buffer_transform(window.surface, 1)
        wl_surface_damage(window.surface, 0, 0, .max, .max)
        wl_pointer_set_cursor(pointer, 0, nil, 0, 0)

        // Window management requests.
        xdg_toplevel_set_maximized(window.toplevel)
        xdg_toplevel_unset_maximized(window.toplevel)
        xdg_toplevel_set_minimized(window.toplevel)
        xdg_toplevel_set_max_size(window.toplevel, 0, 0)
        xdg_toplevel_move(window.toplevel, seat, 0)
        xdg_toplevel_resize(window.toplevel, seat, 0, 8)
        xdg_toplevel_show_window_menu(window.toplevel, seat, 0, 1, 1)
        xdg_toplevel_set_parent(window.toplevel, nil)
        xdg_surface_set_window_geometry(window.xdgSurface, 0, 0, 50, 40)

        // A popup with its positioner.
        let positioner = xdg_wm_base_create_positioner(window.wmBase)
        xdg_positioner_set_size(positioner, 20, 10)
        xdg_positioner_set_anchor_rect(positioner, 5, 5, 1, 1)
        xdg_positioner_set_anchor(positioner, 1)
        xdg_positioner_set_gravity(positioner, 1)
        xdg_positioner_set_constraint_adjustment(positioner, 0)
        xdg_positioner_set_offset(positioner, 2, 3)
        try window.map(compositor, title: "robust")
        let popupSurface = wl_compositor_create_surface(window.compositor)
        let popupXdgSurface = xdg_wm_base_get_xdg_surface(window.wmBase, popupSurface)
        let popup = xdg_surface_get_popup(popupXdgSurface, window.xdgSurface, positioner)
        xdg_popup_grab(popup, seat, 0)
        wl_surface_commit(popupSurface)
        try client.roundtrip(compositor)
        xdg_popup_destroy(popup)
        xdg_surface_destroy(popupXdgSurface)
        wl_surface_destroy(popupSurface)
        xdg_positioner_destroy(positioner)

        // Releasing and destroying everything.
        wl_pointer_release(pointer)
        client.destroy(seat, with: wl_seat_release)
        try client.roundtrip(compositor)

        #expect(client.error == 0)
        #expect(compositor.toplevel?.minimizeRequests == 1)
        #expect(compositor.toplevel?.windowGeometry == .init(x: 0, y: 0, width: 50, height: 40))
        #expect(compositor.boundPointerCount == 0)
        // The popup did not become the main surface.
        #expect(compositor.toplevel?.title == "robust")
    }

    @Test func inputWithNothingBoundGoesNowhere() throws {
        let compositor = try TestCompositor()
        compositor.touchDown(id: 0, at: (x: 0, y: 0))
        compositor.touchFrame()
        compositor.pointerMotion(to: (x: 1, y: 1))
        compositor.keyPress(1)
        compositor.pinchBegin()
        compositor.sendFrameDone()
        #expect(compositor.configure(width: 1, height: 1) == nil)
    }

    @Test func aClientThatDisappearsMidWayLeavesTheCompositorUsable() throws {
        let compositor = try TestCompositor()
        do {
            let client = try RawClient.connected(to: compositor)
            let window = try RawWindow(client: client)
            try window.map(compositor, title: "gone")
            window.commit(window.makeBuffer(width: 1, height: 1, color: 0), width: 1, height: 1)
            try client.roundtrip(compositor)
        }
        compositor.dispatch(timeout: 50)
        #expect(compositor.connectedClientCount == 0)
        #expect(compositor.toplevel == nil && compositor.heldBufferIDs.isEmpty)

        _ = try RawClient.connected(to: compositor)
        #expect(compositor.connectedClientCount == 1)
    }
}
