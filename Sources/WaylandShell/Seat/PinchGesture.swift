internal import CWaylandProtocols
import GestureKit

/// `zwp_pointer_gesture_pinch_v1`: two or more fingers pinching and turning on a touchpad. The
/// router turns it into stand-in fingers for the ordinary pinch and rotation recognizers.
/// `scale` is relative to the start; `rotation` is degrees clockwise since the last update, as
/// the protocol gives them.
final class PinchGesture: PointerGesture, ProxyOwner {
    let proxy: OpaquePointer

    init(manager: BoundGlobal, pointer: OpaquePointer, display: WaylandDisplay) {
        proxy = zwp_pointer_gestures_v1_get_pinch_gesture(manager.proxy, pointer)
        super.init(display: display)
        zwp_pointer_gesture_pinch_v1_add_listener(proxy, Self.listener, listenerData)
    }

    deinit {
        zwp_pointer_gesture_pinch_v1_destroy(proxy)
    }

    nonisolated(unsafe) private static let listener = ListenerTable.make(
        zwp_pointer_gesture_pinch_v1_listener(
            begin: { data, _, _, time, surface, fingers in
                owner(data).began(on: surface, milliseconds: time, .pinchBegin(fingers: Int(fingers)))
            },
            update: { data, _, time, dx, dy, scale, rotation in
                owner(data).updated(
                    milliseconds: time,
                    .pinchUpdate(dx: number(dx), dy: number(dy), scale: number(scale), rotation: number(rotation)))
            },
            end: { data, _, _, time, cancelled in
                owner(data).ended(milliseconds: time, .pinchEnd(cancelled: cancelled != 0))
            }))
}
