/// An axis-aligned rectangle: an origin and a size, in logical points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner, in points.
    public var origin: Point
    /// The width and height, in points.
    public var size: Size

    /// A rectangle from its top-left corner and its size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle from its top-left corner and its size, in points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// A rectangle of the given size centred on a point.
    public init(center: Point, size: Size) {
        self.init(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge (exclusive for ``contains(_:)``).
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge (exclusive for ``contains(_:)``).
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width, in points.
    public var width: Double { size.width }
    /// The height, in points.
    public var height: Double { size.height }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }
    /// Whether the rectangle covers no area (a width or a height of zero or less).
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// The four corners, clockwise from the origin.
    public var corners: [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }

    /// Whether the point lies inside; the maximum edges are exclusive, as in UIKit.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether the point lies inside the rectangle with its corners rounded by `cornerRadius`
    /// (capped at half the shorter side, as drawing caps it): a square with half its side is a circle.
    public func contains(_ point: Point, cornerRadius: Double) -> Bool {
        guard contains(point) else { return false }
        let radius = min(max(cornerRadius, 0), min(width, height) / 2)
        guard radius > 0 else { return true }
        // Distance from the nearest corner circle's centre, on the axes where the point is in a corner band.
        let dx = max(minX + radius - point.x, point.x - (maxX - radius), 0)
        let dy = max(minY + radius - point.y, point.y - (maxY - radius), 0)
        return dx * dx + dy * dy <= radius * radius
    }

    /// Whether the two rectangles overlap in some area; touching edges do not count.
    public func intersects(_ other: Rect) -> Bool {
        !isEmpty && !other.isEmpty && minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The overlap of two rectangles, or `.zero` when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        guard intersects(other) else { return .zero }
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle holding both; an empty rectangle adds nothing.
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX), y1 = max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle grown by `amount` on every side (shrunk when negative).
    public func insetBy(_ amount: Double) -> Rect {
        Rect(x: minX + amount, y: minY + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    /// The smallest rectangle with whole-number edges that holds this one.
    public var integral: Rect {
        let x0 = minX.rounded(.down), y0 = minY.rounded(.down)
        return Rect(x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
    }

    /// The rectangle with every coordinate multiplied by `factor` (points to pixels and back).
    public func scaled(by factor: Double) -> Rect {
        Rect(x: minX * factor, y: minY * factor, width: width * factor, height: height * factor)
    }

    /// The whole pixels this rectangle (in points) touches at `scale` pixels per point: the one
    /// rounding from points to pixels, shared by the renderer's clip, the buffers' copies and
    /// the surface's damage so that all three cover the same pixels.
    public func pixelsCovered(atScale scale: Double) -> Rect {
        scaled(by: scale).integral
    }

    /// The bounding box of a set of points, or `.zero` when there are none.
    public static func bounding<C: Collection>(_ points: C) -> Rect where C.Element == Point {
        guard let first = points.first else { return .zero }
        var x0 = first.x, y0 = first.y, x1 = first.x, y1 = first.y
        for point in points {
            x0 = min(x0, point.x)
            y0 = min(y0, point.y)
            x1 = max(x1, point.x)
            y1 = max(y1, point.y)
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public var description: String { "[\(origin) \(size)]" }
}
