import CCairo
import GestureKit

// A view pinched far past the window still shows where it crosses the window, and costs what a
// window-sized view costs: its shapes reach Cairo as outlines in device pixels, cut to the clip
// (see DeviceOutline), and a matrix Cairo or pixman cannot hold never reaches them.

extension CairoDrawingContext {
    /// How far from the device origin, in pixels, a shape may reach and still go to Cairo as it
    /// is: twice the largest buffer side the shell allows (16384), well inside the 8 million
    /// pixels of Cairo's 24.8 fixed point. A photo of 240 points passes it at a scale of about
    /// 270; up to there Cairo's own path measured no slower than a window-sized photo.
    static let farReach = 32768.0

    /// How far past the clip, in device pixels, a cut outline reaches, so that the edges the cut
    /// makes (and their antialiasing) never show.
    static let outlineMargin = 8.0

    /// The fewest device pixels per point a view's matrix may keep along its thinnest direction.
    /// Thinner, whatever it draws is far under a pixel across (a view would have to be a million
    /// points long to make one), and pixman's 16.16 fixed point cannot hold the inverse of the
    /// squeeze that its images are sampled through: such a view is not drawn.
    static let thinnest = 1e-6

    /// Whether Cairo and pixman can place drawing with `matrix` (user space to device pixels):
    /// finite, with a finite determinant and inverse (past about 1e150 pixels per point the
    /// determinant overflows, and Cairo refuses the matrix), and not squeezed below ``thinnest``.
    static func isPlaceable(_ matrix: cairo_matrix_t) -> Bool {
        let m = matrix
        guard [m.xx, m.yx, m.xy, m.yy, m.x0, m.y0].allSatisfy(\.isFinite) else { return false }
        let determinant = m.xx * m.yy - m.xy * m.yx
        // The largest stretch is at most twice the largest entry; the thinnest is the
        // determinant over the largest.
        let largest = 2 * max(abs(m.xx), abs(m.yx), abs(m.xy), abs(m.yy))
        guard determinant.isFinite, abs(determinant) >= thinnest * largest else { return false }
        var inverse = m
        return cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS
            && [inverse.xx, inverse.yx, inverse.xy, inverse.yy, inverse.x0, inverse.y0].allSatisfy(\.isFinite)
    }

    /// An empty ``DeviceOutline`` to build a shape covering `rect` (current coordinates) in, when
    /// some corner of `rect` lands farther than ``farReach`` from the device origin (or nowhere);
    /// nil when Cairo can take the shape as it is.
    func farOutline(reaching rect: Rect) -> DeviceOutline? {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let probe = DeviceOutline(matrix: matrix, box: .zero)
        let isNear = rect.corners.allSatisfy { corner in
            let point = probe.device(corner)
            return abs(point.x) <= Self.farReach && abs(point.y) <= Self.farReach
        }
        return isNear ? nil : emptyOutline()
    }

    /// An empty ``DeviceOutline`` in the current matrix, to be cut to the clip and ``outlineMargin``.
    func emptyOutline() -> DeviceOutline {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        return DeviceOutline(matrix: matrix, box: deviceClipExtents.insetBy(-Self.outlineMargin))
    }

    /// The clip's extents in device pixels.
    var deviceClipExtents: Rect {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        cairo_identity_matrix(cairo)
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cairo, &x0, &y0, &x1, &y1)
        cairo_set_matrix(cairo, &matrix)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Adds a polygon in device pixels (an outline cut to its box) to the path, closed; turned
    /// clockwise on screen when `clockwise` is set (pieces filled together by the nonzero rule
    /// must all turn the same way).
    func addToPath(_ polygon: [Point], clockwise: Bool = false) {
        var points = polygon
        guard let first = points.first else { return }
        if clockwise {
            // The shoelace formula: positive area turns clockwise when y grows downwards.
            let area = zip(points, points.dropFirst() + [first]).reduce(0.0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }
            if area < 0 { points.reverse() }
        }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        cairo_identity_matrix(cairo)
        cairo_move_to(cairo, points[0].x, points[0].y)
        for point in points.dropFirst() {
            cairo_line_to(cairo, point.x, point.y)
        }
        cairo_close_path(cairo)
        cairo_set_matrix(cairo, &matrix)
    }

    /// Fills the band a stroke of `width` along the ellipse in `rect` covers: the ring between
    /// the ellipses half the width outside and inside it (exact for a circle, which is what views
    /// stroke).
    func fillFarStroke(ofEllipseIn rect: Rect, width: Double, color: Color) {
        let half = abs(width) / 2
        var outer = emptyOutline(), inner = outer
        outer.addEllipse(in: rect.insetBy(-half))
        addToPath(outer.clipped)
        if !rect.insetBy(half).isEmpty {
            inner.addEllipse(in: rect.insetBy(half))
            addToPath(inner.clipped)
        }
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
        fillPath(with: color)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
    }

    /// Fills what a stroke of `width` with round joins and `cap` through `points` covers, as
    /// Cairo would stroke it: a band along each segment and a disc at each joint (and at each end
    /// for round caps), all turned one way and filled by the nonzero rule.
    func fillFarStroke(through points: [Point], width: Double, color: Color, cap: LineCap) {
        let half = abs(width) / 2
        guard half > 0 else { return }
        let template = emptyOutline()
        var corners: [Point] = []
        for point in points where point != corners.last {
            corners.append(point)
        }
        func addPiece(_ build: (inout DeviceOutline) -> Void) {
            var outline = template
            build(&outline)
            addToPath(outline.clipped, clockwise: true)
        }
        let disc = Size(width: 2 * half, height: 2 * half)
        if corners.count == 1, cap == .round {
            // A lone point is a dot with a round cap; with the others Cairo draws nothing.
            addPiece { $0.addEllipse(in: Rect(center: corners[0], size: disc)) }
        }
        for (index, (start, end)) in zip(corners, corners.dropFirst()).enumerated() {
            let direction = (end - start) / start.distance(to: end)
            let across = Vector(dx: -direction.dy * half, dy: direction.dx * half)
            let isFirst = index == 0, isLast = index == corners.count - 2
            let from = cap == .square && isFirst ? start - direction * half : start
            let to = cap == .square && isLast ? end + direction * half : end
            addPiece { outline in [from + across, to + across, to - across, from - across].forEach { outline.add($0) } }
        }
        for (index, corner) in corners.enumerated() where corners.count > 1 {
            let isEnd = index == 0 || index == corners.count - 1
            if !isEnd || cap == .round { addPiece { $0.addEllipse(in: Rect(center: corner, size: disc)) } }
        }
        fillPath(with: color)
    }
}
