import WaylandShell
import WaylandTestCompositor

/// A client connection to `compositor`, on CLOCK_MONOTONIC or (`onItsClock`) on the compositor's
/// own clock. Connecting waits in `wl_display_roundtrip` for the compositor's answers, so the
/// compositor is pumped in the background meanwhile.
func connectDisplay(to compositor: TestCompositor, onItsClock: Bool = false) throws -> WaylandDisplay {
    let descriptor = try compositor.makeClientConnection()
    return try compositor.servingInBackground {
        guard onItsClock else { return try WaylandDisplay(fileDescriptor: descriptor) }
        return try WaylandDisplay(fileDescriptor: descriptor) { [compositor] in compositor.clockNanoseconds }
    }
}
