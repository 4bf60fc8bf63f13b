/// The touches down in a window by the device contact they came from. A window has a handful of
/// touches at most, so a short array searched in order beats hashing on every event, and it
/// keeps them in the order they landed (which is id order).
///
/// An object the window holds in a constant, so looking a touch up (every event) copies nothing.
final class TouchTable {
    @exclusivity(unchecked) private var slots: [TouchSlot] = []
    /// The touches, in the order they landed.
    @exclusivity(unchecked) private(set) var touches: [Touch] = []

    var count: Int { touches.count }
    var isEmpty: Bool { touches.isEmpty }

    subscript(slot: TouchSlot) -> Touch? {
        slots.firstIndex(of: slot).map { touches[$0] }
    }

    func insert(_ touch: Touch, for slot: TouchSlot) {
        slots.append(slot)
        touches.append(touch)
    }

    @discardableResult
    func remove(_ slot: TouchSlot) -> Touch? {
        guard let index = slots.firstIndex(of: slot) else { return nil }
        slots.remove(at: index)
        return touches.remove(at: index)
    }

    func removeAll() {
        slots.removeAll()
        touches.removeAll()
    }
}
