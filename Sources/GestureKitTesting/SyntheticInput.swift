import GestureKit

/// Drives a window with synthetic touches on a manual clock, as a compositor would: every
/// change goes through a `TouchFrameAssembler` and reaches the window at its frame. The
/// window's `Scheduler` is the manual clock: ``advance(by:)`` moves it and fires the timers
/// due on the way (long presses, multi-tap windows), so a test never sleeps.
///
/// ```swift
/// let input = SyntheticInput(window)
/// let finger = input.finger(at: Point(x: 10, y: 10))
/// input.advance(by: 0.1)
/// finger.move(to: Point(x: 60, y: 10))
/// finger.lift()
/// ```
public final class SyntheticInput {
    /// The window the touches go to.
    public let window: Window
    /// The input's clock: the time of the next change (moved by ``advance(by:)``).
    public private(set) var time: Double
    private var assembler: TouchFrameAssembler
    private var nextID: Int32 = 0
    private var batchDepth = 0
    /// Rule-breaking input the assembler coped with (a motion of a finger not down, …).
    public private(set) var anomalies: [InputAnomaly] = []

    /// Input for `window` from a device of `kind` (a touchscreen by default), starting at the
    /// window's clock.
    public init(_ window: Window, kind: InputKind = .direct) {
        self.window = window
        self.time = window.scheduler.now
        self.assembler = TouchFrameAssembler(kind: kind)
        assembler.onAnomaly = { [unowned self] in self.anomalies.append($0) }
    }

    /// Lets time pass; timers due on the way fire.
    public func advance(by seconds: Double) {
        time += seconds
        window.advance(to: time)
    }

    /// Puts a finger down (a frame of its own unless inside `simultaneously`).
    @discardableResult
    public func finger(at point: Point, major: Double? = nil) -> Finger {
        let id = nextID
        nextID += 1
        assembler.down(id: id, at: point, time: time)
        if let major { assembler.shape(id: id, major: major) }
        flush()
        return Finger(input: self, id: id, location: point)
    }

    /// Two fingers landing together, in one frame.
    public func twoFingers(at first: Point, _ second: Point) -> (Finger, Finger) {
        var placed: [Finger] = []
        simultaneously {
            placed.append(finger(at: first))
            placed.append(finger(at: second))
        }
        return (placed[0], placed[1])
    }

    /// Groups the changes made in `body` into one frame.
    public func simultaneously(_ body: () -> Void) {
        batchDepth += 1
        body()
        batchDepth -= 1
        flush()
    }

    /// `wl_touch.cancel`.
    public func cancel() {
        assembler.cancel()
        window.cancelAllTouches(at: time)
    }

    /// A quick tap: down, 50 ms, up.
    public func tap(at point: Point, fingers: Int = 1) {
        var placed: [Finger] = []
        simultaneously {
            for index in 0..<fingers {
                placed.append(finger(at: point + Vector(dx: Double(index) * 30, dy: 0)))
            }
        }
        advance(by: 0.05)
        simultaneously { placed.forEach { $0.lift() } }
    }

    /// `count` taps at one spot, `interval` seconds apart (lift to next touch).
    public func taps(_ count: Int, at point: Point, interval: Double = 0.1) {
        for index in 0..<count {
            if index > 0 { advance(by: interval) }
            tap(at: point)
        }
    }

    fileprivate func motion(_ id: Int32, to point: Point) {
        assembler.motion(id: id, to: point, time: time)
        flush()
    }

    fileprivate func up(_ id: Int32) {
        if let frame = assembler.up(id: id, time: time) {
            window.send(frame)
        } else {
            flush()
        }
    }

    private func flush() {
        guard batchDepth == 0, let frame = assembler.frame() else { return }
        window.send(frame)
    }
}

/// One synthetic finger, from ``SyntheticInput/finger(at:major:)`` to ``lift()``.
public final class Finger {
    private unowned let input: SyntheticInput
    /// Its touch id, as a compositor would number it.
    public let id: Int32
    /// Where it is now.
    public private(set) var location: Point

    fileprivate init(input: SyntheticInput, id: Int32, location: Point) {
        self.input = input
        self.id = id
        self.location = location
    }

    /// Moves it to `point` (a frame of its own unless inside ``SyntheticInput/simultaneously(_:)``).
    public func move(to point: Point) {
        location = point
        input.motion(id, to: point)
    }

    /// Moves it by `offset`.
    public func move(by offset: Vector) {
        move(to: location + offset)
    }

    /// Moves in `steps` equal steps over `duration` seconds, one frame per step.
    public func drag(to point: Point, duration: Double, steps: Int = 10) {
        let start = location
        for step in 1...steps {
            input.advance(by: duration / Double(steps))
            let fraction = Double(step) / Double(steps)
            move(to: start + (point - start) * fraction)
        }
    }

    /// Lifts it.
    public func lift() {
        input.up(id)
    }
}
