/// How an animation's progress follows time.
///
/// The eased curves are the cubic Béziers Core Animation publishes for its named timing functions
/// (ease in 0.42,0 → 1,1; ease out 0,0 → 0.58,1; ease in-out 0.42,0 → 0.58,1).
public enum AnimationCurve: Sendable {
    /// Constant speed.
    case linear
    /// Starts slowly and speeds up (Core Animation's ease in, 0.42,0 → 1,1).
    case easeIn
    /// Starts fast and slows to a stop (ease out, 0,0 → 0.58,1): the photos' glide after a pan.
    case easeOut
    /// Slow at both ends (ease in-out, 0.42,0 → 0.58,1), the default.
    case easeInOut
    /// A custom cubic Bézier from (0,0) to (1,1) through two control points.
    case cubicBezier(Double, Double, Double, Double)

    /// The animated fraction (0…1) at a fraction of the duration (0…1).
    public func progress(at time: Double) -> Double {
        let t = min(max(time, 0), 1)
        switch self {
        case .linear: return t
        case .easeIn: return Self.bezier(0.42, 0, 1, 1, at: t)
        case .easeOut: return Self.bezier(0, 0, 0.58, 1, at: t)
        case .easeInOut: return Self.bezier(0.42, 0, 0.58, 1, at: t)
        case .cubicBezier(let x1, let y1, let x2, let y2): return Self.bezier(x1, y1, x2, y2, at: t)
        }
    }

    /// Solves the curve's x(s) = time for s by bisection (monotone in s for valid control points),
    /// then returns y(s).
    private static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at time: Double) -> Double {
        func coordinate(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            let inverse = 1 - s
            return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
        }
        var low = 0.0, high = 1.0, s = time
        for _ in 0..<40 {
            let x = coordinate(x1, x2, s)
            if abs(x - time) < 1e-7 { break }
            if x < time { low = s } else { high = s }
            s = (low + high) / 2
        }
        return coordinate(y1, y2, s)
    }
}
