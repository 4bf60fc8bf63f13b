/// An outline to fill: moves, straight lines, cubic Bézier curves and closes, in a view's
/// coordinates (Core Graphics' `CGPath`, reduced to what the views here draw).
///
/// ```swift
/// var path = Path()
/// path.move(to: Point(x: 0, y: 0))
/// path.curve(to: Point(x: 40, y: 0), control1: Point(x: 10, y: -20), control2: Point(x: 30, y: -20))
/// path.close()
/// context.fill(path, with: .black)
/// ```
public struct Path: Hashable, Sendable {
    /// One step of the outline.
    public enum Element: Hashable, Sendable {
        /// Starts a new piece at the point.
        case move(Point)
        /// A straight line to the point.
        case line(Point)
        /// A cubic Bézier curve to `to`, pulled towards the two control points.
        case curve(to: Point, control1: Point, control2: Point)
        /// Back to the piece's start.
        case close
    }

    /// The steps, in order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// Starts a new piece at `point`.
    public mutating func move(to point: Point) { elements.append(.move(point)) }
    /// A straight line to `point`.
    public mutating func line(to point: Point) { elements.append(.line(point)) }
    /// A cubic Bézier curve to `point`.
    public mutating func curve(to point: Point, control1: Point, control2: Point) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    /// Closes the current piece back to its start.
    public mutating func close() { elements.append(.close) }

    /// A box holding every point and control point (the curves lie inside it).
    public var bounds: Rect {
        var points: [Point] = []
        for element in elements {
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .curve(let point, let control1, let control2): points += [point, control1, control2]
            case .close: break
            }
        }
        return points.isEmpty ? .zero : Rect.bounding(points)
    }
}
