/// A location in a two-dimensional coordinate system, in logical points.
///
/// ```swift
/// let moved = Point(x: 10, y: 20) + Vector(dx: 5, dy: 0)   // (15, 20)
/// ```
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate in points, growing to the right.
    public var x: Double
    /// The vertical coordinate in points, growing downwards (as in UIKit and Wayland).
    public var y: Double

    /// A point at `x`, `y` points.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The straight-line distance to another point.
    public func distance(to other: Point) -> Double {
        (other - self).length
    }

    /// The point halfway to another point.
    public func midpoint(to other: Point) -> Point {
        Point(x: (x + other.x) / 2, y: (y + other.y) / 2)
    }

    /// The average of a collection of points, or nil when it is empty.
    public static func centroid<C: Collection>(of points: C) -> Point? where C.Element == Point {
        guard !points.isEmpty else { return nil }
        let count = Double(points.count)
        let sum = points.reduce(Vector.zero) { $0 + Vector(dx: $1.x, dy: $1.y) }
        return Point(x: sum.dx / count, y: sum.dy / count)
    }

    /// The displacement from `rhs` to `lhs`.
    public static func - (lhs: Point, rhs: Point) -> Vector {
        Vector(dx: lhs.x - rhs.x, dy: lhs.y - rhs.y)
    }

    /// The point moved by a displacement.
    public static func + (lhs: Point, rhs: Vector) -> Point {
        Point(x: lhs.x + rhs.dx, y: lhs.y + rhs.dy)
    }

    /// The point moved back by a displacement.
    public static func - (lhs: Point, rhs: Vector) -> Point {
        Point(x: lhs.x - rhs.dx, y: lhs.y - rhs.dy)
    }

    /// Moves the point by a displacement, e.g. `view.center += pan.translation(in: root)`.
    public static func += (lhs: inout Point, rhs: Vector) {
        lhs = lhs + rhs
    }

    public var description: String { "(\(x), \(y))" }
}
