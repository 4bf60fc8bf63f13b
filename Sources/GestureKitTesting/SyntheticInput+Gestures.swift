import GestureKit
import RealModule

/// Whole gestures: each puts its fingers down, moves them and lifts them, as a person does.
extension SyntheticInput {
    /// A quick tap: down, 50 ms, up; several fingers land 30 points apart in a row.
    public func tap(at point: Point, fingers: Int = 1) {
        let placed = land(fingers, at: point)
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

    /// Fingers held still at `point` for `duration` seconds (by default just past
    /// `Defaults.longPressMinimumDuration`), then lifted.
    public func longPress(
        at point: Point, duration: Double = Defaults.longPressMinimumDuration + 0.1, fingers: Int = 1
    ) {
        let placed = land(fingers, at: point)
        advance(by: duration)
        simultaneously { placed.forEach { $0.lift() } }
    }

    /// One finger down at `start`, moved to `end` in `steps` frames over `duration` seconds, and
    /// lifted there, still moving (a fast drag is a fling).
    public func drag(from start: Point, to end: Point, duration: Double = 0.3, steps: Int = 10) {
        let finger = finger(at: start)
        finger.move(to: end, duration: duration, steps: steps)
        finger.lift()
    }

    /// A quick stroke of `distance` points in `direction` (one of `.right`, `.left`, `.up`,
    /// `.down`) from `point`, with `fingers` fingers side by side, lifted at its end.
    public func swipe(
        _ direction: SwipeDirection, at point: Point, distance: Double = 150, duration: Double = 0.1,
        fingers: Int = 1
    ) {
        let unit: Vector
        switch direction {
        case .right: unit = Vector(dx: 1, dy: 0)
        case .left: unit = Vector(dx: -1, dy: 0)
        case .up: unit = Vector(dx: 0, dy: -1)
        case .down: unit = Vector(dx: 0, dy: 1)
        default: preconditionFailure("swipe(_:at:) takes one direction: .right, .left, .up or .down, not \(direction)")
        }
        // Side by side across the stroke, 30 points apart.
        let across = Vector(dx: abs(unit.dy) * 30, dy: abs(unit.dx) * 30)
        let placed = land(fingers, at: point, spacing: across)
        let steps = 6
        for step in 1...steps {
            advance(by: duration / Double(steps))
            simultaneously {
                for (index, finger) in placed.enumerated() {
                    let start = point + across * Double(index)
                    finger.move(to: start + unit * (distance * Double(step) / Double(steps)))
                }
            }
        }
        simultaneously { placed.forEach { $0.lift() } }
    }

    /// Two fingers `distance` points apart on a horizontal line through `center` spread until
    /// they are `scale` times as far apart and turned by `rotation` radians (clockwise on screen,
    /// as y points down), in `steps` frames over `duration` seconds, then lifted together.
    public func pinch(
        at center: Point, scale: Double, rotation: Double = 0, distance: Double = 100, duration: Double = 0.3,
        steps: Int = 10
    ) {
        func positions(_ fraction: Double) -> (Point, Point) {
            let radius = distance / 2 * (1 + (scale - 1) * fraction)
            let angle = rotation * fraction
            let arm = Vector(dx: radius * .cos(angle), dy: radius * .sin(angle))
            return (center - arm, center + arm)
        }
        let (first, second) = positions(0)
        let (left, right) = twoFingers(at: first, second)
        let steps = max(1, steps)
        for step in 1...steps {
            advance(by: duration / Double(steps))
            let (a, b) = positions(Double(step) / Double(steps))
            simultaneously {
                left.move(to: a)
                right.move(to: b)
            }
        }
        simultaneously {
            left.lift()
            right.lift()
        }
    }

    /// Two fingers `distance` points apart around `center` turned by `radians` (clockwise on
    /// screen) over `duration` seconds, then lifted: a rotation without a pinch.
    public func rotate(at center: Point, by radians: Double, distance: Double = 100, duration: Double = 0.3) {
        pinch(at: center, scale: 1, rotation: radians, distance: distance, duration: duration)
    }

    /// One finger down at the first point, through every other point in turn (a frame each,
    /// spaced in time by the distance between them, so the finger keeps one speed) over
    /// `duration` seconds, and lifted at the last: a drawn shape, such as a circle or a check.
    public func stroke(through points: [Point], duration: Double = 0.5) {
        guard let start = points.first else { return }
        let finger = finger(at: start)
        let lengths = zip(points, points.dropFirst()).map { $0.distance(to: $1) }
        let total = lengths.reduce(0, +)
        for (point, length) in zip(points.dropFirst(), lengths) {
            advance(by: total > 0 ? duration * length / total : duration / Double(lengths.count))
            finger.move(to: point)
        }
        finger.lift()
    }

    /// `count` fingers landing together, `spacing` apart from `point` on.
    private func land(_ count: Int, at point: Point, spacing: Vector = Vector(dx: 30, dy: 0)) -> [Finger] {
        var placed: [Finger] = []
        simultaneously {
            for index in 0..<max(1, count) { placed.append(finger(at: point + spacing * Double(index))) }
        }
        return placed
    }
}
