import RealModule

/// Stand-in fingers for touchpad gestures, so the ordinary recognizers handle them with the
/// finger count the compositor reports: a pinch of N fingers becomes N touches on a circle around
/// the pointer that spread, turn and move as the touchpad reports; a swipe of N fingers becomes N
/// touches in a row that travel together (a three-finger swipe is a three-touch swipe, as on a
/// touchscreen). Every stand-in is hit-tested at the pointer, so the gesture goes to the view under it.
struct TouchpadFingers {
    /// Distance from the pinch's centre to each stand-in finger, in points.
    static let pinchRadius = 100.0
    /// Points between neighbouring stand-ins of a swipe. Our choice: about a finger's width on a
    /// touchscreen, so the inspector shows them apart.
    static let swipeSpacing = 30.0
    /// The most stand-ins a gesture gets: a compositor's count is taken on trust only up to two hands.
    static let maximumFingers = 10

    private enum Gesture {
        case pinch(anchor: Point, rotation: Double, translation: Vector, fingers: Int)
        case swipe(anchor: Point, translation: Vector, fingers: Int)
    }

    private var gesture: Gesture?

    var isActive: Bool { gesture != nil }

    private func slot(_ id: Int) -> TouchSlot { TouchSlot(kind: .touchpad, id: Int32(id)) }

    private static func count(_ fingers: Int, atLeast minimum: Int) -> Int {
        min(max(fingers, minimum), maximumFingers)
    }

    mutating func beginPinch(at pointer: Point, fingers: Int = 2) -> [TouchChange] {
        var changes = end(cancelled: true)
        let fingers = Self.count(fingers, atLeast: 2)
        gesture = .pinch(anchor: pointer, rotation: 0, translation: .zero, fingers: fingers)
        changes += pinchFingers(
            anchor: pointer, scale: 1, rotation: 0, translation: .zero, fingers: fingers, phase: .down)
        return changes
    }

    mutating func updatePinch(dx: Double, dy: Double, scale: Double, rotationDegrees: Double) -> [TouchChange] {
        guard case .pinch(let anchor, let rotation, let translation, let fingers) = gesture else { return [] }
        let turned = rotation + rotationDegrees * .pi / 180
        let moved = translation + Vector(dx: dx, dy: dy)
        gesture = .pinch(anchor: anchor, rotation: turned, translation: moved, fingers: fingers)
        return pinchFingers(
            anchor: anchor, scale: max(scale, 0.01), rotation: turned, translation: moved, fingers: fingers,
            phase: .motion)
    }

    mutating func beginSwipe(at pointer: Point, fingers: Int = 1) -> [TouchChange] {
        var changes = end(cancelled: true)
        let fingers = Self.count(fingers, atLeast: 1)
        gesture = .swipe(anchor: pointer, translation: .zero, fingers: fingers)
        changes += swipeFingers(anchor: pointer, translation: .zero, fingers: fingers, phase: .down)
        return changes
    }

    mutating func updateSwipe(dx: Double, dy: Double) -> [TouchChange] {
        guard case .swipe(let anchor, let translation, let fingers) = gesture else { return [] }
        let moved = translation + Vector(dx: dx, dy: dy)
        gesture = .swipe(anchor: anchor, translation: moved, fingers: fingers)
        return swipeFingers(anchor: anchor, translation: moved, fingers: fingers, phase: .motion)
    }

    /// Lifts (or cancels) the stand-ins of the gesture in progress; nothing when there is none.
    mutating func end(cancelled: Bool) -> [TouchChange] {
        let phase: TouchChange.Phase = cancelled ? .cancel : .up
        defer { gesture = nil }
        let fingers: Int
        switch gesture {
        case .pinch(_, _, _, let count), .swipe(_, _, let count): fingers = count
        case nil: return []
        }
        return (0..<fingers).map { TouchChange(slot: slot($0), phase: phase) }
    }

    /// Finger k sits at angle rotation + π + 2πk/N: for two fingers, one either side of the centre
    /// along the x axis, as before the count was known.
    private func pinchFingers(
        anchor: Point, scale: Double, rotation: Double, translation: Vector, fingers: Int, phase: TouchChange.Phase
    ) -> [TouchChange] {
        let center = anchor + translation
        let reach = Self.pinchRadius * scale
        return (0..<fingers).map { finger in
            let angle = rotation + .pi + 2 * .pi * Double(finger) / Double(fingers)
            let offset = Vector(dx: reach * .cos(angle), dy: reach * .sin(angle))
            return TouchChange(slot: slot(finger), phase: phase, location: center + offset, hitTestLocation: anchor)
        }
    }

    /// A row across the pointer, centred on it, moving together.
    private func swipeFingers(anchor: Point, translation: Vector, fingers: Int, phase: TouchChange.Phase)
        -> [TouchChange]
    {
        (0..<fingers).map { finger in
            let across = (Double(finger) - Double(fingers - 1) / 2) * Self.swipeSpacing
            let location = anchor + translation + Vector(dx: across, dy: 0)
            return TouchChange(slot: slot(finger), phase: phase, location: location, hitTestLocation: anchor)
        }
    }
}
