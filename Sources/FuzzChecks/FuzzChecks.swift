import GestureKit

/// What the fuzzers check, as plain functions so the regular tests can replay every input a
/// fuzzer ever found: the trace parser and the engine's touch assembly never crash and never
/// leave the engine in a broken state, whatever the bytes.
public enum FuzzChecks {
    /// Runs one fuzzer input: the first byte picks the check, the rest is its input.
    public static func run(_ bytes: [UInt8]) {
        guard let selector = bytes.first else { return }
        let rest = Array(bytes.dropFirst())
        if selector.isMultiple(of: 2) {
            parseTrace(rest)
        } else {
            assembleTouches(rest)
        }
    }

    /// Any text either parses into a trace that writes back to the same records, or is refused
    /// with a line number inside the text.
    public static func parseTrace(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        do {
            let trace = try Trace(parsing: text)
            let again = try Trace(parsing: trace.serialized())
            precondition(again.records == trace.records, "a trace changed when written and read back")
        } catch {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
            precondition(error.line >= 1 && error.line <= max(lines, 1), "error line \(error.line) outside 1…\(lines)")
        }
    }

    /// Bytes as a stream of `wl_touch`-like events (odd ones included) through a window full of
    /// recognizers; afterwards every touch lifts and time passes, and nothing may stay alive.
    public static func assembleTouches(_ bytes: [UInt8]) {
        let scene = FuzzScene()
        var time = 0.0
        var index = 0
        func next() -> UInt8 {
            defer { index += 1 }
            return index < bytes.count ? bytes[index] : 0
        }
        while index < bytes.count {
            let operation = next()
            let id = Int32(next() % 12)
            let point = Point(x: Double(next()) * 4, y: Double(next()) * 3)
            time += Double(operation >> 4) * 0.02
            switch operation % 8 {
            case 0: scene.router.handle(.touchDown(id: id, location: point), at: time)
            case 1, 2: scene.router.handle(.touchMotion(id: id, location: point), at: time)
            case 3: scene.router.handle(.touchUp(id: id), at: time)
            case 4: scene.router.handle(.touchFrame, at: time)
            case 5: scene.router.handle(.touchShape(id: id, major: Double(next()), minor: 1), at: time)
            case 6: scene.router.handle(operation & 0x80 == 0 ? .idle : .touchCancel, at: time)
            default: scene.router.handle(.pointerButton(.left, pressed: operation & 0x10 == 0), at: time)
            }
        }
        scene.router.cancelAll(at: time + 0.01)
        scene.window.scheduler.advance(to: time + 10)
        precondition(scene.window.activeTouches.isEmpty, "a touch stayed alive")
        precondition(scene.window.activeRecognizers.isEmpty, "a recognizer stayed in the contest")
        for recognizer in scene.recognizers {
            precondition(recognizer.state == .possible, "\(recognizer) did not return to possible")
        }
    }
}

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
