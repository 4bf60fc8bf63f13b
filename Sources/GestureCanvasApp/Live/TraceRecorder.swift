import GestureKit

/// Saves every input event as it arrives (`run --record`), in the trace format: the header when
/// the first event comes (with the window's size then), then one line per event.
final class TraceRecorder {
    private let sink: LineSink
    private let window: Window
    private var hasHeader = false

    init(sink: LineSink, window: Window) {
        self.sink = sink
        self.window = window
    }

    func record(_ event: InputEvent, at time: Double) {
        if !hasHeader {
            sink.write(Trace.headerLine(size: window.bounds.size))
            hasHeader = true
        }
        sink.write(Trace.line(for: Trace.Record(time: time, event: event)))
    }
}
