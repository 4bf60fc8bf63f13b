import GestureKit

/// Saves every input event as it arrives (`run --record`), in the trace format: the header when
/// the first event comes (with the window's size then), then one line per event.
final class TraceRecorder {
    private let output: (String) -> Void
    private unowned let window: Window
    private var hasHeader = false

    init(output: @escaping (String) -> Void, window: Window) {
        self.output = output
        self.window = window
    }

    func record(_ event: InputEvent, at time: Double) {
        if !hasHeader {
            output(Trace.headerLine(size: window.bounds.size))
            hasHeader = true
        }
        output(Trace.line(for: Trace.Record(time: time, event: event)))
    }
}
