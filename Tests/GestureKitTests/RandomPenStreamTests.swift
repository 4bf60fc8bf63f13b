import GestureKit
import PropertyBased
import Testing

/// Random streams of pens and fingers, odd ones included (reports of pens never near, downs of pens
/// already down, pressures out of range, pens taken away mid-stroke), through the router into the
/// window full of competing recognizers that `RandomTouchStreamTests` uses.
@Suite struct RandomPenStreamTests {
    struct Step: Sendable, CustomStringConvertible {
        let roll: Int
        let serial: UInt64
        let point: Point
        let pressure: Double
        let seconds: Double

        var description: String { "\(roll)(\(serial), \(point), \(pressure), \(seconds))" }
    }

    static let steps = zip(
        Gen.int(in: 0...49), Gen.int(in: 0...2), Gen.double(in: -20...820), Gen.double(in: -20...620),
        Gen.double(in: -0.5...1.5), Gen.double(in: 0...0.05)
    ).map { roll, serial, x, y, pressure, seconds in
        Step(roll: roll, serial: UInt64(serial), point: Point(x: x, y: y), pressure: pressure, seconds: seconds)
    }.array(of: 1...150)

    @Test func everyStreamEndsWithNoTouchAliveNoPenNearAndEveryoneInPossible() async {
        await propertyCheck(count: 300, input: Self.steps) { steps in
            let scene = RandomTouchStreamTests.Scene()
            let router = InputRouter(window: scene.window)
            var time = 0.0
            var fingers: Set<Int32> = []
            for step in steps {
                time += step.seconds
                let id = Int32(step.serial)
                let event: InputEvent
                switch step.roll {
                case 0..<5:
                    event = .pen(
                        PenEvent(
                            .proximityIn, tool: step.roll == 0 ? .eraser : .pen, serial: step.serial,
                            location: step.point
                        ))
                case 5..<10:
                    event = .pen(PenEvent(.down, serial: step.serial, location: step.point, pressure: step.pressure))
                case 10..<22:
                    event = .pen(
                        PenEvent(
                            .motion, serial: step.serial, location: step.point, pressure: step.pressure,
                            tilt: PenTilt(x: step.pressure * 100, y: -30)))
                case 22..<25: event = .pen(PenEvent(.up, serial: step.serial))
                case 25..<27: event = .pen(PenEvent(.proximityOut, serial: step.serial))
                case 27: event = .pen(PenEvent(.button, serial: step.serial, button: 331, pressed: step.pressure > 0.5))
                case 28..<32:
                    fingers.insert(id)
                    event = .touchDown(id: id, location: step.point)
                case 32..<38: event = .touchMotion(id: id, location: step.point)
                case 38..<41:
                    fingers.remove(id)
                    event = .touchUp(id: id)
                case 41..<47: event = .touchFrame
                case 47: event = .touchCancel
                default: event = .idle
                }
                if case .touchCancel = event { fingers.removeAll() }
                router.handle(event, at: time)
                #expect(scene.window.activeTouches.allSatisfy { !$0.phase.isFinished })
            }
            // Every pen leaves and every finger lifts, then time passes for every timer to run out.
            time += 0.01
            for serial in 0...2 as ClosedRange<UInt64> {
                router.handle(.pen(PenEvent(.proximityOut, serial: serial)), at: time)
            }
            for id in fingers.sorted() { router.handle(.touchUp(id: id), at: time) }
            router.handle(.touchFrame, at: time)
            router.handle(.idle, at: time + 5)

            #expect(scene.window.activeTouches.isEmpty, "after \(steps)")
            #expect(scene.window.activeRecognizers.isEmpty)
            #expect(scene.window.palmRejection.pensNear == 0)
            for recognizer in scene.recognizers {
                #expect(recognizer.state == .possible, "\(recognizer) after \(steps)")
            }
        }
    }
}
