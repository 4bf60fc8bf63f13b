import GestureKit
import RealModule

/// A gesture as the frames of the fingers that make it, for a ``GesturePlayer`` to send on the
/// window's clock: what a key or a screen reader's action does instead of changing a view itself,
/// so the recognizers, the report and the app's actions see what a finger would do.
///
/// The fingers are real fingers to everything after the router (kind `.finger`: the report says
/// "finger"), land on the view the gesture is for wherever they are (a covered photo is reached),
/// and move one display frame apart (1/60 s); they rest before they lift, so nothing glides.
struct SyntheticGesture {
    /// One frame of the fingers' changes, sent `delay` seconds after the frame before it.
    struct Frame {
        var delay: Double
        var changes: [(finger: Int32, phase: TouchChange.Phase, location: Point?)]
    }

    /// The view the fingers land on.
    let view: View
    private(set) var frames: [Frame] = []

    /// Seconds between two frames of moving fingers: a 60 Hz display's.
    static let frameInterval = 1.0 / 60
    /// Frames a move takes (a few display frames: a seventh of a second); with reduced motion, two.
    static let moveFrames = 8
    static let reducedMoveFrames = 2
    /// Seconds the fingers rest before they lift: past ``Defaults/velocityStopInterval``, so a
    /// drag lets go at rest and the photo does not glide.
    static let rest = 0.1
    /// How far from the centre the two fingers of a pinch start (points): their span then changes
    /// by more than ``Defaults/pinchSlop`` for the smallest zoom step (2^(1/4): 160 pt × 0.16 = 25 pt).
    static let pinchRadius = 80.0
    /// How far from the centre the two fingers of a turn are (points).
    static let turnRadius = 60.0

    init(on view: View) {
        self.view = view
    }

    private mutating func add(
        after delay: Double, _ changes: [(finger: Int32, phase: TouchChange.Phase, location: Point?)]
    ) {
        frames.append(Frame(delay: frames.isEmpty ? 0 : delay, changes: changes))
    }

    /// Fingers land at `starts`, stay `held` seconds, move to `ends` in a straight line over
    /// `steps` frames (through `via` first, when given), rest, and lift.
    private mutating func fingers(
        from starts: [Point], to ends: [Point], steps: Int, via: [Point]? = nil, held: Double = 0
    ) {
        let ids = starts.indices.map(Int32.init)
        add(after: Self.frameInterval, zip(ids, starts).map { ($0, .down, $1) })
        let target = via ?? ends
        for step in 1...max(1, steps) {
            let t = Double(step) / Double(max(1, steps))
            add(
                after: Self.frameInterval + (step == 1 ? held : 0),
                ids.map { ($0, .motion, starts[Int($0)] + (target[Int($0)] - starts[Int($0)]) * t) })
        }
        if via != nil { add(after: Self.frameInterval, zip(ids, ends).map { ($0, .motion, $1) }) }
        add(after: Self.rest, ids.map { ($0, .up, nil) })
    }

    /// A one-finger drag by `delta` from `start`. A drag no longer than the pan slop would not
    /// move anything, so a short one goes just past the slop first and comes back onto `delta`,
    /// as a finger overshooting a little does.
    /// With `held`, the finger first stays that long where it landed (a long press, then a drag).
    static func drag(_ view: View, from start: Point, by delta: Vector, steps: Int, held: Double = 0)
        -> SyntheticGesture
    {
        var gesture = SyntheticGesture(on: view)
        let length = delta.length
        let reach = Defaults.panSlop + 2
        let via = length > 0 && length <= reach ? [start + delta * (reach / length)] : nil
        gesture.fingers(from: [start], to: [start + delta], steps: steps, via: via, held: held)
        return gesture
    }

    /// Two fingers either side of `center` spreading (or closing) by `factor`.
    static func pinch(_ view: View, about center: Point, by factor: Double, steps: Int) -> SyntheticGesture {
        var gesture = SyntheticGesture(on: view)
        let start = Vector(dx: pinchRadius, dy: 0)
        let end = start * factor
        gesture.fingers(from: [center - start, center + start], to: [center - end, center + end], steps: steps)
        return gesture
    }

    /// Two fingers either side of `center` turning by `angle` radians (positive: clockwise on screen).
    static func turn(_ view: View, about center: Point, by angle: Double, steps: Int) -> SyntheticGesture {
        var gesture = SyntheticGesture(on: view)
        let ids: [Int32] = [0, 1]
        func places(_ a: Double) -> [Point] {
            let arm = Vector(dx: turnRadius * Double.cos(a), dy: turnRadius * Double.sin(a))
            return [center - arm, center + arm]
        }
        // Along the arc, not a chord: the fingers keep their distance, so nothing pinches.
        gesture.add(after: 0, zip(ids, places(0)).map { ($0, .down, $1) })
        for step in 1...max(1, steps) {
            gesture.add(
                after: frameInterval,
                zip(ids, places(angle * Double(step) / Double(max(1, steps)))).map { ($0, .motion, $1) })
        }
        gesture.add(after: rest, ids.map { ($0, .up, nil) })
        return gesture
    }

    /// A finger held still at `point` a little past the long press's minimum duration.
    static func hold(_ view: View, at point: Point) -> SyntheticGesture {
        var gesture = SyntheticGesture(on: view)
        gesture.add(after: 0, [(0, .down, point)])
        gesture.add(after: Defaults.longPressMinimumDuration + rest, [(0, .up, nil)])
        return gesture
    }

    /// `count` quick taps at `point`, well within the multi-tap interval of each other.
    static func taps(_ count: Int, on view: View, at point: Point) -> SyntheticGesture {
        var gesture = SyntheticGesture(on: view)
        for _ in 0..<count {
            gesture.add(after: frameInterval * 3, [(0, .down, point)])
            gesture.add(after: frameInterval * 3, [(0, .up, nil)])
        }
        return gesture
    }
}
