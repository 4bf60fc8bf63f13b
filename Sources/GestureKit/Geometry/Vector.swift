import RealModule

/// A displacement or a rate in two dimensions: a pan's translation, a velocity in points per second.
public struct Vector: Hashable, Sendable, CustomStringConvertible {
    public var dx: Double
    public var dy: Double

    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    public static let zero = Vector(dx: 0, dy: 0)

    /// The Euclidean length.
    public var length: Double { (dx * dx + dy * dy).squareRoot() }

    /// The direction in radians, measured from the positive x axis towards positive y.
    public var angle: Double { .atan2(y: dy, x: dx) }

    public static func + (lhs: Vector, rhs: Vector) -> Vector { Vector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy) }
    public static func - (lhs: Vector, rhs: Vector) -> Vector { Vector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy) }
    public static func * (lhs: Vector, rhs: Double) -> Vector { Vector(dx: lhs.dx * rhs, dy: lhs.dy * rhs) }
    public static func / (lhs: Vector, rhs: Double) -> Vector { Vector(dx: lhs.dx / rhs, dy: lhs.dy / rhs) }
    public static prefix func - (vector: Vector) -> Vector { Vector(dx: -vector.dx, dy: -vector.dy) }
    public static func += (lhs: inout Vector, rhs: Vector) { lhs = lhs + rhs }

    public var description: String { "<\(dx), \(dy)>" }
}
