import GestureKit
import GestureTrace

/// Saves every input event as it arrives (`run --record`), in the trace format: the header when
/// the first event comes (with the window's size then), then one line per event.
final class TraceRecorder {
    private let output: (String) -> Void
    private unowned let window: Window
    private let session: Trace.Session
    private var hasHeader = false

    /// `session` (the scene, the scene file, kiosk mode) goes into the header, so a replay
    /// shows what the window showed.
    init(output: @escaping (String) -> Void, window: Window, session: Trace.Session = Trace.Session()) {
        self.output = output
        self.window = window
        self.session = session
    }

    func record(_ event: InputEvent, at time: Double) {
        guard let record = Trace.Record(time: time, recording: event) else { return }
        if !hasHeader {
            output(Trace.headerLine(size: window.bounds.size, session: session))
            hasHeader = true
        }
        output(Trace.line(for: record))
    }
}
