import CCairo
import GestureKit
import Glibc

/// A shape in device pixels, built by us instead of by Cairo when it reaches far past the
/// surface: straight edges and elliptical arcs, sampled finely only near `box` and then cut to it.
///
/// Cairo keeps a path in 24.8 fixed point device pixels, which wraps past ±8 million, and
/// flattens an arc into more lines the larger its device radius: a round photo pinched a
/// millionfold took 30–80 ms a frame, at 1e9 it came out in the wrong colours, at 1e12 took
/// 350 ms and at 1e30 never finished. Here an arc is halved only where its piece may pass
/// through `box`, until the piece is as flat as Cairo's tolerance: a few dozen points whatever
/// the shape's size, and inside `box` the shape as Cairo would have drawn it.
struct DeviceOutline {
    /// From the shape's coordinates to device pixels.
    let matrix: cairo_matrix_t
    /// Where the shape may show, in device pixels: the clip's extents and a margin.
    let box: Rect
    /// The outline so far, in device pixels (not yet cut to `box`).
    private(set) var points: [Point] = []

    /// Cairo's default tolerance: how far, in device pixels, a straight piece may stray from its arc.
    static let tolerance = 0.1
    /// Halvings of a quarter arc at most: enough to reach the tolerance for a device radius of
    /// 1e30 pixels; past that, doubles no longer place the arc to a pixel anyway.
    static let maximumDepth = 64
    /// Device coordinates are kept within this, so that differences of two stay finite.
    static let farthest = 1e300

    init(matrix: cairo_matrix_t, box: Rect) {
        self.matrix = matrix
        self.box = box
    }

    /// Where `point` (the shape's coordinates) lands in device pixels.
    func device(_ point: Point) -> Point {
        Point(
            x: matrix.xx * point.x + matrix.xy * point.y + matrix.x0,
            y: matrix.yx * point.x + matrix.yy * point.y + matrix.y0)
    }

    /// Adds a corner of a straight edge.
    mutating func add(_ point: Point) {
        points.append(device(point))
    }

    /// Adds the arc of the ellipse around `center` with radii `radii` from angle `start` to `end`
    /// (radians, as `cairo_arc` takes them), joined to the outline so far by a straight edge.
    mutating func addArc(center: Point, radii: (x: Double, y: Double), from start: Double, to end: Double) {
        let arc = Arc(
            center: device(center), u: Vector(dx: matrix.xx * radii.x, dy: matrix.yx * radii.x),
            v: Vector(dx: matrix.xy * radii.y, dy: matrix.yy * radii.y))
        points.append(arc.point(at: start))
        // Pieces of at most a quarter turn, so that each lies inside the triangle of its tangents.
        let pieces = max(1, min(8, Int(saturating: (abs(end - start) / (.pi / 2)).rounded(.up))))
        for piece in 0..<pieces {
            let from = start + (end - start) * Double(piece) / Double(pieces)
            let to = piece == pieces - 1 ? end : start + (end - start) * Double(piece + 1) / Double(pieces)
            addPiece(of: arc, from: from, to: to, depth: 0)
        }
    }

    /// Adds the piece of `arc` from `from` to `to`: as its chord when the chord is within the
    /// tolerance or when the triangle between the chord and the tangents (which holds the piece)
    /// misses `box`, so that the shape changes only where it cannot show; else in two halves.
    private mutating func addPiece(of arc: Arc, from: Double, to: Double, depth: Int) {
        let half = (to - from) / 2, middle = from + half
        if depth < Self.maximumDepth, middle != from, middle != to {
            let radial = arc.radial(at: middle)
            let sine = sin(half / 2)
            // How far the arc's middle lies from the chord's: r·(1 − cos h), without cancellation.
            if radial.length * 2 * sine * sine > Self.tolerance {
                let apex = arc.center + radial / cos(half)
                if Self.boxOf([arc.point(at: from), arc.point(at: to), apex], meets: box) {
                    addPiece(of: arc, from: from, to: middle, depth: depth + 1)
                    addPiece(of: arc, from: middle, to: to, depth: depth + 1)
                    return
                }
            }
        }
        points.append(arc.point(at: to))
    }

    /// Adds a cubic Bézier curve from the last point through the control points `first` and
    /// `second` to `end` (the shape's coordinates), as a glyph's outline has them.
    mutating func addCurve(_ first: Point, _ second: Point, to end: Point) {
        guard let start = points.last else { return add(end) }
        addPiece(of: [start, device(first), device(second), device(end)], depth: 0)
    }

    /// Adds a curve (its four control points in device pixels) as its chord when its control
    /// points lie within the tolerance of the chord or their box (which holds the curve) misses
    /// `box`; else in two halves (de Casteljau).
    private mutating func addPiece(of curve: [Point], depth: Int) {
        let (start, end) = (curve[0], curve[3])
        if depth < Self.maximumDepth, Self.boxOf(curve, meets: box) {
            let chord = end - start, length = chord.length
            let straying = [curve[1], curve[2]].map { point -> Double in
                let offset = point - start
                return length > 0 ? abs(chord.dx * offset.dy - chord.dy * offset.dx) / length : offset.length
            }
            if straying.max()! > Self.tolerance {
                func middle(_ a: Point, _ b: Point) -> Point { a.midpoint(to: b) }
                let (a, b, c) = (middle(curve[0], curve[1]), middle(curve[1], curve[2]), middle(curve[2], curve[3]))
                let (d, e) = (middle(a, b), middle(b, c))
                let f = middle(d, e)
                addPiece(of: [start, a, d, f], depth: depth + 1)
                addPiece(of: [f, e, c, end], depth: depth + 1)
                return
            }
        }
        points.append(end)
    }

