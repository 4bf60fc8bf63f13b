import GestureKit
import GestureKitTesting

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
