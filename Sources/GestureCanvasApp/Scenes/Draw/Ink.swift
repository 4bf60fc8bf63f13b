import GestureKit

/// A pen's line: every report of the stroke with its pressure, drawn as one filled outline whose
/// width follows the pressure, smooth along both edges and round at both ends (not segments of
/// different widths joined up, which show a step at every report).
struct Ink: Equatable {
    /// One report of the stroke, in the canvas's coordinates.
    struct Sample: Equatable {
        var point: Point
        var pressure: Double
    }

    /// The width at no pressure and at full pressure, in points: a light touch leaves a hairline,
    /// a firm one a line as wide as a finger's (`DrawingView.lineWidth`).
    static let thinnest = 1.5
    static let widest = 14.0

    private(set) var samples: [Sample]

    init(first: Sample) {
        samples = [first]
    }

    /// Adds a report; one within a tenth of a point of the last only updates its pressure (a pen
    /// pressing harder in place), so the outline never turns on a point.
    mutating func add(_ sample: Sample) {
        if let last = samples.last, last.point.distance(to: sample.point) < 0.1 {
            samples[samples.count - 1].pressure = sample.pressure
        } else {
            samples.append(sample)
        }
    }

    static func width(atPressure pressure: Double) -> Double {
        thinnest + (widest - thinnest) * min(max(pressure, 0), 1)
    }

    func moved(by offset: Vector) -> Ink {
        var moved = self
        for index in moved.samples.indices { moved.samples[index].point += offset }
        return moved
    }

    /// How far `point` is from the ink's edge (0 inside it).
    func distance(to point: Point) -> Double {
        var nearest = Double.infinity
        for (index, sample) in samples.enumerated() {
            let radius = Self.width(atPressure: sample.pressure) / 2
            let previous = samples[max(index - 1, 0)]
            let along = Line(begin: previous.point, end: sample.point).distance(to: point)
            nearest = min(nearest, max(0, along - radius))
        }
        return nearest
    }

    /// The outline: the left edge forwards, a round end, the right edge back, a round start; each
    /// edge a Catmull-Rom spline through the points half the width either side of each report.
    func outline() -> Path {
        var path = Path()
        let centres = samples.map(\.point)
        let radii = samples.map { Self.width(atPressure: $0.pressure) / 2 }
        guard centres.count > 1 else {
            addDisc(centre: centres[0], radius: radii[0], to: &path)
            return path
        }
        let tangents = centres.indices.map { index -> Vector in
            let before = centres[max(index - 1, 0)]
            let after = centres[min(index + 1, centres.count - 1)]
            return Self.unit(after - before)
        }
        let normals = tangents.map { Vector(dx: -$0.dy, dy: $0.dx) }
        let left = centres.indices.map { centres[$0] + normals[$0] * radii[$0] }
        let right = centres.indices.map { centres[$0] - normals[$0] * radii[$0] }
        path.move(to: left[0])
        Self.addSpline(through: left, to: &path)
        let last = centres.count - 1
        Self.addHalfCircle(
            around: centres[last], from: normals[last], ahead: tangents[last], radius: radii[last], to: &path)
        Self.addSpline(through: right.reversed(), to: &path)
        Self.addHalfCircle(
            around: centres[0], from: normals[0] * -1, ahead: tangents[0] * -1, radius: radii[0], to: &path)
        path.close()
        return path
    }

    private func addDisc(centre: Point, radius: Double, to path: inout Path) {
        let right = Vector(dx: 1, dy: 0)
        let down = Vector(dx: 0, dy: 1)
        path.move(to: centre + down * radius)
        Self.addHalfCircle(around: centre, from: down, ahead: right, radius: radius, to: &path)
        Self.addHalfCircle(around: centre, from: down * -1, ahead: right * -1, radius: radius, to: &path)
        path.close()
    }

    /// Curves through `points` (the path is at the first), each segment the Bézier form of a
    /// Catmull-Rom spline: smooth through every point, never overshooting far.
    private static func addSpline<C: Collection>(through points: C, to path: inout Path) where C.Element == Point {
        let points = Array(points)
        for index in 0..<(points.count - 1) {
            let before = points[max(index - 1, 0)]
            let start = points[index]
            let end = points[index + 1]
            let after = points[min(index + 2, points.count - 1)]
            path.curve(to: end, control1: start + (end - before) * (1 / 6), control2: end - (after - start) * (1 / 6))
        }
    }

    /// Half a circle of `radius` around `centre`, from the side `from` points to, through the point
    /// `ahead`, to the opposite side: two quarter arcs as cubic curves (0.5523: the usual constant
    /// for a quarter circle).
    private static func addHalfCircle(
        around centre: Point, from side: Vector, ahead: Vector, radius: Double, to path: inout Path
    ) {
        let k = 0.5523 * radius
        let start = centre + side * radius
        let tip = centre + ahead * radius
        let end = centre - side * radius
        path.curve(to: tip, control1: start + ahead * k, control2: tip + side * k)
        path.curve(to: end, control1: tip - side * k, control2: end + ahead * k)
    }

    private static func unit(_ vector: Vector) -> Vector {
        let length = vector.length
        return length > 0 ? vector * (1 / length) : Vector(dx: 1, dy: 0)
    }
}
