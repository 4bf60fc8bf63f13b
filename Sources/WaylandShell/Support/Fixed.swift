internal import CWaylandClient
import GestureKit

/// A surface-local position from two `wl_fixed_t` (24.8 fixed point) coordinates.
func point(_ x: wl_fixed_t, _ y: wl_fixed_t) -> Point {
    Point(x: wl_fixed_to_double(x), y: wl_fixed_to_double(y))
}

/// A `wl_fixed_t` as a Double.
func number(_ value: wl_fixed_t) -> Double {
    wl_fixed_to_double(value)
}
