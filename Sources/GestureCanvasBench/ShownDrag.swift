/// A one-finger drag as a client's protocol log (`WAYLAND_DEBUG=client`) tells it: the finger's
/// reports as the client read them, and each frame the compositor showed, with where it showed
/// the finger and when.
///
/// A frame is shown at the `done` of the frame callback requested with its commit (as in
/// ``ScreenLatency``: KWin sends it once it has composited that commit). Where the frame shows
/// the finger is, for a client that draws each report as it comes (GTK, the app without
/// resampling), the newest report it read before the commit. For the app with resampling it is
/// the place the app itself chose, which no report carries: `places` `.latched` reads it from the
/// app's latch lines (`GESTURE_CANVAS_LATCH_LOG`, written into the same stream just before
/// the commit of each frame, see WaylandShell's `LatchLog`). Only the horizontal coordinate is
/// kept: the smoothness bench drags along a horizontal line.
struct ShownDrag {
    /// Where a frame's place comes from.
    enum Places { case newestReport, latched }

    struct Frame: Equatable {
        /// The `done` of its commit's frame callback (libwayland's stamp, milliseconds).
        var done: Double
        /// Where it shows the finger.
        var x: Double
    }

    /// The x of each motion frame the client read, in order.
    private(set) var reports: [Double] = []
    /// Every frame shown from the first motion read until the lift was read, in order.
    private(set) var frames: [Frame] = []
    /// The `done`s of the touched surface's frame callbacks in that time, shown or not.
    private(set) var presentations: [Double] = []

    init(log: String, places: Places) {
        var motionX: Double?
        var pendingX: Double?
        var newestX: Double?
        var requested: [Substring] = []
        var shows: [Substring: Double?] = [:]
        var dragging = false
        reading: for (time, event) in ProtocolLogEvent.read(log) {
            switch event {
            case .touchMotion(let line):
                if let x = Self.motionX(of: line) { motionX = x }
            case .touchFrame:
                guard let x = motionX else { break }
                motionX = nil
                reports.append(x)
                dragging = true
                if places == .newestReport { newestX = x }
            case .touchUp where dragging:
                // Frames after the lift show a finger that has gone.
                break reading
            case .otherEvent(let line) where places == .latched && line.contains("gesture-canvas.latch("):
                pendingX = Self.latchedX(of: line)
            case .frameRequested(let callback):
                requested.append(callback)
            case .commit:
                if places == .latched { newestX = pendingX }
                for callback in requested { shows[callback] = newestX }
                requested.removeAll()
            case .callbackDone(let callback):
                guard let shown = shows.removeValue(forKey: callback), dragging else { break }
                presentations.append(time)
                if let x = shown { frames.append(Frame(done: time, x: x)) }
            default: break
            }
        }
    }

    /// `wl_touch@20.motion(1234, 0, 512.000000, 400.000000)` → 512.
    private static func motionX(of line: Substring) -> Double? {
        guard let match = line.firstMatch(of: /\.motion\(\d+, -?\d+, (-?[\d.]+), -?[\d.]+\)/) else { return nil }
        return Double(match.output.1)
    }

    /// `gesture-canvas.latch(t 1.5, presented 1.52, touch 3 512.2500 400.0000)` → 512.25; nil
    /// without a finger.
    private static func latchedX(of line: Substring) -> Double? {
        guard let match = line.firstMatch(of: /, touch -?\d+ (-?[\d.]+) -?[\d.]+/) else { return nil }
        return Double(match.output.1)
    }
}
