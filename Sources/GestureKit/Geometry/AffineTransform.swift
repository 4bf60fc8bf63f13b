import RealModule

/// A 2-D affine transform with the same conventions as Core Graphics' `CGAffineTransform`:
/// a point maps to `(a·x + c·y + tx, b·x + d·y + ty)`.
///
/// ```swift
/// view.transform = AffineTransform(scale: 2).rotated(by: .pi / 4)
/// ```
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// The matrix entries: `a`, `b`, `c`, `d` the linear part (scale, rotation, shear), `tx`, `ty`
    /// the translation in points.
    public var a, b, c, d, tx, ty: Double

    /// A transform from its six matrix entries (a point maps to `(a·x + c·y + tx, b·x + d·y + ty)`).
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that leaves every point where it is.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by `x` and `y` points.
    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale by `x` horizontally and `y` vertically, about the origin.
    public init(scaleX x: Double, y: Double) {
        self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A uniform scale by `scale`, about the origin.
    public init(scale: Double) {
        self.init(scaleX: scale, y: scale)
    }

    /// A rotation by `angle` radians; positive angles turn clockwise on screen (y points down).
    public init(rotationAngle angle: Double) {
        let cosine = Double.cos(angle), sine = Double.sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is exactly ``identity``.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `other`.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A rotation applied before this transform (as `CGAffineTransformRotate`).
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// A scale applied before this transform (as `CGAffineTransformScale`).
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A translation applied before this transform (as `CGAffineTransformTranslate`).
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// `a·d − b·c`: the factor by which the transform scales areas; 0 when it collapses the plane.
    public var determinant: Double { a * d - b * c }

    /// The inverse, or nil when the transform collapses the plane (a zero scale).
    public var inverted: AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// The point `(a·x + c·y + tx, b·x + d·y + ty)`.
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// Applies only the linear part, for directions and displacements.
    public func apply(to vector: Vector) -> Vector {
        Vector(dx: a * vector.dx + c * vector.dy, dy: b * vector.dx + d * vector.dy)
    }

    /// The bounding box of a rectangle after the transform.
    public func apply(to rect: Rect) -> Rect {
        Rect.bounding(rect.corners.map(apply(to:)))
    }

    /// The uniform scale factor, for transforms made of rotation and uniform scale.
    public var scale: Double { (a * a + b * b).squareRoot() }

    /// The rotation in radians, for transforms made of rotation and uniform scale.
    public var rotation: Double { .atan2(y: b, x: a) }

    public var description: String { "[\(a) \(b) \(c) \(d) \(tx) \(ty)]" }
}
