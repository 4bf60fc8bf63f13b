import RealModule

/// A displacement or a rate in two dimensions: a pan's translation, a velocity in points per second.
public struct Vector: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal component, positive to the right.
    public var dx: Double
    /// The vertical component, positive downwards.
    public var dy: Double

    /// A vector of `dx`, `dy` (points, or points per second for a velocity).
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// No displacement.
    public static let zero = Vector(dx: 0, dy: 0)

    /// The Euclidean length.
    public var length: Double { (dx * dx + dy * dy).squareRoot() }

    /// The direction in radians, measured from the positive x axis towards positive y.
    public var angle: Double { .atan2(y: dy, x: dx) }

    /// The sum of two displacements.
    public static func + (lhs: Vector, rhs: Vector) -> Vector { Vector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy) }
    /// The difference of two displacements.
    public static func - (lhs: Vector, rhs: Vector) -> Vector { Vector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy) }
    /// The vector scaled by a factor.
    public static func * (lhs: Vector, rhs: Double) -> Vector { Vector(dx: lhs.dx * rhs, dy: lhs.dy * rhs) }
    /// The vector divided by a factor.
    public static func / (lhs: Vector, rhs: Double) -> Vector { Vector(dx: lhs.dx / rhs, dy: lhs.dy / rhs) }
    /// The vector pointing the other way.
    public static prefix func - (vector: Vector) -> Vector { Vector(dx: -vector.dx, dy: -vector.dy) }
    /// Adds a displacement in place.
    public static func += (lhs: inout Vector, rhs: Vector) { lhs = lhs + rhs }

    public var description: String { "<\(dx), \(dy)>" }
}
