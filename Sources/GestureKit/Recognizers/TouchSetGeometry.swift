import RealModule

/// The shape of a set of fingers at one moment: where their centre is, how far apart they are,
/// and how the first two are turned. Pan, pinch and rotation compare consecutive snapshots; when
/// the set of fingers changes they start afresh from the new shape, so a finger landing or
/// lifting never makes the image jump.
struct TouchSetGeometry {
    /// Which touches these are. Touches join at the end with ever larger ids, so two consecutive
    /// sets of one recognizer differ in their count, their first ids or their last id.
    let touchCount: Int
    private let firstIDs: (Int, Int)
    private let lastID: Int
    /// Centroid in window coordinates.
    let centroid: Point
    /// Twice the mean distance from the centroid: for two fingers, the distance between them.
    let span: Double
    /// The angle of the line from the first finger to the second, when there are two or more.
    let angle: Double?

    /// Geometry of the touches still down plus `lifting` (those ending in this event, at the
    /// place they lifted), or nil when there are none: where they are shown, or, with
    /// `reportedAt`, where the device reported them at that time (for velocities, which come from
    /// the reports alone). It runs for every recognizer on every move, so it makes no arrays (and
    /// is inlined, so the caller's lists are not retained for it).
    @inline(__always)
    init?(_ touches: [Touch], lifting: [Touch]? = nil, reportedAt reportTime: Double? = nil) {
        var count = 0, sumX = 0.0, sumY = 0.0
        var first = Point.zero, second = Point.zero
        var firstIDs = (-1, -1), lastID = -1
        touches.forEachBorrowed { touch in
            guard touch.counts(lifting: lifting) else { return }
            let point = reportTime.map { touch.reportedLocation(at: $0) } ?? touch.windowLocation
            if count == 0 {
                firstIDs.0 = touch.id
                first = point
            } else if count == 1 {
                firstIDs.1 = touch.id
                second = point
            }
            lastID = touch.id
            count += 1
            sumX += point.x
            sumY += point.y
        }
        guard count > 0 else { return nil }
        let centroid = Point(x: sumX / Double(count), y: sumY / Double(count))
        var distances = 0.0
        if count == 2 {
            distances = first.distance(to: centroid) + second.distance(to: centroid)
        } else if count > 2 {
            touches.forEachBorrowed { touch in
                guard touch.counts(lifting: lifting) else { return }
                let point = reportTime.map { touch.reportedLocation(at: $0) } ?? touch.windowLocation
                distances += point.distance(to: centroid)
            }
        }
        self.touchCount = count
        self.firstIDs = firstIDs
        self.lastID = lastID
        self.centroid = centroid
        span = 2 * distances / Double(count)
        angle = count > 1 ? (second - first).angle : nil
    }

    func hasSameTouches(as other: TouchSetGeometry) -> Bool {
        touchCount == other.touchCount && firstIDs == other.firstIDs && lastID == other.lastID
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

extension Touch {
    /// Whether the touch is still down, or is one of `lifting` (ending in this event).
    func counts(lifting: [Touch]?) -> Bool {
        !phase.isFinished || (lifting?.contains { $0 === self } ?? false)
    }
}
