import GestureKit

/// Records every action call in a window: which recognizer, in which state, in order.
final class ActionLog {
    struct Entry: Equatable, CustomStringConvertible {
        let name: String
        let state: GestureRecognizer.State
        let time: Double
        var description: String { "\(name):\(state.rawValue)@\(time)" }
    }

    private(set) var entries: [Entry] = []

    init(_ window: Window) {
        window.addActionObserver { [unowned self, unowned window] recognizer in
            entries.append(
                Entry(
                    name: recognizer.name ?? "\(type(of: recognizer))", state: recognizer.state,
                    time: window.scheduler.now))
        }
    }

    /// "name:state" for every call, in order.
    var calls: [String] { entries.map { "\($0.name):\($0.state.rawValue)" } }

    func states(of name: String) -> [GestureRecognizer.State] {
        entries.filter { $0.name == name }.map(\.state)
    }

    func clear() { entries.removeAll() }
}

/// A view that records the responder calls it gets.
final class RecordingView: View {
    private(set) var calls: [String] = []

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { calls.append("began") }
    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) { calls.append("moved") }
    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) { calls.append("ended") }
    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { calls.append("cancelled") }

    /// The calls with repeated moves collapsed, e.g. ["began", "moved", "ended"].
    var phases: [String] {
        calls.reduce(into: []) { result, call in if result.last != call || call != "moved" { result.append(call) } }
    }
}

/// A window of 800×600 with one 200×200 view at (100, 100)–(300, 300).
func makeWindow<V: View>(with view: V) -> (Window, V) {
    let window = Window(size: Size(width: 800, height: 600))
    view.frame = Rect(x: 100, y: 100, width: 200, height: 200)
    view.name = "target"
    window.addSubview(view)
    return (window, view)
}

/// Names a recognizer and attaches it; returns it for chaining.
@discardableResult
func attach<R: GestureRecognizer>(_ recognizer: R, named name: String, to view: View) -> R {
    recognizer.name = name
    view.addGestureRecognizer(recognizer)
    return recognizer
}

/// Delegate answering every question with the closures given.
final class TestDelegate: GestureRecognizerDelegate {
    var simultaneous: (GestureRecognizer, GestureRecognizer) -> Bool = { _, _ in false }
    var shouldBegin: (GestureRecognizer) -> Bool = { _ in true }
    var shouldReceive: (GestureRecognizer, Touch) -> Bool = { _, _ in true }
    var requireFailure: (GestureRecognizer, GestureRecognizer) -> Bool = { _, _ in false }
    var beRequiredToFail: (GestureRecognizer, GestureRecognizer) -> Bool = { _, _ in false }

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { shouldBegin(recognizer) }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        shouldReceive(recognizer, touch)
    }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer)
        -> Bool
    {
        simultaneous(recognizer, other)
    }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        requireFailure(recognizer, other)
    }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool {
        beRequiredToFail(recognizer, other)
    }
}
