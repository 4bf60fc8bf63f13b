import WaylandShell
import WaylandTestCompositor

/// A client connection to `compositor`. Connecting waits in `wl_display_roundtrip` for the
/// compositor's answers, so the compositor is pumped in the background meanwhile.
func connectDisplay(to compositor: TestCompositor) throws -> WaylandDisplay {
    let descriptor = try compositor.makeClientConnection()
    return try compositor.servingInBackground { try WaylandDisplay(fileDescriptor: descriptor) }
}
