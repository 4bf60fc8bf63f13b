import CWaylandClient
import Testing
import WaylandTestCompositor

@Suite("Connecting to the test compositor")
struct ConnectionTests {
    @Test func aClientConnectsByAbsoluteSocketPathAndSeesEveryGlobal() throws {
        let compositor = try TestCompositor()
        let client = try RawClient.connected(to: compositor)

        #expect(compositor.connectedClientCount == 1)
        for global in TestCompositor.Global.allCases {
            #expect(client.globals[global.rawValue]?.version == global.defaultVersion, "\(global)")
        }
    }

    @Test func aClientConnectsOverASocketPair() throws {
        let compositor = try TestCompositor()
        let client = try RawClient(descriptor: compositor.makeClientConnection())
        try client.listGlobals(compositor)
        #expect(client.globals["wl_compositor"] != nil)
    }

    @Test func leftOutGlobalsAreNotAdvertised() throws {
        let compositor = try TestCompositor(options: .without(.seat, .xdgWmBase, .pointerGestures))
        let client = try RawClient.connected(to: compositor)

        #expect(client.globals["wl_seat"] == nil)
        #expect(client.globals["xdg_wm_base"] == nil)
        #expect(client.globals["zwp_pointer_gestures_v1"] == nil)
        #expect(client.globals["wl_output"] != nil)
    }

    @Test func versionsCanBeLowered() throws {
        var options = TestCompositor.Options()
        options.versions[.seat] = 5
        let compositor = try TestCompositor(options: options)
        let client = try RawClient.connected(to: compositor)
        #expect(client.globals["wl_seat"]?.version == 5)
    }

    @Test func compositorsRunSideBySideWithTheirOwnSockets() throws {
        let first = try TestCompositor()
        let second = try TestCompositor()
        #expect(first.socketPath != second.socketPath)
        #expect(first.clientEnvironment["WAYLAND_DISPLAY"] == first.socketName)
    }

    @Test func disconnectingTheClientIsSeenByIt() throws {
        let compositor = try TestCompositor()
        let client = try RawClient.connected(to: compositor)

        compositor.disconnectClient()
        #expect(compositor.connectedClientCount == 0)
        client.readEvents(waitingUpTo: 100)
        #expect(wl_display_dispatch_pending(client.display) == -1 || client.error != 0)
    }

    @Test func aPostedProtocolErrorReachesTheClient() throws {
        let compositor = try TestCompositor()
        let client = try RawClient.connected(to: compositor)

        compositor.postError("test failure", code: 3)
        client.readEvents(waitingUpTo: 100)
        #expect(client.error != 0)
    }
}
