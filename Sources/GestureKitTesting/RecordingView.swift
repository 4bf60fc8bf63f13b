import GestureKit

/// A view that records the responder calls it gets ("began", "moved", "ended", "cancelled"),
/// to check what `cancelsTouchesInView` and the delays let through.
public final class RecordingView: View {
    /// Every responder call, in order.
    public private(set) var calls: [String] = []

    /// Records "began".
    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { calls.append("began") }
    /// Records "moved".
    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) { calls.append("moved") }
    /// Records "ended".
    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) { calls.append("ended") }
    /// Records "cancelled".
    public override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { calls.append("cancelled") }

    /// The calls with repeated moves collapsed, e.g. ["began", "moved", "ended"].
    public var phases: [String] {
        calls.reduce(into: []) { result, call in if result.last != call || call != "moved" { result.append(call) } }
    }
}
