import CWaylandClient
import CWaylandProtocols
import Testing
import WaylandTestCompositor

@Suite("Windows and buffers")
struct WindowTests {
    @Test func theInitialCommitIsAnsweredWithAConfigureThatTheClientAcks() throws {
        var options = TestCompositor.Options()
        options.initialToplevelSize = .init(width: 640, height: 480)
        let (compositor, client, window) = try openWindow(options)
        try client.roundtrip(compositor)

        let toplevel = try #require(compositor.toplevel)
        #expect(toplevel.title == "GestureCanvas")
        #expect(toplevel.configuredSize == .init(width: 640, height: 480))
        #expect(toplevel.lastAckedSerial == window.configureSerial)
        #expect(client.events.contains("xdg_toplevel.configure 640 480 [4]"))
    }

    @Test func theCompositorReadsTheCommittedPixels() throws {
        let (compositor, client, window) = try openWindow()
        let buffer = window.makeBuffer(width: 4, height: 3, color: 0xFF_11_22_33)
        window.commit(buffer, width: 4, height: 3)
        try client.pump(compositor) { compositor.lastCommit != nil }

        let frame = try #require(compositor.lastCommit)
        #expect(frame.width == 4 && frame.height == 3 && frame.stride == 16)
        #expect(frame.format == TestCompositor.CommittedBuffer.formatARGB8888)
        #expect(frame.pixel(x: 3, y: 2) == 0xFF_11_22_33)
        #expect(frame.bufferDamage == [.init(x: 0, y: 0, width: 4, height: 3)])
        #expect(frame.bufferID == wl_proxy_get_id(buffer))
        #expect(compositor.toplevel?.isMapped == true)
        #expect(compositor.commitCount == 2)
    }

    @Test func framesCallbacksWaitUntilTheTestSaysTheFrameWasShown() throws {
        let (compositor, client, window) = try openWindow()
        let callback = client.own(wl_surface_frame(window.surface))
        window.commit(window.makeBuffer(width: 1, height: 1, color: 0), width: 1, height: 1)
        try client.roundtrip(compositor)
        #expect(compositor.pendingFrameCallbackCount == 1)

        compositor.sendFrameDone(time: 42)
        #expect(compositor.pendingFrameCallbackCount == 0)
        _ = callback
        try client.roundtrip(compositor)
    }

    @Test func byDefaultThePreviousBufferIsReleasedOnTheNextCommit() throws {
        let (compositor, client, window) = try openWindow()
        let first = window.makeBuffer(width: 2, height: 2, color: 0xFF_00_00_FF)
        let second = window.makeBuffer(width: 2, height: 2, color: 0xFF_00_FF_00)
        window.commit(first, width: 2, height: 2)
        try client.roundtrip(compositor)
        #expect(compositor.heldBufferIDs == [wl_proxy_get_id(first)])

        window.commit(second, width: 2, height: 2)
        try client.roundtrip(compositor)
        #expect(compositor.heldBufferIDs == [wl_proxy_get_id(second)])
        #expect(client.events.contains("wl_buffer.release \(wl_proxy_get_id(first))"))
        #expect(compositor.lastCommit?.pixel(x: 1, y: 1) == 0xFF_00_FF_00)
    }

    @Test func likeSwayItCanHoldBothOfATwoBufferClientsBuffers() throws {
        var options = TestCompositor.Options()
        options.bufferHolding = .holdLastTwo
        let (compositor, client, window) = try openWindow(options)
        let buffers = (0..<3).map { _ in window.makeBuffer(width: 2, height: 2, color: 0) }
        window.commit(buffers[0], width: 2, height: 2)
        window.commit(buffers[1], width: 2, height: 2)
        try client.roundtrip(compositor)
        #expect(compositor.heldBufferIDs == buffers[0...1].map { wl_proxy_get_id($0) })
        #expect(client.events(starting: "wl_buffer.release").isEmpty)

        window.commit(buffers[2], width: 2, height: 2)
        try client.roundtrip(compositor)
        #expect(client.events(starting: "wl_buffer.release") == ["wl_buffer.release \(wl_proxy_get_id(buffers[0]))"])
    }

    @Test func buffersCanBeReleasedAsSoonAsTheyAreRead() throws {
        var options = TestCompositor.Options()
        options.bufferHolding = .releaseAfterCopy
        let (compositor, client, window) = try openWindow(options)
        let buffer = window.makeBuffer(width: 1, height: 1, color: 0xFF_FF_FF_FF)
        window.commit(buffer, width: 1, height: 1)
        try client.roundtrip(compositor)
        #expect(compositor.heldBufferIDs.isEmpty)
        #expect(client.events.contains("wl_buffer.release \(wl_proxy_get_id(buffer))"))
        #expect(compositor.lastCommit?.pixel(x: 0, y: 0) == 0xFF_FF_FF_FF)
    }

    @Test func aDestroyedBufferIsNoLongerHeld() throws {
        let (compositor, client, window) = try openWindow()
        let buffer = window.makeBuffer(width: 1, height: 1, color: 0)
        window.commit(buffer, width: 1, height: 1)
        try client.roundtrip(compositor)
        client.destroy(buffer, with: wl_buffer_destroy)
        try client.roundtrip(compositor)
        #expect(compositor.heldBufferIDs.isEmpty)
    }

    @Test func fullscreenRequestsAreRecordedAndAnswered() throws {
        let (compositor, client, window) = try openWindow()
        xdg_toplevel_set_fullscreen(window.toplevel, nil)
        try client.roundtrip(compositor)

        #expect(compositor.toplevel?.fullscreenRequested == true)
        #expect(compositor.toplevel?.configuredStates.contains(.fullscreen) == true)
        #expect(
            client.events.last(where: { $0.hasPrefix("xdg_toplevel.configure ") })
                == "xdg_toplevel.configure 1280 800 [4, 2]")

        xdg_toplevel_unset_fullscreen(window.toplevel)
        try client.roundtrip(compositor)
        #expect(compositor.toplevel?.fullscreenRequested == false)
    }

    @Test func theTestConfiguresClosesAndPings() throws {
        let (compositor, client, window) = try openWindow()
        let serial = compositor.configure(width: 300, height: 200, states: [.activated, .maximized])
        // The ack is a reply to an event, so it arrives after the roundtrip that brought it.
        try client.pump(compositor) { compositor.toplevel?.lastAckedSerial == serial }
        #expect(window.configureSerial == serial)

        compositor.closeToplevel()
        let ping = compositor.sendPing()
        try client.pump(compositor) { !compositor.pongs.isEmpty }
        #expect(client.events.contains("xdg_toplevel.close"))
        #expect(compositor.pongs == [ping] && compositor.unansweredPings.isEmpty)
    }

    @Test func everyRequestIsLogged() throws {
        let (compositor, _, window) = try openWindow()
        xdg_toplevel_set_app_id(window.toplevel, "org.example.canvas")
        xdg_toplevel_set_min_size(window.toplevel, 100, 50)
        try window.client.roundtrip(compositor)
        #expect(compositor.toplevel?.appID == "org.example.canvas")
        #expect(compositor.toplevel?.minimumSize == .init(width: 100, height: 50))
        #expect(compositor.receivedRequests.contains("xdg_toplevel.set_title"))
    }
}
