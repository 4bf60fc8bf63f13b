/// What a client's protocol log (`WAYLAND_DEBUG=client`) says about a touch drag, line by line,
/// read one way for every figure taken from it (``ProtocolLogLatency``, ``ScreenLatency``,
/// ``ShownDrag``).
///
/// The touched surface is the one the latest `wl_touch.down` named; requests on other surfaces,
/// and every request and callback before the first touch, say nothing about the drag and are left
/// out.
enum ProtocolLogEvent {
    /// A finger landed on the surface (`wl_touch.down`).
    case touchDown
    /// `wl_touch.motion`, with its line (its place is read from it where needed).
    case touchMotion(Substring)
    /// `wl_touch.frame`.
    case touchFrame
    /// `wl_touch.up`.
    case touchUp
    /// The client asked for a frame callback on the touched surface.
    case frameRequested(callback: Substring)
    /// The client committed the touched surface.
    case commit
    /// A callback's `done` arrived.
    case callbackDone(callback: Substring)
    /// Any other event the client read (a latch line of the app, among others).
    case otherEvent(Substring)

    /// Every event of `log`, with its stamp in milliseconds (``ProtocolLogLatency/timestamp(of:)``).
    static func read(_ log: String) -> [(time: Double, event: ProtocolLogEvent)] {
        var surface: Substring?
        var events: [(time: Double, event: ProtocolLogEvent)] = []
        for line in log.split(separator: "\n") {
            guard let time = ProtocolLogLatency.timestamp(of: line) else { continue }
            if let event = event(of: line, touchedSurface: &surface) { events.append((time, event)) }
        }
        return events
    }

    private static func event(of line: Substring, touchedSurface surface: inout Substring?) -> ProtocolLogEvent? {
        let isRequest = line.contains(" -> ")
        if !isRequest, line.contains("wl_touch@") {
            if line.contains(".down(") {
                surface = line.firstMatch(of: /wl_surface@\d+/)?.output
                return .touchDown
            }
            if line.contains(".motion(") { return .touchMotion(line) }
            if line.contains(".frame()") { return .touchFrame }
            if line.contains(".up(") { return .touchUp }
            return nil
        }
        guard let surface else { return isRequest ? nil : .otherEvent(line) }
        if isRequest {
            if line.contains(" -> \(surface).frame("), let callback = line.firstMatch(of: /wl_callback@\d+/) {
                return .frameRequested(callback: callback.output)
            }
            return line.contains(" -> \(surface).commit()") ? .commit : nil
        }
        if line.contains(".done("), let callback = line.firstMatch(of: /wl_callback@\d+/) {
            return .callbackDone(callback: callback.output)
        }
        return .otherEvent(line)
    }
}
