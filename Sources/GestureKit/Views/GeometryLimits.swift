/// The ranges a view keeps its geometry in, whatever is assigned: a scale that gestures and keys
/// multiply up (three wide pinches make a millionfold), a position pushed ever further, or a value
/// that is not a number at all.
///
/// Every view clamps what it is given to its ``View/geometryLimits``: each axis of `transform`'s
/// scale to ``scale``; `center`, the transform's translation and `bounds`' origin and size to
/// ``coordinates``. An assignment that is not finite, or a transform that collapses the plane (its
/// axes parallel), is ignored: the view keeps its previous value. The defaults are far wider than any
/// gesture needs, so an app meets them only through runaway arithmetic; an app narrows them where it
/// wants a tighter range (the photos scene keeps its photos between a quarter and eight times their size).
///
/// ```swift
/// photo.geometryLimits = GeometryLimits(scale: 0.25...8)
/// photo.transform = photo.transform.scaledBy(x: 1e6, y: 1e6)   // photo.transform.scale == 8
/// ```
public struct GeometryLimits: Hashable, Sendable {
    /// Each axis' scale factor (the length of the transform's image of a unit step along it).
    public let scale: ClosedRange<Double>
    /// Positions and sizes, in points.
    public let coordinates: ClosedRange<Double>

    /// What a view takes by default: ``Defaults/viewScale`` and ``Defaults/viewCoordinates``.
    public static let standard = GeometryLimits(scale: Defaults.viewScale, coordinates: Defaults.viewCoordinates)

    /// The widest ranges a view accepts, whatever an app asks for: a millionfold either way, and a
    /// billion points (past that, sums of positions lose the sub-point precision drawing needs).
    public static let hardest = GeometryLimits(unchecked: 1e-6...1e6, coordinates: -1e9...1e9)

    /// Limits of `scale` and `coordinates`, each narrowed to ``hardest`` where it reaches beyond.
    public init(
        scale: ClosedRange<Double> = Defaults.viewScale, coordinates: ClosedRange<Double> = Defaults.viewCoordinates
    ) {
        self.init(
            unchecked: scale.clamped(to: Self.hardest.scale),
            coordinates: coordinates.clamped(to: Self.hardest.coordinates))
    }

    private init(unchecked scale: ClosedRange<Double>, coordinates: ClosedRange<Double>) {
        self.scale = scale
        self.coordinates = coordinates
    }

    /// `value` within ``coordinates``; nil when it is not finite.
    func clamp(_ value: Double) -> Double? {
        value.isFinite ? min(max(value, coordinates.lowerBound), coordinates.upperBound) : nil
    }

    /// `point` within ``coordinates``; nil when either coordinate is not finite.
    func clamp(_ point: Point) -> Point? {
        guard let x = clamp(point.x), let y = clamp(point.y) else { return nil }
        return Point(x: x, y: y)
    }

    /// `rect` with its origin and size within ``coordinates`` (a size at least 0); nil when not finite.
    func clamp(_ rect: Rect) -> Rect? {
        guard let origin = clamp(rect.origin), let width = clamp(rect.width), let height = clamp(rect.height) else {
            return nil
        }
        return Rect(origin: origin, size: Size(width: max(width, 0), height: max(height, 0)))
    }

    /// `transform` with each axis' scale within ``scale`` and its translation within
    /// ``coordinates``; nil when an entry is not finite or its axes are (nearly) parallel, so
    /// that it cannot be undone.
    func clamp(_ transform: AffineTransform) -> AffineTransform? {
        let (a, b, c, d) = (transform.a, transform.b, transform.c, transform.d)
        guard let tx = clamp(transform.tx), let ty = clamp(transform.ty), [a, b, c, d].allSatisfy(\.isFinite) else {
            return nil
        }
        // An axis shrunk to nothing (an animation from scale 0) takes the smallest scale, at right
        // angles to the other axis: the view is as small as allowed, not gone or refused.
        let smallest = scale.lowerBound
        let xAxis: (Double, Double), yAxis: (Double, Double)
        switch (a == 0 && b == 0, c == 0 && d == 0) {
        case (true, true): (xAxis, yAxis) = ((smallest, 0), (0, smallest))
        case (true, false): (xAxis, yAxis) = (Self.resized((d, -c), to: smallest), (c, d))
        case (false, true): (xAxis, yAxis) = ((a, b), Self.resized((-b, a), to: smallest))
        case (false, false): (xAxis, yAxis) = ((a, b), (c, d))
        }
        let x = clampAxis(xAxis), y = clampAxis(yAxis)
        // The area scale relative to the axes' lengths is the sine of the angle between them:
        // below a millionth the view is a line, and no point maps back into it.
        let determinant = x.0 * y.1 - x.1 * y.0
        let axes = Self.length(x) * Self.length(y)
        guard abs(determinant) >= axes * 1e-6 else { return nil }
        return AffineTransform(a: x.0, b: x.1, c: y.0, d: y.1, tx: tx, ty: ty)
    }

    /// An axis' image `(dx, dy)`, not zero, rescaled so its length lies within ``scale``.
    private func clampAxis(_ axis: (Double, Double)) -> (Double, Double) {
        let length = Self.length(axis)
        let clamped = min(max(length, scale.lowerBound), scale.upperBound)
        return clamped == length ? axis : Self.resized(axis, to: clamped)
    }

    /// The length of `(dx, dy)`, finite or not, measured without overflowing on the way.
    private static func length(_ axis: (Double, Double)) -> Double {
        let largest = max(abs(axis.0), abs(axis.1))
        guard largest > 0 else { return 0 }
        let (x, y) = (axis.0 / largest, axis.1 / largest)
        return largest * (x * x + y * y).squareRoot()
    }

    /// `(dx, dy)`, not zero, in its own direction with length `length`.
    private static func resized(_ axis: (Double, Double), to length: Double) -> (Double, Double) {
        let largest = max(abs(axis.0), abs(axis.1))
        let (x, y) = (axis.0 / largest, axis.1 / largest)
        let unit = (x * x + y * y).squareRoot()
        return (x / unit * length, y / unit * length)
    }
}
