import RealModule

/// Stand-in fingers for touchpad gestures, so the ordinary recognizers handle them: a pinch
/// becomes two touches either side of the pointer that spread, turn and move as the touchpad
/// reports; a swipe becomes one touch that travels. Every stand-in is hit-tested at the pointer,
/// so the gesture goes to the view under it.
struct TouchpadFingers {
    /// Half the distance between the two stand-in fingers of a pinch, in points.
    static let pinchRadius = 100.0

    private enum Gesture {
        case pinch(anchor: Point, rotation: Double, translation: Vector)
        case swipe(anchor: Point, translation: Vector)
    }

    private var gesture: Gesture?

    var isActive: Bool { gesture != nil }

    private func slot(_ id: Int32) -> TouchSlot { TouchSlot(kind: .touchpad, id: id) }

    mutating func beginPinch(at pointer: Point) -> [TouchChange] {
        var changes = end(cancelled: true)
        gesture = .pinch(anchor: pointer, rotation: 0, translation: .zero)
        changes += pinchFingers(anchor: pointer, scale: 1, rotation: 0, translation: .zero, phase: .down)
        return changes
    }

    mutating func updatePinch(dx: Double, dy: Double, scale: Double, rotationDegrees: Double) -> [TouchChange] {
        guard case .pinch(let anchor, let rotation, let translation) = gesture else { return [] }
        let turned = rotation + rotationDegrees * .pi / 180
        let moved = translation + Vector(dx: dx, dy: dy)
        gesture = .pinch(anchor: anchor, rotation: turned, translation: moved)
        return pinchFingers(
            anchor: anchor, scale: max(scale, 0.01), rotation: turned, translation: moved, phase: .motion)
    }

    mutating func beginSwipe(at pointer: Point) -> [TouchChange] {
        var changes = end(cancelled: true)
        gesture = .swipe(anchor: pointer, translation: .zero)
        changes.append(TouchChange(slot: slot(0), phase: .down, location: pointer, hitTestLocation: pointer))
        return changes
    }

    mutating func updateSwipe(dx: Double, dy: Double) -> [TouchChange] {
        guard case .swipe(let anchor, let translation) = gesture else { return [] }
        let moved = translation + Vector(dx: dx, dy: dy)
        gesture = .swipe(anchor: anchor, translation: moved)
        return [TouchChange(slot: slot(0), phase: .motion, location: anchor + moved)]
    }

    /// Lifts (or cancels) the stand-ins of the gesture in progress; nothing when there is none.
    mutating func end(cancelled: Bool) -> [TouchChange] {
        let phase: TouchChange.Phase = cancelled ? .cancel : .up
        defer { gesture = nil }
        switch gesture {
        case .pinch: return [TouchChange(slot: slot(0), phase: phase), TouchChange(slot: slot(1), phase: phase)]
        case .swipe: return [TouchChange(slot: slot(0), phase: phase)]
        case nil: return []
        }
    }

    private func pinchFingers(
        anchor: Point, scale: Double, rotation: Double, translation: Vector, phase: TouchChange.Phase
    ) -> [TouchChange] {
        let center = anchor + translation
        let reach = Self.pinchRadius * scale
        let offset = Vector(dx: reach * .cos(rotation), dy: reach * .sin(rotation))
        return [
            TouchChange(slot: slot(0), phase: phase, location: center - offset, hitTestLocation: anchor),
            TouchChange(slot: slot(1), phase: phase, location: center + offset, hitTestLocation: anchor),
        ]
    }
}
