import RealModule

/// The shape of a set of fingers at one moment: where their centre is, how far apart they are,
/// and how the first two are turned. Pan, pinch and rotation compare consecutive snapshots; when
/// the set of fingers changes they start afresh from the new shape, so a finger landing or
/// lifting never makes the image jump.
struct TouchSetGeometry {
    let touchIDs: [Int]
    /// Centroid in window coordinates.
    let centroid: Point
    /// Twice the mean distance from the centroid: for two fingers, the distance between them.
    let span: Double
    /// The angle of the line from the first finger to the second, when there are two or more.
    let angle: Double?

    /// Geometry of the touches still down plus `lifting` (those ending in this event, at the
    /// place they lifted), or nil when there are none.
    init?(_ touches: [Touch], lifting: [Touch] = []) {
        let live = touches.filter { touch in !touch.phase.isFinished || lifting.contains { $0 === touch } }
        let points = live.map { $0.location(in: nil) }
        guard let centroid = Point.centroid(of: points) else { return nil }
        touchIDs = live.map(\.id)
        self.centroid = centroid
        span = 2 * points.reduce(0) { $0 + $1.distance(to: centroid) } / Double(points.count)
        angle = points.count >= 2 ? (points[1] - points[0]).angle : nil
    }

    func hasSameTouches(as other: TouchSetGeometry) -> Bool {
        touchIDs == other.touchIDs
    }

    /// The turn from `other` to this snapshot, in (-π, π].
    func rotation(since other: TouchSetGeometry) -> Double {
        guard let angle, let previous = other.angle else { return 0 }
        var turn = angle - previous
        while turn > .pi { turn -= 2 * .pi }
        while turn <= -.pi { turn += 2 * .pi }
        return turn
    }
}
