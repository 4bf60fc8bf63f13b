import CWaylandClient
import CWaylandProtocols
import Testing
import WaylandTestCompositor

/// `wl_subcompositor` and `wl_subsurface` as a client sees them: positions and synchronized
/// commits take effect with the parent's commit, and what is shown is the parent with its
/// sub-surfaces composited over (or under) it.
@Suite("Sub-surfaces")
struct SubsurfaceTests {
    static let blue: UInt32 = 0xFF00_00FF
    static let red: UInt32 = 0xFFFF_0000

    /// A mapped 40×30 blue window with a 4×3 red sub-surface, its buffer committed once.
    private func windowWithSubsurface() throws -> (
        TestCompositor, RawClient, RawWindow, surface: OpaquePointer, subsurface: OpaquePointer
    ) {
        let (compositor, client, window) = try openWindow()
        window.commit(window.makeBuffer(width: 40, height: 30, color: Self.blue), width: 40, height: 30)
        let subcompositor = try client.bind("wl_subcompositor", gc_wl_subcompositor_interface(), version: 1)
        let surface = client.own(wl_compositor_create_surface(window.compositor))
        let subsurface = client.own(wl_subcompositor_get_subsurface(subcompositor, surface, window.surface))
        let buffer = window.makeBuffer(width: 4, height: 3, color: Self.red)
        wl_surface_attach(surface, buffer, 0, 0)
        wl_surface_damage_buffer(surface, 0, 0, 4, 3)
        return (compositor, client, window, surface, subsurface)
    }

    /// Where the shown picture is red.
    private func redPixels(_ compositor: TestCompositor) throws -> [(Int, Int)] {
        let shown = try #require(compositor.shownCommit)
        var found: [(Int, Int)] = []
        for y in 0..<Int(shown.height) {
            for x in 0..<Int(shown.width) where shown.pixel(x: x, y: y) == Self.red { found.append((x, y)) }
        }
        return found
    }

    @Test func aSynchronizedSubsurfaceShowsWithItsParentsNextCommitWhereItWasPlaced() throws {
        let (compositor, client, window, surface, subsurface) = try windowWithSubsurface()
        wl_subsurface_set_position(subsurface, 10, 20)
        wl_surface_commit(surface)
        try client.roundtrip(compositor)
        #expect(try redPixels(compositor).isEmpty, "its commit waits for the parent's")
        #expect(compositor.subsurfaces.first?.lastCommit == nil)

        wl_surface_commit(window.surface)
        try client.roundtrip(compositor)
        let red = try redPixels(compositor)
        #expect(red.count == 12)
        #expect(red.allSatisfy { (10..<14).contains($0.0) && (20..<23).contains($0.1) })
        #expect(compositor.subsurfaces.map(\.x) == [10] && compositor.subsurfaces.map(\.y) == [20])

        // A move alone waits for the parent too, and a position past the edge is clipped.
        wl_subsurface_set_position(subsurface, 38, -1)
        try client.roundtrip(compositor)
        #expect(try redPixels(compositor).count == 12)
        wl_surface_commit(window.surface)
        try client.roundtrip(compositor)
        let moved = try redPixels(compositor)
        #expect(moved.count == 4 && moved.allSatisfy { $0.0 >= 38 && $0.1 <= 1 })
    }

    @Test func aDesynchronizedSubsurfaceShowsAtItsOwnCommit() throws {
        let (compositor, client, window, surface, subsurface) = try windowWithSubsurface()
        wl_surface_commit(surface)
        try client.roundtrip(compositor)
        #expect(try redPixels(compositor).isEmpty)
        // Desynchronized, the commit held for the parent applies at once.
        wl_subsurface_set_desync(subsurface)
        try client.roundtrip(compositor)
        #expect(try redPixels(compositor).count == 12)
        #expect(compositor.subsurfaces.first?.isSynchronized == false)

        wl_surface_attach(surface, nil, 0, 0)
        wl_surface_commit(surface)
        try client.roundtrip(compositor)
        #expect(try redPixels(compositor).isEmpty, "a NULL buffer hides it, without a parent commit")
        _ = window
    }

    @Test func placedBelowItsParentItShowsOnlyThroughIt() throws {
        let (compositor, client, window, surface, subsurface) = try windowWithSubsurface()
        wl_subsurface_place_below(subsurface, window.surface)
        wl_surface_commit(surface)
        wl_surface_commit(window.surface)
        try client.roundtrip(compositor)
        #expect(compositor.subsurfaces.first?.isBelowParent == true)
        #expect(try redPixels(compositor).isEmpty, "the opaque parent hides it")

        // A parent half see-through there: premultiplied half blue over red.
        window.commit(window.makeBuffer(width: 40, height: 30, color: 0x8000_0080), width: 40, height: 30)
        try client.roundtrip(compositor)
        let shown = try #require(compositor.shownCommit)
        #expect(shown.pixel(x: 1, y: 1) == 0xFF7F_0080)
        #expect(shown.pixel(x: 10, y: 10) == 0x8000_0080)
    }

    @Test func aDestroyedSubsurfaceIsShownNoMore() throws {
        let (compositor, client, window, surface, subsurface) = try windowWithSubsurface()
        wl_surface_commit(surface)
        wl_surface_commit(window.surface)
        try client.roundtrip(compositor)
        #expect(try redPixels(compositor).count == 12)
        client.destroy(subsurface) { wl_subsurface_destroy($0) }
        try client.roundtrip(compositor)
        #expect(compositor.subsurfaces.isEmpty)
        #expect(try redPixels(compositor).isEmpty)
        _ = surface
    }

    @Test func aSurfaceCannotBeItsOwnParent() throws {
        let (compositor, client, window) = try openWindow()
        let subcompositor = try client.bind("wl_subcompositor", gc_wl_subcompositor_interface(), version: 1)
        let surface = client.own(wl_compositor_create_surface(window.compositor))
        _ = client.own(wl_subcompositor_get_subsurface(subcompositor, surface, surface))
        // Pumped, not a round trip: its sync callback would never be answered, nor freed.
        try client.pump(compositor) { client.error != 0 }
        #expect(client.error != 0, "bad_surface is a protocol error")
    }
}