    /// Whether the box around `corners` meets `box` (edges touching count).
    private static func boxOf(_ corners: [Point], meets box: Rect) -> Bool {
        corners.map(\.x).min()! <= box.maxX && corners.map(\.x).max()! >= box.minX
            && corners.map(\.y).min()! <= box.maxY && corners.map(\.y).max()! >= box.minY
    }

    /// The outline cut to `box` (Sutherland–Hodgman): every point inside it, the same turning
    /// direction as the outline; empty when nothing of it is inside or a coordinate is NaN.
    var clipped: [Point] {
        guard !box.isEmpty, points.allSatisfy({ !$0.x.isNaN && !$0.y.isNaN }) else { return [] }
        var polygon = points.map {
            Point(
                x: min(max($0.x, -Self.farthest), Self.farthest), y: min(max($0.y, -Self.farthest), Self.farthest))
        }
        let box = self.box
        polygon = Self.cut(polygon, inside: { $0.x - box.minX }, onEdge: { Point(x: box.minX, y: $0.y) })
        polygon = Self.cut(polygon, inside: { box.maxX - $0.x }, onEdge: { Point(x: box.maxX, y: $0.y) })
        polygon = Self.cut(polygon, inside: { $0.y - box.minY }, onEdge: { Point(x: $0.x, y: box.minY) })
        polygon = Self.cut(polygon, inside: { box.maxY - $0.y }, onEdge: { Point(x: $0.x, y: box.maxY) })
        // Rounding may leave a point a hair outside; nothing far from the box may reach Cairo.
        return polygon.count < 3
            ? []
            : polygon.map {
                Point(x: min(max($0.x, box.minX), box.maxX), y: min(max($0.y, box.minY), box.maxY))
            }
    }

    /// The part of `polygon` where `inside` (a signed distance to an edge) is not negative; a
    /// crossing is put exactly on the edge by `onEdge`. Its other coordinate is worked out from the
    /// nearer end: an edge 10^19 pixels long is placed only to a few thousand pixels, and the
    /// crossings of the box's own sides (left by the cuts before) must land on its corners.
    private static func cut(_ polygon: [Point], inside: (Point) -> Double, onEdge: (Point) -> Point) -> [Point] {
        guard var previous = polygon.last else { return [] }
        var result: [Point] = []
        result.reserveCapacity(polygon.count + 4)
        var previousDistance = inside(previous)
        for point in polygon {
            let distance = inside(point)
            if (distance >= 0) != (previousDistance >= 0) {
                let (near, far, nearDistance, farDistance) =
                    abs(previousDistance) <= abs(distance)
                    ? (previous, point, previousDistance, distance) : (point, previous, distance, previousDistance)
                let t = nearDistance / (nearDistance - farDistance)
                result.append(onEdge(Point(x: near.x + (far.x - near.x) * t, y: near.y + (far.y - near.y) * t)))
            }
            if distance >= 0 { result.append(point) }
            previous = point
            previousDistance = distance
        }
        return result
    }

    /// An ellipse's arc in device pixels: `center + u·cos θ + v·sin θ`.
    private struct Arc {
        let center: Point
        let u: Vector
        let v: Vector

        func radial(at angle: Double) -> Vector {
            u * cos(angle) + v * sin(angle)
        }

        func point(at angle: Double) -> Point {
            center + radial(at: angle)
        }
    }
}

extension DeviceOutline {
    /// Adds a rectangle with corners of `radius` (already limited to half the shorter side),
    /// in the order and direction of ``CairoDrawingContext/addRoundedRect(_:cornerRadius:)``.
    mutating func addRoundedRect(_ rect: Rect, radius: Double) {
        guard radius > 0 else {
            rect.corners.forEach { add($0) }
            return
        }
        let quarter = Double.pi / 2, radii = (x: radius, y: radius)
        addArc(center: Point(x: rect.maxX - radius, y: rect.minY + radius), radii: radii, from: -quarter, to: 0)
        addArc(center: Point(x: rect.maxX - radius, y: rect.maxY - radius), radii: radii, from: 0, to: quarter)
        addArc(
            center: Point(x: rect.minX + radius, y: rect.maxY - radius), radii: radii, from: quarter, to: 2 * quarter)
        addArc(
            center: Point(x: rect.minX + radius, y: rect.minY + radius), radii: radii, from: 2 * quarter,
            to: 3 * quarter)
    }

    /// Adds the ellipse inscribed in `rect`.
    mutating func addEllipse(in rect: Rect) {
        addArc(center: rect.center, radii: (rect.width / 2, rect.height / 2), from: 0, to: 2 * .pi)
    }
}
