/// The parts of the window that must be drawn again, as a short list of rectangles.
///
/// Overlapping rectangles merge; past a handful the region collapses into their union, since
/// clipping to many small rectangles costs more than drawing a few extra pixels.
public struct DamageRegion: Sendable {
    /// The damaged rectangles in window points, none overlapping; at most ``maximumRectCount``.
    public private(set) var rects: [Rect] = []
    /// More rectangles than this merge into one.
    public static let maximumRectCount = 8

    /// An empty region: nothing to draw.
    public init() {}

    /// Whether nothing needs drawing.
    public var isEmpty: Bool { rects.isEmpty }

    /// The smallest rectangle holding all damage.
    public var bounds: Rect { rects.reduce(Rect.zero) { $0.union($1) } }

    /// Adds a damaged rectangle (grown to whole points), merging it with every rectangle it overlaps;
    /// past ``maximumRectCount`` the region collapses into one rectangle around everything.
    public mutating func add(_ rect: Rect) {
        guard !rect.isEmpty else { return }
        var merged = rect.integral
        // Absorb every rectangle the new one touches; repeat since the union may reach further.
        var absorbed = true
        while absorbed {
            absorbed = false
            if let index = rects.firstIndex(where: { $0.intersects(merged) }) {
                merged = merged.union(rects.remove(at: index))
                absorbed = true
            }
        }
        rects.append(merged)
        if rects.count > Self.maximumRectCount {
            rects = [bounds]
        }
    }

    /// Adds every rectangle of `other`.
    public mutating func formUnion(_ other: DamageRegion) {
        for rect in other.rects { add(rect) }
    }

    /// Keeps only what lies inside `limit` (the window).
    public func clipped(to limit: Rect) -> DamageRegion {
        var result = DamageRegion()
        for rect in rects { result.add(rect.intersection(limit)) }
        return result
    }

    /// Empties the region.
    public mutating func removeAll() {
        rects.removeAll()
    }
}
