import CWaylandClient
import CWaylandProtocols
import Testing
import WaylandTestCompositor

@Suite("Outputs, scale and the smaller protocols")
struct ExtrasTests {
    @Test func theOutputAnnouncesItselfAndItsScaleChanges() throws {
        let (compositor, client, window) = try openWindow(title: nil)
        client.listen(output: try client.bind("wl_output", gc_wl_output_interface(), version: 4))
        let manager = try client.bind(
            "wp_fractional_scale_manager_v1", gc_wp_fractional_scale_manager_v1_interface(), version: 1)
        client.listen(
            fractionalScale: client.own(wp_fractional_scale_manager_v1_get_fractional_scale(manager, window.surface)))
        try client.roundtrip(compositor)
        #expect(
            client.events.starts(with: [
                "wl_output.geometry 339 212", "wl_output.mode 1280 800 60000", "wl_output.scale 1",
                "wl_output.name TEST-1", "wl_output.description", "wl_output.done", "preferred_scale 120",
            ]))

        compositor.setOutputScale(2, fractional: 1.75)
        try client.roundtrip(compositor)
        #expect(Array(client.events.suffix(3)) == ["wl_output.scale 2", "wl_output.done", "preferred_scale 210"])
    }

    @Test func aSurfaceEntersTheOutputOnceItShowsABuffer() throws {
        let (compositor, client, window) = try openWindow(title: nil)
        let output = try client.bind("wl_output", gc_wl_output_interface(), version: 4)
        client.listen(surface: window.surface)
        try window.map(compositor, title: "enter")
        #expect(client.events(starting: "wl_surface.enter").isEmpty)

        window.commit(window.makeBuffer(width: 1, height: 1, color: 0), width: 1, height: 1)
        try client.roundtrip(compositor)
        #expect(client.events(starting: "wl_surface.enter") == ["wl_surface.enter \(wl_proxy_get_id(output))"])
    }

    @Test func decorationRequestsAreRecordedAndAnswered() throws {
        var options = TestCompositor.Options()
        options.decorationMode = .serverSide
        let (compositor, client, window) = try openWindow(options, title: nil)
        let manager = try client.bind(
            "zxdg_decoration_manager_v1", gc_zxdg_decoration_manager_v1_interface(), version: 1)
        let decoration = client.own(zxdg_decoration_manager_v1_get_toplevel_decoration(manager, window.toplevel))
        client.listen(decoration: decoration)
        zxdg_toplevel_decoration_v1_set_mode(decoration, 1)
        try window.map(compositor, title: "decorated")

        #expect(compositor.toplevel?.requestedDecorationMode == .clientSide)
        #expect(client.events.contains("decoration.configure 2"))
    }

    @Test func viewportAndIdleInhibitorsAreRecorded() throws {
        let (compositor, client, window) = try openWindow(title: nil)
        let viewporter = try client.bind("wp_viewporter", gc_wp_viewporter_interface(), version: 1)
        let viewport = client.own(wp_viewporter_get_viewport(viewporter, window.surface))
        wp_viewport_set_destination(viewport, 400, 300)
        wp_viewport_set_source(
            viewport, wl_fixed_from_double(0.5), 0, wl_fixed_from_double(800), wl_fixed_from_double(600))
        let idle = try client.bind(
            "zwp_idle_inhibit_manager_v1", gc_zwp_idle_inhibit_manager_v1_interface(), version: 1)
        let inhibitor = zwp_idle_inhibit_manager_v1_create_inhibitor(idle, window.surface)
        try window.map(compositor, title: "viewport")

        #expect(compositor.viewport?.destination == .init(width: 400, height: 300))
        #expect(compositor.viewport?.source?.x == 0.5)
        #expect(compositor.idleInhibitorCount == 1)

        zwp_idle_inhibitor_v1_destroy(inhibitor)
        try client.roundtrip(compositor)
        #expect(compositor.idleInhibitorCount == 0 && compositor.idleInhibitorsCreated == 1)
    }

    @Test func pointerEventsFollowTheBoundVersion() throws {
        let (compositor, client, window) = try openWindow(title: nil)
        let seat = try client.bindSeat()
        client.listen(pointer: client.own(wl_seat_get_pointer(seat)))
        try window.map(compositor, title: "pointer")

        compositor.pointerMotion(to: (x: 5, y: 6))
        compositor.pointerButton(TestCompositor.Button.left, pressed: true)
        compositor.pointerAxis(.vertical, value: 15, discrete: 1, source: .wheel)
        compositor.pointerFrame()
        try client.pump(compositor) { client.events.last == "wl_pointer.frame" }

        // Seat version 7: axis_discrete, not axis_value120.
        #expect(
            client.events(starting: "wl_pointer") == [
                "wl_pointer.enter 5.0 6.0", "wl_pointer.motion 5.0 6.0", "wl_pointer.button 272 1",
                "wl_pointer.axis_source 0", "wl_pointer.axis_discrete 0 1", "wl_pointer.axis 0 15.0",
                "wl_pointer.frame",
            ])
    }
}
