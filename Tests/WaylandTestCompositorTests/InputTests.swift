import CWaylandClient
import CWaylandProtocols
import Testing
import WaylandTestCompositor

@Suite("Input the test sends")
struct InputTests {
    /// A mapped window whose client has bound the seat.
    private func window() throws -> (TestCompositor, RawClient, RawWindow, seat: OpaquePointer) {
        let (compositor, client, window) = try openWindow()
        let seat = try client.bindSeat()
        try client.roundtrip(compositor)
        return (compositor, client, window, seat)
    }

    @Test func touchEventsArriveAtTheClientsTouchListener() throws {
        let (compositor, client, _, seat) = try window()
        client.listen(touch: client.own(wl_seat_get_touch(seat)))
        try client.roundtrip(compositor)

        compositor.advanceTime(milliseconds: 16)
        compositor.touchDown(id: 0, at: (x: 10, y: 20.5))
        compositor.touchShape(id: 0, major: 4, minor: 2)
        compositor.touchFrame()
        compositor.touchMotion(id: 0, to: (x: 12, y: 22))
        compositor.touchUp(id: 0)
        compositor.touchFrame()
        try client.pump(compositor) { client.events(starting: "wl_touch.frame").count == 2 }

        #expect(
            client.events(starting: "wl_touch") == [
                "wl_touch.down 0 10.0 20.5 t=16", "wl_touch.shape 0 4.0 2.0", "wl_touch.frame",
                "wl_touch.motion 0 12.0 22.0 t=16", "wl_touch.up 0 t=16", "wl_touch.frame",
            ])
    }

    @Test func touchTimestampsPrecedeEachTouchEvent() throws {
        let (compositor, client, _, seat) = try window()
        let touch = client.own(wl_seat_get_touch(seat))
        client.listen(touch: touch)
        let manager = try client.bind(
            "zwp_input_timestamps_manager_v1", gc_zwp_input_timestamps_manager_v1_interface(), version: 1)
        client.listen(timestamps: client.own(zwp_input_timestamps_manager_v1_get_touch_timestamps(manager, touch)))
        try client.roundtrip(compositor)

        compositor.advanceTime(milliseconds: 1_500)
        compositor.touchDown(id: 1, at: (x: 1, y: 1))
        compositor.touchFrame()
        try client.pump(compositor) { !client.events(starting: "wl_touch.frame").isEmpty }

        let down = try #require(client.events.firstIndex { $0.hasPrefix("wl_touch.down") })
        #expect(client.events[down - 1] == "timestamp 1 500000000")
    }

    @Test func capabilityChangesAreAnnounced() throws {
        let (compositor, client, _, _) = try window()
        #expect(client.events(starting: "wl_seat.capabilities") == ["wl_seat.capabilities 7"])

        compositor.setCapabilities(touch: false, pointer: true, keyboard: false)
        try client.roundtrip(compositor)
        #expect(client.events(starting: "wl_seat.capabilities").last == "wl_seat.capabilities 1")
    }

    @Test func theKeyboardGetsAnXKBKeymapAndKeys() throws {
        let (compositor, client, _, seat) = try window()
        client.listen(keyboard: client.own(wl_seat_get_keyboard(seat)))
        try client.roundtrip(compositor)
        #expect(client.events(starting: "wl_keyboard.keymap 1").first?.hasSuffix("xkb") == true)

        compositor.keyPress(30, modifiers: [.shift])
        compositor.keyRelease(30)
        try client.pump(compositor) { client.events(starting: "wl_keyboard.key ").count == 2 }
        #expect(client.events(starting: "wl_keyboard.enter").count == 1)
        #expect(client.events(starting: "wl_keyboard.modifiers") == ["wl_keyboard.modifiers 1 0"])
        #expect(
            client.events(starting: "wl_keyboard.key ") == ["wl_keyboard.key 30 1 t=0", "wl_keyboard.key 30 0 t=0"])
    }

    @Test func pinchGesturesReachTheClient() throws {
        let (compositor, client, _, seat) = try window()
        let pointer = client.own(wl_seat_get_pointer(seat))
        let gestures = try client.bind("zwp_pointer_gestures_v1", gc_zwp_pointer_gestures_v1_interface(), version: 3)
        client.listen(pinch: client.own(zwp_pointer_gestures_v1_get_pinch_gesture(gestures, pointer)))
        try client.roundtrip(compositor)

        compositor.pinchBegin(fingers: 2)
        compositor.pinchUpdate(dx: 1, dy: -1, scale: 1.5, rotation: 10)
        compositor.pinchEnd(cancelled: true)
        try client.pump(compositor) { !client.events(starting: "pinch.end").isEmpty }
        #expect(client.events(starting: "pinch") == ["pinch.begin 2", "pinch.update 1.0 -1.0 1.5 10.0", "pinch.end 1"])
    }

    @Test func swipeAndHoldGesturesReachTheClient() throws {
        let (compositor, client, _, seat) = try window()
        let pointer = client.own(wl_seat_get_pointer(seat))
        let gestures = try client.bind("zwp_pointer_gestures_v1", gc_zwp_pointer_gestures_v1_interface(), version: 3)
        client.listen(swipe: client.own(zwp_pointer_gestures_v1_get_swipe_gesture(gestures, pointer)))
        client.listen(hold: client.own(zwp_pointer_gestures_v1_get_hold_gesture(gestures, pointer)))
        try client.roundtrip(compositor)

        compositor.holdBegin(fingers: 3)
        compositor.holdEnd(cancelled: true)
        compositor.swipeBegin(fingers: 3)
        compositor.swipeUpdate(dx: 20, dy: 0)
        compositor.swipeEnd()
        try client.pump(compositor) { !client.events(starting: "swipe.end").isEmpty }
        #expect(
            client.events.filter { $0.hasPrefix("swipe") || $0.hasPrefix("hold") } == [
                "hold.begin 3", "hold.end 1", "swipe.begin 3", "swipe.update 20.0 0.0", "swipe.end 0",
            ])
    }
}
