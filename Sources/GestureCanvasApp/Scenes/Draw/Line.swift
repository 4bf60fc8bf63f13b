import GestureKit

/// A straight line drawn by one finger, or a pen's ink, in the canvas's coordinates.
struct Line: Equatable {
    var begin: Point
    var end: Point
    /// A pen's line: its every report with its pressure (`begin` and `end` are its ends).
    var ink: Ink?

    /// Whether `point` lies within `distance` of the line (the seed samples its ends and middle;
    /// this measures the true distance to the segment).
    func isNear(_ point: Point, within distance: Double) -> Bool {
        self.distance(to: point) <= distance
    }

    func distance(to point: Point) -> Double {
        if let ink { return ink.distance(to: point) }
        let along = end - begin
        let lengthSquared = along.dx * along.dx + along.dy * along.dy
        guard lengthSquared > 0 else { return begin.distance(to: point) }
        let offset = point - begin
        let t = min(max((offset.dx * along.dx + offset.dy * along.dy) / lengthSquared, 0), 1)
        return (begin + along * t).distance(to: point)
    }

    func moved(by offset: Vector) -> Line {
        Line(begin: begin + offset, end: end + offset, ink: ink?.moved(by: offset))
    }
}
