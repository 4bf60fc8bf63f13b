internal import CWaylandProtocols
import GestureKit

/// `zwp_pointer_gesture_swipe_v1`: three or more fingers moving together on a touchpad; the
/// router makes it as many travelling stand-in fingers as `begin` counts (swipe and pan recognizers).
final class SwipeGesture: PointerGesture, ProxyOwner {
    let proxy: OpaquePointer

    init(manager: BoundGlobal, pointer: OpaquePointer, display: WaylandDisplay) {
        proxy = zwp_pointer_gestures_v1_get_swipe_gesture(manager.proxy, pointer)
        super.init(display: display)
        zwp_pointer_gesture_swipe_v1_add_listener(proxy, Self.listener, listenerData)
    }

    deinit {
        zwp_pointer_gesture_swipe_v1_destroy(proxy)
    }

    nonisolated(unsafe) private static let listener = ListenerTable.make(
        zwp_pointer_gesture_swipe_v1_listener(
            begin: { data, _, _, time, surface, fingers in
                owner(data).began(on: surface, milliseconds: time, .swipeBegin(fingers: Int(fingers)))
            },
            update: { data, _, time, dx, dy in
                owner(data).updated(milliseconds: time, .swipeUpdate(dx: number(dx), dy: number(dy)))
            },
            end: { data, _, _, time, cancelled in
                owner(data).ended(milliseconds: time, .swipeEnd(cancelled: cancelled != 0))
            }))
}
