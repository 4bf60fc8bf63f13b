// The body of a test (TestingGestures): a window with a view, a pan on it, an action log and
// synthetic input.
import GestureKit
import GestureKitTesting
import Testing

@Test func snippet() throws {
    let window = Window(size: Size(width: 400, height: 400))
    let view = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    window.addSubview(view)
    let pan = PanGestureRecognizer()
    pan.name = "pan"
    view.addGestureRecognizer(pan)
    let log = ActionLog(window)
    let input = SyntheticInput(window)
    _ = (log, input)
    // snippet
}
