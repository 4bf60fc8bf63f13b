import GestureKit

/// A window with competing recognizers of every kind, the way the app's scenes use them.
final class FuzzScene: GestureRecognizerDelegate {
    let window = Window(size: Size(width: 1024, height: 768))
    let router: InputRouter
    private(set) var recognizers: [GestureRecognizer] = []

    init() {
        router = InputRouter(window: window)
        let image = View(frame: Rect(x: 100, y: 100, width: 300, height: 300))
        window.addSubview(image)
        let pan = PanGestureRecognizer { $0.setTranslation(.zero, in: nil) }
        let doubleTap = TapGestureRecognizer(taps: 2)
        doubleTap.delaysTouchesBegan = true
        let single = TapGestureRecognizer()
        single.require(toFail: doubleTap)
        for recognizer in [
            pan, PinchGestureRecognizer(), RotationGestureRecognizer(), doubleTap, single, LongPressGestureRecognizer(),
        ]
            as [GestureRecognizer]
        {
            recognizer.delegate = self
            image.addGestureRecognizer(recognizer)
        }
        for recognizer in [SwipeGestureRecognizer(direction: .horizontal), ScreenEdgePanGestureRecognizer(edges: .all)]
            as [GestureRecognizer]
        {
            window.addGestureRecognizer(recognizer)
        }
        recognizers = image.gestureRecognizers + window.gestureRecognizers
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer)
        -> Bool
    {
        recognizer.view === other.view
    }
}
