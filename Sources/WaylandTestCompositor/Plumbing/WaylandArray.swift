internal import CWaylandServerProtocols

/// Calls `body` with a temporary `wl_array` holding `values` (xdg_toplevel states,
/// wl_keyboard.enter's pressed keys); libwayland copies the array when it queues the event.
func withWaylandArray<Result>(of values: [UInt32], _ body: (UnsafeMutablePointer<wl_array>) -> Result) -> Result {
    var array = wl_array()
    wl_array_init(&array)
    defer { wl_array_release(&array) }
    for value in values {
        wl_array_add(&array, MemoryLayout<UInt32>.size)?.storeBytes(of: value, as: UInt32.self)
    }
    return withUnsafeMutablePointer(to: &array) { body($0) }
}
