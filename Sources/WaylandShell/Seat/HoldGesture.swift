internal import CWaylandProtocols
import GestureKit

/// `zwp_pointer_gesture_hold_v1` (manager version 3): fingers resting on the touchpad without
/// moving, e.g. to stop a glide; it ends cancelled when they start to move instead.
final class HoldGesture: PointerGesture, ProxyOwner {
    let proxy: OpaquePointer

    init(manager: BoundGlobal, pointer: OpaquePointer, display: WaylandDisplay) {
        proxy = zwp_pointer_gestures_v1_get_hold_gesture(manager.proxy, pointer)
        super.init(display: display)
        zwp_pointer_gesture_hold_v1_add_listener(proxy, Self.listener, listenerData)
    }

    deinit {
        zwp_pointer_gesture_hold_v1_destroy(proxy)
    }

    /// A hold has no fingers down in the window: going away just ends it, cancelled.
    override func cancel(at time: Double) {
        cancel(at: time, ending: .holdEnd(cancelled: true))
    }

    nonisolated(unsafe) private static let listener = ListenerTable.make(
        zwp_pointer_gesture_hold_v1_listener(
            begin: { data, _, _, time, surface, fingers in
                owner(data).began(on: surface, milliseconds: time, .holdBegin(fingers: Int(fingers)))
            },
            end: { data, _, _, time, cancelled in
                owner(data).ended(milliseconds: time, .holdEnd(cancelled: cancelled != 0))
            }))
}
