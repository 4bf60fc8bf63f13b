import GestureKit
import PropertyBased
import Testing

/// Random touch streams, odd ones included, through a window full of competing recognizers.
@Suite struct RandomTouchStreamTests {
    /// One step of a stream, as a compositor might send it (not always by the rules).
    struct Step: Sendable, CustomStringConvertible {
        enum Kind: Sendable { case down, motion, up, frame, wait, cancel }
        let kind: Kind
        let id: Int32
        let point: Point
        let seconds: Double

        var description: String { "\(kind)(\(id), \(point), \(seconds))" }
    }

    static let steps = zip(
        Gen.int(in: 0...39), Gen.int(in: 0...4), Gen.double(in: -20...820), Gen.double(in: -20...620),
        Gen.double(in: 0...0.7)
    ).map { roll, id, x, y, seconds in
        let kind: Step.Kind =
            switch roll {
            case 0..<6: .down
            case 6..<24: .motion
            case 24..<30: .up
            case 30..<36: .frame
            case 36..<39: .wait
            default: .cancel
            }
        return Step(kind: kind, id: Int32(id), point: Point(x: x, y: y), seconds: seconds * (kind == .wait ? 1 : 0.05))
    }.array(of: 1...150)

    /// A scene with every standard recognizer and every arbitration rule in play.
    final class Scene: GestureRecognizerDelegate {
        let window = Window(size: Size(width: 800, height: 600))
        var recognizers: [GestureRecognizer] = []
        var actionCalls = 0

        init() {
            let image = View(frame: Rect(x: 100, y: 100, width: 250, height: 250))
            let other = View(frame: Rect(x: 400, y: 200, width: 150, height: 150))
            window.addSubview(image)
            window.addSubview(other)
            for view in [image, other] {
                let pan = PanGestureRecognizer { $0.setTranslation(.zero, in: nil) }
                let pinch = PinchGestureRecognizer { $0.scale = 1 }
                let rotation = RotationGestureRecognizer()
                let doubleTap = TapGestureRecognizer(taps: 2)
                doubleTap.delaysTouchesBegan = true
                let press = LongPressGestureRecognizer()
                let move = PanGestureRecognizer()
                move.cancelsTouchesInView = false
                for recognizer in [pan, pinch, rotation, doubleTap, press, move] as [GestureRecognizer] {
                    view.addGestureRecognizer(recognizer)
                    recognizer.delegate = self
                }
            }
            let taps = (1...4).map { TapGestureRecognizer(taps: $0) }
            for index in 0..<3 { taps[index].require(toFail: taps[index + 1]) }
            let swipes = [SwipeDirection.left, .right, .up, .down].map { SwipeGestureRecognizer(direction: $0) }
            swipes.forEach { $0.require(toFail: taps[0]) }
            let twoFingerSwipe = SwipeGestureRecognizer(direction: .horizontal, touches: 2)
            let edge = ScreenEdgePanGestureRecognizer(edges: .all)
            for recognizer in taps + swipes + [twoFingerSwipe, edge, LongPressGestureRecognizer(taps: 1)] {
                window.addGestureRecognizer(recognizer)
            }
            recognizers = ([window, image, other] as [View]).flatMap(\.gestureRecognizers)
            window.addActionObserver { [unowned self] _ in actionCalls += 1 }
        }

        func gestureRecognizer(
            _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
        ) -> Bool {
            recognizer.view === other.view && !(recognizer is TapGestureRecognizer) && !(other is TapGestureRecognizer)
        }
    }

    @Test func everyStreamEndsWithEveryoneBackInPossibleAndNoTouchAlive() async {
        await propertyCheck(count: 300, input: Self.steps) { steps in
            let scene = Scene()
            var assembler = TouchFrameAssembler()
            var time = 0.0
            var seenTouches: [Weak] = []
            func send(_ frame: TouchInputFrame?) {
                if let frame { scene.window.send(frame) }
            }
            for step in steps {
                time += step.seconds
                switch step.kind {
                case .down: assembler.down(id: step.id, at: step.point, time: time)
                case .motion: assembler.motion(id: step.id, to: step.point, time: time)
                case .up: send(assembler.up(id: step.id, time: time))
                case .frame: send(assembler.frame())
                case .wait: scene.window.scheduler.advance(to: time)
                case .cancel:
                    assembler.cancel()
                    scene.window.cancelAllTouches(at: time)
                }
                seenTouches += scene.window.activeTouches.map { Weak(touch: $0) }
                #expect(scene.window.activeTouches.allSatisfy { !$0.phase.isFinished })
            }
            // Every finger lifts, then time passes for every timer to run out.
            time += 0.01
            for id in assembler.downIDs.sorted() { send(assembler.up(id: id, time: time)) }
            send(assembler.frame())
            scene.window.scheduler.advance(to: time + 5)

            #expect(scene.window.activeTouches.isEmpty)
            #expect(scene.window.activeRecognizers.isEmpty)
            for recognizer in scene.recognizers {
                #expect(recognizer.state == .possible, "\(recognizer) after \(steps)")
                #expect(recognizer.numberOfTouches == 0)
            }
            #expect(seenTouches.allSatisfy { $0.touch == nil }, "a touch outlived its stream")
            #expect(scene.window.scheduler.nextDeadline == nil)
        }
    }

    struct Weak {
        weak var touch: Touch?
    }
}
