import GestureKit

/// One synthetic finger, from ``SyntheticInput/finger(at:major:)`` to ``lift()``: it stays down
/// until lifted.
///
/// ```swift
/// let finger = input.finger(at: Point(x: 100, y: 100))
/// finger.move(to: Point(x: 300, y: 100), duration: 0.2)   // 10 frames, 20 ms apart; still down
/// finger.lift()
/// ```
public final class Finger {
    /// Strong: a finger keeps its input, so the check for fingers left down runs after both.
    private let input: SyntheticInput
    /// Its touch id, as a compositor would number it.
    public let id: Int32
    /// Where it is now.
    public private(set) var location: Point

    init(input: SyntheticInput, id: Int32, location: Point) {
        self.input = input
        self.id = id
        self.location = location
    }

    /// Whether it is still down.
    public var isDown: Bool { input.fingersDown.contains(id) }

    /// Moves it to `point` (a frame of its own unless inside ``SyntheticInput/simultaneously(_:)``).
    public func move(to point: Point) {
        location = point
        input.motion(id, to: point)
    }

    /// Moves it by `offset`.
    public func move(by offset: Vector) {
        move(to: location + offset)
    }

    /// Moves it to `point` in `steps` equal steps over `duration` seconds, one frame per step,
    /// and leaves it down there (``SyntheticInput/drag(from:to:duration:steps:)`` lifts).
    public func move(to point: Point, duration: Double, steps: Int = 10) {
        let start = location
        let steps = max(1, steps)
        for step in 1...steps {
            input.advance(by: duration / Double(steps))
            move(to: start + (point - start) * (Double(step) / Double(steps)))
        }
    }

    /// Renamed: it left the finger down, which a reader of `drag` does not expect.
    @available(
        *, unavailable,
        message:
            "a finger stays down after moving: use move(to:duration:steps:) then lift(), or SyntheticInput.drag(from:to:)"
    )
    public func drag(to point: Point, duration: Double, steps: Int = 10) {}

    /// Lifts it.
    public func lift() {
        guard isDown else { return }
        input.up(id)
    }
}
